import { expect, test, type Page } from '@playwright/test';
import { HELP_TOPICS } from '../../shell/src/pages/help/help-topics';
import { demo, dismissSignInDialog, signInDialog, signInWithDialog } from './fixtures';

/** The footer's links and the help pages they reach, and the 404 page's ways out. */

const NOT_FOUND = 'Oops! Page Not Found';

// Journeys through many pages, each loading its remote: more time than the default on a busy machine.
test.describe.configure({ timeout: 180_000 });

/**
 * The footer's links to the shop's pages, as they are on the page (not its language picker, whose links go through
 * `/language/…` to this page in another language: languages.spec.ts).
 */
async function footerPaths(page: Page): Promise<string[]> {
  const pages = page.locator('footer a[href^="/"]:not([href^="/language/"])');
  // The footer's code arrives once the page has settled.
  await expect(pages.first()).toBeAttached();
  const hrefs = await pages.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

test('every footer link reaches a real page, and the help pages are there', async ({ page }) => {
  await page.goto('/');
  await expect(signInDialog(page)).toBeVisible({ timeout: 30_000 });
  await signInWithDialog(page, demo.shopper.email, demo.shopper.password);
  const paths = await footerPaths(page);
  for (const { slug } of HELP_TOPICS) expect(paths).toContain(`/${slug}`);

  for (const target of paths) {
    await page.locator(`footer a[href="${target}"]`).first().click();
    await expect(page).toHaveURL((url) => url.pathname === target);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: NOT_FOUND })).toHaveCount(0);
  }

  // The help pages say what a Nigerian shopper needs to know, and each has its own title.
  await page.goto('/shipping');
  await expect(page).toHaveTitle('Shipping & Delivery | Kasuwa');
  await expect(page.getByRole('table', { name: 'Delivery by zone' })).toContainText('Lagos');
  await expect(page.getByRole('heading', { name: 'Pay on delivery' })).toBeVisible();
  await page.goto('/returns');
  await expect(page.getByText(/within 7 days of delivery/).first()).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByText(/NDPR/).first()).toBeVisible();

  // The contact page is the contact form.
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Delivery to Kano');
  await page.getByRole('textbox', { name: 'Message' }).fill('How long does delivery to Kano take?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The form is emptied only once the server has taken the message.
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
});

test("the 404 page's Help Center and search lead somewhere real", async ({ page }) => {
  await page.goto('/no-such-page');
  await dismissSignInDialog(page);
  await page.getByRole('link', { name: 'Help Center' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();

  await page.goto('/still-missing');
  await page.getByRole('searchbox', { name: 'Search the shop' }).fill('phone');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/products\?search=phone$/);
});
