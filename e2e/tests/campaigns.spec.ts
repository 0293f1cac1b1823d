import { expect, test, type APIRequestContext } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { demo, signInToAdmin } from './fixtures';

/** A newsletter campaign from the admin's draft to the subscriber's one-click unsubscribe (docs/admin.md). */

test.describe.configure({ timeout: 180_000 });

interface Mail {
  subject: string;
  text: string;
  html?: string;
  to: { address: string }[];
  headers?: Record<string, string>;
}

/** The mail outbox of the e2e server (DATA_DIR/mail, see playwright.config.ts): mails that `keep`, once `atLeast`. */
async function mailsWhere(keep: (mail: Mail) => boolean, atLeast = 1): Promise<Mail[]> {
  const dir = path.join(process.env.KASUWA_E2E_DATA_DIR ?? '', 'mail');
  let found: Mail[] = [];
  await expect
    .poll(() => {
      let files: string[] = [];
      try {
        files = readdirSync(dir).filter((f) => f.endsWith('.json'));
      } catch {
        // no mail yet
      }
      found = files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Mail).filter(keep);
      return found.length;
    })
    .toBeGreaterThanOrEqual(atLeast);
  return found;
}

/** The path and query of a link in a mail (the mails name the shop's public address). */
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** Subscribes `email` through the footer's endpoint and confirms it with the mailed link, as a reader does. */
async function confirmedSubscriber(request: APIRequestContext, email: string) {
  expect((await request.post('/api/newsletter/subscribe', { data: { email } })).status()).toBe(200);
  const [mail] = await mailsWhere((m) => m.to[0]?.address === email);
  const link = /https?:\/\/\S+\/api\/newsletter\/confirm\/[\w-]+/.exec(mail!.text)?.[0];
  expect(link, 'the confirmation mail carries a link').toBeTruthy();
  const confirmed = await request.post(pathOf(link!), { form: {}, maxRedirects: 0 });
  expect(confirmed.status()).toBe(303);
  expect(confirmed.headers().location).toMatch(/newsletter=confirmed/);
}

test('an admin writes a campaign, tests it, sends it; a subscriber leaves in one click', async ({
  page,
  request,
}) => {
  const id = Date.now().toString(36);
  const readers = [`ada.${id}@example.ng`, `chidi.${id}@example.ng`];
  for (const reader of readers) await confirmedSubscriber(request, reader);
  const subject = `Black Friday starts now ${id}`;

  await signInToAdmin(page);
  await page.goto('/admin/marketing');
  const section = page.getByRole('region', { name: 'Campaigns' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'New campaign' }).click();
  const editor = page.getByRole('dialog', { name: 'New campaign' });
  await editor.getByLabel('Subject').fill(subject);
  await editor
    .getByLabel('Message')
    .fill('Up to 40% off phones this week.\nShop at https://kasuwa.ng/deals <b>today</b>.');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor).toBeHidden();
  const row = section.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('Draft')).toBeVisible();

  // The preview shows the mail as subscribers see it; the test goes to the signed-in admin.
  await row.getByRole('button', { name: `Preview ${subject}` }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  const frame = preview.frameLocator('iframe[title="The mail as subscribers see it"]');
  await expect(frame.getByRole('link', { name: 'https://kasuwa.ng/deals' })).toBeVisible();
  await expect(frame.getByText('<b>today</b>', { exact: false })).toBeVisible();
  await preview.getByRole('button', { name: 'Send test to me' }).click();
  await expect(page.getByText('Test sent to your email address.')).toBeVisible();
  const [test] = await mailsWhere((m) => m.subject === `[Test] ${subject}`);
  expect(test!.to[0]?.address).toBe(demo.admin.email);
  expect(test!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  // The send asks first.
  await preview.getByRole('button', { name: 'Send…' }).click();
  const ask = page.getByRole('alertdialog', {
    name: new RegExp(`^Send “${subject}” to \\d+ confirmed subscribers?\\?$`),
  });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Send campaign' }).click();
  await expect(ask).toBeHidden();
  await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 });

  const mails = await mailsWhere((m) => m.subject === subject && readers.includes(m.to[0]?.address ?? ''), 2);
  expect(mails.map((m) => m.to[0]?.address).sort()).toEqual([...readers].sort());
  for (const mail of mails) {
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=\S+>, <mailto:\S+>$/,
    );
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain('&lt;b&gt;today&lt;/b&gt;');
  }
  const unsubscribeOf = (reader: string) =>
    pathOf(
      /<(https?:[^>]+)>/.exec(
        mails.find((m) => m.to[0]?.address === reader)!.headers!['List-Unsubscribe']!,
      )![1]!,
    );

  // A reader opens the link from the mail: a page asks, the button unsubscribes.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(unsubscribeOf(readers[0]!));
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await visitor.close();

  // The other's mail program uses the one-click header: a POST with no page and no cookie.
  const oneClick = await request.post(unsubscribeOf(readers[1]!), {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(oneClick.status()).toBe(200);

  await page.reload();
  const after = page.getByRole('region', { name: 'Campaigns' }).getByRole('row').filter({ hasText: subject });
  await expect(after.getByRole('cell').nth(5)).toHaveText('2');
});
