import { expect, test, type APIRequestContext } from '@playwright/test';
import { dismissSignInDialog, hydrationProblems, signInOnLoad } from './fixtures';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { placeOrder, register, shopperWithItemInCart, tokenOf } from './shop-api';

/** docs/storefront.md §18: the storefront in Pidgin, Hausa, Yoruba and Igbo, under each language's prefix. */

/** A seeded product with translations (api/src/seed/translations.ts), as the API answers it in `locale`. */
async function translatedProduct(request: APIRequestContext, locale: string) {
  const answer = await request.get('/api/products?search=Mama%20Gold%20Rice&page_size=1', {
    headers: { 'Accept-Language': locale },
  });
  const { results } = (
    (await answer.json()) as {
      data: { results: { id: number; name: string; lang?: string }[] };
    }
  ).data;
  const product = results[0];
  if (!product) throw new Error('The seeded rice is missing');
  return product;
}

test.describe('the storefront in the shopper’s language', () => {
  test('a Yoruba page: its language, its header, the catalogue’s names, hydrated without a mismatch', async ({
    page,
    request,
  }) => {
    const problems = hydrationProblems(page);
    const rice = await translatedProduct(request, 'yo');
    expect(rice).toMatchObject({ name: 'Ìrẹsì Mama Gold', lang: 'yo' });
    await page.goto(`/yo/products/${rice.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
    await expect(page.getByRole('heading', { level: 1, name: 'Ìrẹsì Mama Gold' })).toBeVisible();
    const header = page.getByRole('navigation', { name: 'Àtòjọ pàtàkì' });
    await expect(header.getByRole('link', { name: 'Ilé' })).toHaveAttribute('href', '/yo');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/yo/products/${rice.id}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="ha"]')).toHaveAttribute(
      'href',
      new RegExp(`/ha/products/${rice.id}$`),
    );
    // The shop's links stay in the language once the page has hydrated (the sign-in prompt, in Yoruba, closed first).
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await header.getByRole('link', { name: 'Ilé' }).click();
    await expect(page).toHaveURL(/\/yo$/);
    expect(problems).toEqual([]);
  });

  test('a search with a local word finds the product, in any language', async ({ page }) => {
    await page.goto('/ig/products?search=iresi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ig');
    await expect(
      page.getByRole('region', { name: /.+/ }).getByText('Osikapa Mama Gold').first(),
    ).toBeVisible();
  });

  test('the picker keeps the choice, and the shop follows it from an English address', async ({ page }) => {
    await page.goto('/products');
    await dismissSignInDialog(page);
    await page.locator('header details summary').click();
    await page.getByRole('link', { name: 'Hausa' }).first().click();
    await expect(page).toHaveURL(/\/ha\/products$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/ha\/cart$/);
    // English again: the choice is English, and English addresses are answered as they are.
    await page.goto('/language/en-NG?to=/products');
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-NG');
  });

  test('a first visit whose browser prefers Hausa is offered Hausa, not sent there', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ha-NG' });
    const page = await context.newPage();
    await page.goto('/products');
    await expect(page).toHaveURL(/\/products$/);
    const offer = page.getByRole('status').filter({ hasText: 'Ana samun Kasuwa da Hausa ma.' });
    await dismissSignInDialog(page);
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Aʼa, na gode' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    // Offered once the page has settled, which it has at the latest 4 s after it loaded (root-layout.tsx).
    await page.waitForTimeout(4500);
    await expect(page.getByText('Ana samun Kasuwa da Hausa ma.')).toHaveCount(0);
    await context.close();
  });

  test('a link previewer gets a Pidgin product page in Pidgin', async ({ request }) => {
    const rice = await translatedProduct(request, 'pcm');
    const html = await (
      await request.get(`/pcm/products/${rice.id}`, { headers: { 'User-Agent': 'WhatsApp/2.23.20.0' } })
    ).text();
    expect(html).toContain('<html lang="pcm">');
    expect(html).toContain('<meta property="og:locale" content="pcm_NG">');
    expect(html).toMatch(/<meta property="og:description" content="[^"]*wey dem don parboil/);
  });

  test('a page the browser renders tells a browser without script, in its language, what needs JavaScript', async ({
    request,
  }) => {
    // The server alone fetches these words (shell/src/messages/no-script): a browser never shows them.
    const html = await (await request.get('/ha/cart', { headers: { accept: 'text/html' } })).text();
    expect(html).toMatch(/<noscript>.*<h1>Kwandon sayayyarku yana buƙatar JavaScript<\/h1>.*<\/noscript>/s);
  });
});

/** Checkout's button and the error of an empty Full name in each language (mf-cart/src/messages; the address rules' words are shared-contracts/src/messages). */
const CHECKOUT_WORDS = [
  { locale: 'pcm', button: 'Place order', fullNameRequired: 'You must put your full name' },
  { locale: 'ha', button: 'Yi oda', fullNameRequired: 'Ana buƙatar cikakken suna' },
  { locale: 'yo', button: 'Fi ìbéèrè ọjà sílẹ̀', fullNameRequired: 'Orúkọ ní kíkún pọn dandan' },
  { locale: 'ig', button: 'Tinye ọda', fullNameRequired: 'Achọrọ aha zuru ezu' },
] as const;

test('checkout says what is missing in the shopper’s language', async ({ page, request }) => {
  const { shopper } = await shopperWithItemInCart(request);
  await signInOnLoad(page, shopper);
  for (const { locale, button, fullNameRequired } of CHECKOUT_WORDS) {
    await page.goto(`/${locale}/checkout`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('textbox').first()).toHaveAccessibleDescription(fullNameRequired);
  }
});

/** Adding to cart and the receipt in each language: the product page's button, the toast, the mail's subject. */
const BUYING_WORDS = [
  {
    locale: 'pcm',
    add: 'Add am to cart',
    added: 'E don enter cart!',
    subject: 'Your order {number} don enter for Kasuwa',
  },
  {
    locale: 'ha',
    add: 'Ƙara a kwandon sayayya',
    added: 'An saka a kwandon sayayya!',
    subject: 'An karɓi odarku {number} a Kasuwa',
  },
  {
    locale: 'yo',
    add: 'Fi kún apẹ̀rẹ̀ ọjà',
    added: 'Ó ti wọ apẹ̀rẹ̀ ọjà!',
    subject: 'A ti gba ìbéèrè ọjà yín {number} ní Kasuwa',
  },
  {
    locale: 'ig',
    add: 'Tinye na nkata ahịa',
    added: 'Etinyela ya na nkata ahịa!',
    subject: 'Ọda gị {number} abatala na Kasuwa',
  },
] as const;

/** The subjects of the mails the e2e server has written to `to` (DATA_DIR/mail, see playwright.config.ts). */
function subjectsTo(to: string): string[] {
  const dir = path.join(process.env.KASUWA_E2E_DATA_DIR ?? '', 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  } catch {
    // no mail yet
  }
  return files
    .map(
      (file) =>
        JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
          subject: string;
          to: { address: string }[];
        },
    )
    .filter((mail) => mail.to.some((address) => address.address === to))
    .map((mail) => mail.subject);
}

for (const { locale, add, added, subject } of BUYING_WORDS) {
  test(`adding to cart says so in ${locale}, and the receipt is mailed in it`, async ({ page, request }) => {
    const shopper = await register(request);
    const rice = await translatedProduct(request, locale);
    await signInOnLoad(page, shopper);
    await page.goto(`/${locale}/products/${rice.id}`);
    // The page's code, the language's words and the session have all arrived before the tap.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: add, exact: true }).click();
    await expect(page.getByText(added)).toBeVisible();
    // The shopper's language is the one they last used (their profile was asked for in it): the receipt is in it.
    const order = await placeOrder(request, await tokenOf(request, shopper));
    await expect.poll(() => subjectsTo(shopper.email)).toContain(subject.replace('{number}', order.number));
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale } of BUYING_WORDS)
    test(`the ${locale} home and product pages are whole, and search finds a local word`, async ({
      page,
      request,
    }) => {
      const rice = await translatedProduct(request, locale);
      await page.goto(`/${locale}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('main a[href*="/products/"]').first()).toBeVisible();
      await page.goto(`/${locale}/products/${rice.id}`);
      await expect(page.getByRole('heading', { level: 1, name: rice.name })).toBeVisible();
      await page.goto(`/${locale}/products?search=iresi`);
      await expect(page.getByRole('link', { name: new RegExp(rice.name) }).first()).toBeVisible();
    });

  test('an Igbo product page is whole, and the picker works', async ({ page, request }) => {
    const rice = await translatedProduct(request, 'ig');
    await page.goto(`/ig/products/${rice.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ig');
    await expect(page.getByRole('heading', { level: 1, name: 'Osikapa Mama Gold' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Isi ndepụta' }).getByRole('link', { name: 'Ụlọ' }),
    ).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Yorùbá' }).click();
    await expect(page).toHaveURL(new RegExp(`/yo/products/${rice.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ìrẹsì Mama Gold' })).toBeVisible();
  });
});
