import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demo, dismissSignInDialog, hydrationProblems, newBrowserSession, signInDialog } from './fixtures';
import { productInStock } from './shop-api';

/**
 * The public storefront is rendered on the server: its content is in the HTML, for shoppers without JavaScript and
 * for link previewers, and the browser hydrates it without re-rendering or fetching it again.
 */

interface ProductAnswer {
  id: number;
  name: string;
  price: number;
  in_stock: boolean;
  description: string;
  category: { name: string };
  images: { url: string }[];
}

async function productOf(request: APIRequestContext, id: number): Promise<ProductAnswer> {
  return ((await (await request.get(`/api/products/${id}`)).json()) as { data: ProductAnswer }).data;
}

/** A published product with a picture (products other tests create have none). */
async function productWithPicture(request: APIRequestContext): Promise<ProductAnswer> {
  const list = await request.get('/api/products?page_size=48&sort=name');
  const { results } = ((await list.json()) as { data: { results: { id: number }[] } }).data;
  for (const { id } of results) {
    const product = await productOf(request, id);
    if (product.images.length > 0) return product;
  }
  throw new Error('No product with a picture');
}

const html = async (request: APIRequestContext, url: string) => {
  const response = await request.get(url, { headers: { accept: 'text/html' } });
  return { status: response.status(), body: await response.text() };
};

test('public pages answer their content in the HTML, and a page or product that does not exist answers 404', async ({
  request,
}) => {
  const { product } = await productInStock(request);
  const detail = await productOf(request, product.id);
  const home = await html(request, '/');
  expect(home.status).toBe(200);
  expect(home.body).toContain('New arrivals');
  expect(home.body).toMatch(/<a [^>]*href="\/products\/\d+"/);

  const listing = await html(request, '/products?sort=name&page=2');
  expect(listing.status).toBe(200);
  expect(listing.body).toContain('<title>All Products | Kasuwa</title>');
  expect(listing.body).toMatch(/aria-current="page"[^>]*>2</);

  const category = await html(request, `/products/category/${encodeURIComponent(detail.category.name)}`);
  expect(category.status).toBe(200);
  expect(category.body).toContain(`<h1`);
  expect(category.body).toContain(detail.category.name.replace(/&/g, '&amp;'));

  const page = await html(request, `/products/${product.id}`);
  expect(page.status).toBe(200);
  expect(page.body).toContain('Add to Cart');
  expect(page.body).toMatch(
    new RegExp(`<link rel="canonical" href="http://localhost:\\d+/products/${product.id}">`),
  );

  const help = await html(request, '/shipping');
  expect(help.status).toBe(200);
  expect(help.body).toContain('<title>Shipping &amp; Delivery | Kasuwa</title>');

  const missingPage = await html(request, '/no-such-page');
  expect(missingPage.status).toBe(404);
  expect(missingPage.body).toContain('Oops! Page Not Found');
  const missingProduct = await html(request, '/products/2147483000');
  expect(missingProduct.status).toBe(404);
  expect(missingProduct.body).toContain('Product not found');

  // Signed-in pages: the chrome is in the HTML, their content is the browser's; search engines are kept out.
  const cart = await html(request, '/cart');
  expect(cart.status).toBe(200);
  expect(cart.body).toContain('aria-label="Main"');
  expect(cart.body).toContain('<meta name="robots" content="noindex">');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper browses categories, pages through a listing, searches and reads a product', async ({
    page,
    request,
  }) => {
    await page.goto('/products');
    const cards = page.locator('main a[href^="/products/"]').filter({ hasText: /₦/ });
    await expect(cards.first()).toBeVisible();
    const firstOnPageOne = await cards.first().getAttribute('href');

    // Paging: real links.
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/products\?page=2$/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards.first()).toBeVisible();
    expect(await cards.first().getAttribute('href')).not.toBe(firstOnPageOne);

    // A category, from the listing's category links.
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Electronics' })
      .click();
    await expect(page).toHaveURL(/\/products\/category\/Electronics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
    await expect(cards.first()).toBeVisible();

    // Search: the header's form is a GET form.
    const { product } = await productInStock(request);
    const search = page.getByRole('search').first().getByRole('combobox', { name: 'Search products' });
    await search.fill(product.name);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=/);
    const found = page.locator(`main a[href="/products/${product.id}"]`).first();
    await expect(found).toBeVisible();

    // The product page: name, price in Naira, stock, description and pictures.
    const detail = await productOf(request, product.id);
    await found.click();
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
    await expect(
      page
        .locator('main')
        .getByText(/₦[\d,]+\.\d\d/)
        .first(),
    ).toBeVisible();
    await expect(page.getByText(/^(In stock|Only \d+ left in stock|Out of stock)$/).first()).toBeVisible();
    await expect(page.getByText(detail.description.slice(0, 40))).toBeVisible();
    await expect(page.locator('main img').first()).toBeVisible();
  });
});

