import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import path from 'node:path';
import { demo, dismissSignInDialog } from './fixtures';
import { repo } from './own-shop';
import type Sharp from '../../api/node_modules/sharp/lib/index';

/**
 * Product photos are sent at the width the screen needs, in the best format the browser takes, and at most 480 px
 * wide to a shopper who saves data (docs/storefront.md §10).
 */

// sharp is the API's: it makes the phone photo this suite uploads.
const sharp = createRequire(path.join(repo, 'api/package.json'))('sharp') as typeof Sharp;

/** A 3,000 × 3,000 px phone photo: a gradient with grain, about as hard to compress as a real one. */
async function phonePhoto(): Promise<Buffer> {
  const size = 3000;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs><linearGradient id="g"><stop offset="0" stop-color="#c2410c"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="1500" cy="1500" r="900" fill="#fde68a"/></svg>`,
  );
  const grain = await sharp({
    create: {
      width: size,
      height: size,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: demo.admin });
  return ((await login.json()) as { data: { access: string } }).data.access;
}

/** A new product whose only picture is a phone photo. */
async function productWithPhoto(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const categories = (
    (await (await request.get('/api/products/categories')).json()) as { data: { id: number }[] }
  ).data;
  const name = `Adire tote ${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/products', {
    headers,
    data: {
      name,
      description: 'Hand-dyed in Abeokuta.',
      category_id: categories[0]?.id,
      variants: [{ sku: `ADIRE-${Date.now().toString(36)}`, regular_price: 12000, stock: 4 }],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const upload = await request.post(`/api/admin/products/${id}/images`, {
    headers,
    multipart: { file: { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() } },
  });
  expect(upload.status()).toBe(201);
  return { id, name };
}

interface Answer {
  type: string;
  /** The picture's real width in pixels, read from the bytes the API sent. */
  width: number;
}

/** Each picture the API answered a page with, by URL (watched from before the page loads). */
function pictureAnswers(page: Page): Map<string, Promise<Answer>> {
  const answers = new Map<string, Promise<Answer>>();
  page.on('response', (response) => {
    if (!response.url().includes('/api/images/')) return;
    answers.set(
      response.url(),
      response.body().then(async (body) => ({
        type: response.headers()['content-type'] ?? '',
        width: (await sharp(body).metadata()).width ?? 0,
      })),
    );
  });
  return answers;
}

/** The product page's main picture as the browser got it. */
async function mainPicture(page: Page, name: string, answers: Map<string, Promise<Answer>>): Promise<Answer> {
  const img = page.getByRole('img', { name }).first();
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  await expect.poll(() => answers.has(src)).toBe(true);
  return answers.get(src)!;
}

/**
 * A phone of 3 device pixels per CSS pixel. Its screen is as wide as its page: with the project's desktop screen
 * (1,920 px) behind a 375 px page, Chromium measures `sizes` against the wide one until its first layout and fetches
 * a second, wider picture, which no phone does.
 */
async function phone(browser: Browser, extraHTTPHeaders: Record<string, string> = {}) {
  return browser.newContext({
    viewport: { width: 375, height: 740 },
    screen: { width: 375, height: 740 },
    deviceScaleFactor: 3,
    isMobile: true,
    extraHTTPHeaders,
  });
}

let product: { id: number; name: string };
test.beforeAll(async ({ request }) => {
  product = await productWithPhoto(request);
});

test('a phone gets the width its screen needs, as AVIF; with Save-Data, at most 480 px', async ({
  browser,
}) => {
  const full = await phone(browser);
  const page = await full.newPage();
  const answers = pictureAnswers(page);
  await page.goto(`/products/${product.id}`);
  await dismissSignInDialog(page);
  const sharp3x = await mainPicture(page, product.name, answers);
  // 375 CSS px at 3 device pixels each: the widest variant, never the 3,000 px upload.
  expect(sharp3x.width).toBe(1080);
  expect(sharp3x.type).toBe('image/avif');
  await full.close();

  const saving = await phone(browser, { 'Save-Data': 'on' });
  const savingPage = await saving.newPage();
  const savedAnswers = pictureAnswers(savingPage);
  await savingPage.goto(`/products/${product.id}`);
  await dismissSignInDialog(savingPage);
  const saved = await mainPicture(savingPage, product.name, savedAnswers);
  expect(saved.width).toBeLessThanOrEqual(480);
  expect(saved.type).toBe('image/avif');
  await saving.close();
});

test("a phone fetches a card's picture once, at its card's width, in the first format of its <picture>", async ({
  browser,
}) => {
  const context = await phone(browser);
  const page = await context.newPage();
  const answers = pictureAnswers(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/images/')) asked.push(request.url());
  });
  // Server-rendered, with the card on the first screen: the page's preloads and its <picture> must agree.
  await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
  await dismissSignInDialog(page);
  const card = page.getByRole('article', { name: product.name });
  const picture = await mainPicture(page, product.name, answers);
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(1);
  // A card is 159 px of a 375 px screen: 477 device pixels at 3 per CSS pixel.
  expect(picture.width).toBe(480);
  expect(picture.type).toBe('image/avif');
  await expect(card.locator('picture source').first()).toHaveAttribute('type', 'image/avif');
  await context.close();
});

test("the footer's data saver keeps the pictures fetched after it at 480 px on this device", async ({
  browser,
}) => {
  const context = await phone(browser);
  const page = await context.newPage();
  // A page without product pictures, so that the product's is fetched only once the saver is on.
  await page.goto('/faq');
  await dismissSignInDialog(page);
  await page.getByRole('checkbox', { name: 'Data saver: smaller pictures' }).check();
  // The tick is kept once the footer's code has come (it comes as the footer comes into view, or is touched).
  await expect
    .poll(async () => (await context.cookies()).find(({ name }) => name === 'kasuwa-data-saver')?.value)
    .toBe('on');
  const answers = pictureAnswers(page);
  // The sign-in dialog opened by itself on /faq, the first page of this browser session: not again here.
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('checkbox', { name: 'Data saver: smaller pictures' })).toBeChecked();
  const picture = await mainPicture(page, product.name, answers);
  expect(picture.width).toBeLessThanOrEqual(480);
  await context.close();
});
