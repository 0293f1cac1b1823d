import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';

export const demo = {
  admin: { email: 'admin@kasuwa.test', password: 'KasuwaAdmin1' },
  shopper: { email: 'shopper@kasuwa.test', password: 'KasuwaShopper1' },
};

export const uniqueShopper = () => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    first: 'Ngozi',
    last: 'Eze',
    username: `ngozi${id}`,
    email: `ngozi.${id}@example.ng`,
    password: 'Lagos2026x',
  };
};

export const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Welcome Back' });
export const signUpDialog = (page: Page) => page.getByRole('dialog', { name: 'Create Account' });

/** Signs in through the dialog the shell opens for anonymous visitors. */
export async function signInWithDialog(page: Page, email: string, password: string) {
  const dialog = signInDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Successful!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * The sign-in dialog opens by itself once per browser session (docs/storefront.md §2.3), kept in the tab's
 * sessionStorage: forgetting it is closing the browser and opening it again, for a journey that needs the prompt on
 * a later page of the same tab.
 */
export async function newBrowserSession(page: Page) {
  if (page.url().startsWith('http')) await page.evaluate(() => window.sessionStorage.clear());
}

/**
 * Touches a server-rendered page as a shopper does (the pointer moved over it) until its header has hydrated: an
 * anonymous shopper's page runs its code at the first touch, and a touch before the page's script has started is
 * not seen.
 */
export async function touchUntilHydrated(page: Page) {
  let x = 10;
  await expect(async () => {
    x = x === 10 ? 20 : 10;
    await page.mouse.move(x, 10);
    expect(
      await page.evaluate(() =>
        Object.keys(document.querySelector('header') ?? {}).some((key) => key.startsWith('__reactFiber')),
      ),
    ).toBe(true);
  }).toPass({ timeout: 30_000, intervals: [250, 500, 1000] });
}

/** Opens the home page and signs in through the dialog the shell opens on load (in a new browser session). */
export async function signInOnLoad(page: Page, user: { email: string; password: string }) {
  if (page.url().startsWith(baseURL)) await newBrowserSession(page);
  await page.goto('/');
  // The first page of a fresh server can take a while on a busy machine.
  await expect(signInDialog(page)).toBeVisible({ timeout: 30_000 });
  await signInWithDialog(page, user.email, user.password);
}

/** Fills the checkout's delivery address with a valid Lagos one. */
export async function fillDeliveryAddress(page: Page) {
  await page.getByLabel('Full name').fill('Ngozi Eze');
  await page.getByLabel('Phone', { exact: true }).fill('0803 123 4567');
  await page.getByLabel('Street address').fill('14 Awolowo Road');
  await page.getByLabel('City').fill('Ikoyi');
  await page.getByLabel('State', { exact: true }).selectOption('Lagos');
}

/** Signs the demo admin in on the admin's own sign-in page; the dashboard is then shown. */
export async function signInToAdmin(page: Page) {
  await page.goto('/admin/auth/login');
  await page.getByLabel('Email').fill(demo.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.admin.password);
  await page.getByRole('button', { name: /Sign In|Log ?in/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

/** The navbar's cart link; its accessible name carries the badge count ("Cart, 2 items"). */
export const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ });

/**
 * Anonymous visitors get the sign-in dialog on the first page of a browser session (docs/storefront.md §2.3); close
 * it to use the page behind.
 */
export async function dismissSignInDialog(page: Page) {
  await expect(signInDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signInDialog(page)).toBeHidden();
}

/** Serious and critical axe-core violations on the page as it stands, by rule and the elements they concern. */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/** The admin's sales chart itself: recharts also draws each legend entry's icon as a `recharts-surface`. */
export const SALES_CHART = 'svg.recharts-surface:not(.recharts-legend-wrapper *)';

/** What the page logs of a failed hydration (a mismatch, a recoverable error) or of an uncaught error, as it comes. */
export const hydrationProblems = (page: Page) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      ['error', 'warning'].includes(message.type()) &&
      /hydrat|did not match|Minified React error|recoverable/i.test(text)
    )
      problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
};