const refetches = (page: Page) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Data, not pictures (stored files, and photos at a width).
    if (url.pathname.startsWith('/api/') && !/^\/api\/(uploads|images)\//.test(url.pathname))
      fetched.push(url.pathname + url.search);
  });
  return fetched;
};

for (const width of [375, 1280]) {
  test(`pages hydrate at ${width} px without a mismatch and without fetching their data again`, async ({
    page,
    request,
  }) => {
    const { product } = await productInStock(request);
    const detail = await productOf(request, product.id);
    await page.setViewportSize({ width, height: 900 });
    const problems = hydrationProblems(page);
    const fetched = refetches(page);
    // The page's elements as the server's HTML made them: hydrated, they stay; rendered again, they are replaced.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { serverElements: [...document.querySelectorAll('#main *')] });
      });
    });
    for (const url of [
      '/',
      '/products',
      `/products/${product.id}`,
      `/products/category/${encodeURIComponent(detail.category.name)}`,
      '/faq',
      '/no-such-page',
    ]) {
      // The sign-in prompt opens once the page has hydrated and settled: an effect of the hydrated page. It opens
      // once per browser session, so each page is loaded in a new one.
      await newBrowserSession(page);
      await page.goto(url);
      await expect(signInDialog(page)).toBeVisible();
      await page.keyboard.press('Escape');
      // Hydrated: the page answers to the shopper (the menu toggle at 375 px, the category menu at 1280 px).
      if (width === 375) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
      } else {
        const categories = page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('button', { name: /Categories/ });
        await categories.click();
        await expect(categories).toHaveAttribute('aria-expanded', 'true');
      }
      expect(problems, url).toEqual([]);
      expect(fetched, `${url} fetched its data again`).toEqual([]);
      const { found, replaced } = await page.evaluate(() => {
        const elements = (window as unknown as { serverElements: Element[] }).serverElements;
        return {
          found: elements.length,
          replaced: elements.filter((element) => !element.isConnected).length,
        };
      });
      expect(found, url).toBeGreaterThan(10);
      expect(replaced, `${url}: elements of the server's HTML rendered again`).toBe(0);
    }
  });
}

