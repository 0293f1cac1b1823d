import { expect, test, type Page } from '@playwright/test';
import { ports } from '../playwright.config';
import { demo, SALES_CHART, signInDialog, signInToAdmin, signInWithDialog } from './fixtures';

/**
 * The shop's pages carry a Content-Security-Policy (shell/src/server/http/plugins/security-headers.ts, docs/security.md): scripts only from
 * the shop's and the remotes' origins, nothing inline, nothing evaluated. The composed shop must work under it, and
 * the browser must have nothing to refuse.
 */

/** What the browser refused under the page's policy: its console's reports and the page's violation events. */
function policyViolations(page: Page) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  void page.exposeFunction('__reportPolicyViolation', (text: string) => refused.push(text));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (text: string) => void })
        .__reportPolicyViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`);
    });
  });
  return refused;
}

const remoteOrigins = ['catalog', 'cart', 'account', 'admin'].map(
  (name) => `http://localhost:${ports[name as keyof typeof ports]}`,
);

test('the storefront loads, hydrates and signs in through the account remote with nothing refused', async ({
  page,
}) => {
  const refused = policyViolations(page);
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain(`script-src 'self' ${remoteOrigins.join(' ')};`);
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).toContain("object-src 'none'");

  // The sign-in dialog opens once the server-rendered page has hydrated, as the server drew it; typing in it brings
  // mf-account's ./AuthDialogs, which takes its place.
  await signInWithDialog(page, demo.shopper.email, demo.shopper.password);
  await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
  await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: /Cart/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);

  // The policy is enforced and the watch above sees what it refuses: a script written into the page does not run.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  expect(refused.join('\n')).toMatch(/script-src/);
});

for (const width of [375, 1280]) {
  test(`a product page at ${width} px hydrates under the policy`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const refused = policyViolations(page);
    const list = await request.get('/api/products?page_size=1');
    const [product] = ((await list.json()) as { data: { results: { id: number }[] } }).data.results;
    await page.goto(`/products/${product?.id}`);
    await expect(signInDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
  });
}

test("the admin's dashboard and its chart (recharts) work under the policy", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const refused = policyViolations(page);
  await signInToAdmin(page);
  const sales = page.getByRole('region', { name: 'Sales per day' });
  await sales.scrollIntoViewIfNeeded();
  await expect(sales.locator(SALES_CHART)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
});

test("the shop's servers send neither source maps nor mf-stats.json, and the scripts name no map", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });
  await page.goto('/products');
  await expect(signInDialog(page)).toBeVisible();
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) {
    expect((await request.get(script)).status()).toBe(200);
    expect([script, (await request.get(`${script}.map`)).status()]).toEqual([script, 404]);
  }
  const [first] = scripts;
  expect(await (await request.get(first ?? '')).text()).not.toContain('sourceMappingURL');
  for (const origin of ['http://localhost:' + ports.shell, ...remoteOrigins])
    expect([origin, (await request.get(`${origin}/mf-stats.json`)).status()]).toEqual([origin, 404]);
});
