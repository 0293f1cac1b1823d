import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { signInDialog, signInWithDialog } from './fixtures';
import { register } from './shop-api';

/** A forgotten password, reset with the link from the mail. */

// Journeys through many pages, each loading its remote: more time than the default on a busy machine.
test.describe.configure({ timeout: 180_000 });

/**
 * The mail outbox of the e2e server (DATA_DIR/mail, see playwright.config.ts): mails to `to` whose text holds
 * `containing` (registration mails a confirmation link first), oldest first.
 */
async function mailsTo(to: string, containing: RegExp): Promise<{ text: string }[]> {
  const dir = path.join(process.env.KASUWA_E2E_DATA_DIR ?? '', 'mail');
  let found: { text: string }[] = [];
  await expect
    .poll(() => {
      let files: string[] = [];
      try {
        files = readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .sort();
      } catch {
        // no mail yet
      }
      found = files
        .map(
          (f) =>
            JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as {
              text: string;
              to: { address: string }[];
            },
        )
        .filter((mail) => mail.to[0]?.address === to && containing.test(mail.text));
      return found.length;
    })
    .toBeGreaterThan(0);
  return found;
}

test('a shopper resets a forgotten password with the link from the mail, then signs in with the new one', async ({
  page,
  request,
}) => {
  const shopper = await register(request);

  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const resetLink = /\/auth\/reset-password\/[^\s"<>]+/;
  const [mail] = await mailsTo(shopper.email, resetLink);
  const link = resetLink.exec(mail!.text)?.[0];
  expect(link, 'the mail carries a reset link').toBeTruthy();

  await page.goto(link!);
  const newPassword = 'Abuja2026New';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  // The link works once.
  await page.goto(link!);
  await page.getByLabel('New Password', { exact: true }).fill('Another2026x');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Another2026x');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').or(page.locator('[role=status]')).first()).toBeVisible();
  await expect(page.getByText('Internal server error')).toHaveCount(0);

  await page.goto('/');
  await expect(signInDialog(page)).toBeVisible({ timeout: 30_000 });
  await signInWithDialog(page, shopper.email, newPassword);
});