for (const width of [375, 1280]) {
  test(`a server-rendered listing at ${width} px follows its filters and links once hydrated, with cards below the fold not yet hydrated`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const problems = hydrationProblems(page);
    await newBrowserSession(page);
    await page.goto('/products');
    await dismissSignInDialog(page);
    // A switch in the filters (behind their toggle on a phone) narrows the listing in the page.
    if (width === 375) await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('checkbox', { name: 'In stock only' }).click();
    await expect(page).toHaveURL(/\/products\?in_stock=true$/);
    // On a phone the choice closes the filters and shows its results; the toggle counts it.
    if (width === 375) await page.getByRole('button', { name: 'Filters (1)' }).click();
    await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    await expect(page.locator('main article').filter({ hasText: 'Out of stock' })).toHaveCount(0);

    // A category link of the listing.
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Electronics' })
      .click();
    await expect(page).toHaveURL(/\/products\/category\/Electronics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test("a link previewer's view of a product: Open Graph with a 1200×630 JPEG under 300 KB, and JSON-LD with the API's price", async ({
  request,
}) => {
  const detail = await productWithPicture(request);
  const product = { id: detail.id };
  const response = await request.get(`/products/${product.id}`, {
    headers: { 'user-agent': 'WhatsApp/2.24.1 A', accept: 'text/html' },
  });
  const body = await response.text();
  const og = (property: string) =>
    new RegExp(`<meta property="og:${property}" content="([^"]*)">`).exec(body)?.[1];
  expect(og('title')).toBe(`${detail.name} | Kasuwa`.replace(/&/g, '&amp;'));
  expect(og('type')).toBe('product');
  expect(og('site_name')).toBe('Kasuwa');
  expect(og('url')).toMatch(new RegExp(`^http://localhost:\\d+/products/${product.id}$`));
  expect(og('description')?.length).toBeGreaterThan(10);
  expect(og('image:width')).toBe('1200');
  expect(og('image:height')).toBe('630');
  expect(og('image:alt')).toBeTruthy();
  expect(body).toContain('<meta name="twitter:card" content="summary_large_image">');

  const image = await request.get(og('image') ?? '');
  expect(image.headers()['content-type']).toBe('image/jpeg');
  const jpeg = await image.body();
  expect(jpeg.length).toBeLessThanOrEqual(300 * 1024);
  expect(jpegSize(jpeg)).toEqual({ width: 1200, height: 630 });

  const structured = [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? 'null') as Record<string, unknown>,
  );
  const item = structured.find((data) => data['@type'] === 'Product') as {
    name: string;
    sku: string;
    image: string[];
    offers: { price: string; priceCurrency: string; availability: string; url: string };
  };
  expect(item.name).toBe(detail.name);
  expect(item.sku).toBeTruthy();
  // Raster pictures only: a stored photo as JPEG, or for a product shown with drawings its share image.
  expect(item.image[0]).toMatch(
    /^http:\/\/localhost:\d+\/api\/(products\/\d+\/share-image\.jpg$|images\/.+format=jpeg)/,
  );
  expect(item.offers.price).toBe(detail.price.toFixed(2));
  expect(item.offers.priceCurrency).toBe('NGN');
  expect(item.offers.availability).toBe(
    detail.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
  );
  expect(structured.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/products/${product.id}</loc>`);
});

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(data: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset < data.length) {
    const marker = data[offset + 1] ?? 0;
    const length = data.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  throw new Error('No frame in the JPEG');
}

test('a product named with </script>, quotes and emoji renders whole, in the HTML and after hydration', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login', { data: demo.admin });
  const { access } = ((await login.json()) as { data: { access: string } }).data;
  const categories = (
    (await (await request.get('/api/products/categories')).json()) as {
      data: { id: number }[];
    }
  ).data;
  const name = `Gele </script><script>window.injected=1</script> "Ọjà" 'wrap' 🛍️ ${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/products', {
    headers: { authorization: `Bearer ${access}` },
    data: {
      name,
      description: `A <b>headwrap</b> </script> for owambe 🎉`,
      category_id: categories[0]?.id,
      variants: [{ sku: `GELE-${Date.now().toString(36)}`, regular_price: 4500, stock: 5 }],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;

  const { status, body } = await html(request, `/products/${id}`);
  expect(status).toBe(200);
  expect(body).not.toContain('<script>window.injected=1</script>');
  // The page's own scripts only: the shell's, the page's JSON and the two JSON-LD blocks.
  const state = /<script type="application\/json" id="kasuwa-page">(.*?)<\/script>/.exec(body)?.[1] ?? '';
  expect(JSON.stringify(JSON.parse(state))).toContain(JSON.stringify(name).slice(1, -1));

  const problems = hydrationProblems(page);
  await page.goto(`/products/${id}`);
  await dismissSignInDialog(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} | Kasuwa`);
  expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();
  expect(problems).toEqual([]);
  // Its long word wraps on a phone: the page never scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

/** Holds back every script the page asks for, as a slow connection would, until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("words typed into the server's page before its scripts arrive are kept, and searched, once it hydrates", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = hydrationProblems(page);
  // The scripts are held back, as on a slow connection, while the shopper types into the search boxes.
  const release = await holdScripts(page);
  await page.goto('/products', { waitUntil: 'commit' });
  const header = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  const minPrice = page.getByRole('spinbutton', { name: 'Min price' });
  await header.fill('garri');
  await minPrice.fill('1000');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
  release();
  // The order chosen is applied once the listing has its scripts. The sign-in prompt waits while the shopper is in a
  // field of the page, and opens once they leave it.
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(minPrice).toBeFocused();
  await page.getByRole('heading', { level: 1 }).click();
  await dismissSignInDialog(page);
  // Hydrated and rendered again (the category menu opened): the words are still there, and they are what is sent.
  const categories = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: /Categories/ });
  await categories.click();
  await expect(categories).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(minPrice).toHaveValue('1000');
  await page.getByRole('checkbox', { name: 'In stock only' }).click();
  await expect(page).toHaveURL(/in_stock=true/);
  await expect(page).toHaveURL(/sort=price_asc/);
  await page
    .getByRole('search', { name: 'Filter products' })
    .getByRole('button', { name: 'Apply filters' })
    .click();
  await expect(page).toHaveURL(/min_price=1000/);
  await expect(header).toHaveValue('garri');
  await header.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=garri$/);
  expect(problems).toEqual([]);
});

test("a product's quantity and delivery state set before its page's scripts arrive are kept once it hydrates", async ({
  page,
  request,
}) => {
  const { product } = await productInStock(request);
  await page.setViewportSize({ width: 375, height: 800 });
  const problems = hydrationProblems(page);
  const release = await holdScripts(page);
  await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.fill('2');
  await page.getByRole('combobox', { name: /Your state/ }).selectOption('Kano');
  release();
  await expect(page.getByTestId('delivery-promise')).toContainText('Deliver to Kano');
  // Out of the field, the sign-in prompt that waited for the shopper opens.
  await page.getByRole('heading', { level: 1 }).click();
  await dismissSignInDialog(page);
  await expect(quantity).toHaveValue('2');
  expect(problems).toEqual([]);
});
