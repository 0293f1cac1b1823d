import { expect, test, type Page } from '@playwright/test';
import { cartLink, signInOnLoad } from './fixtures';
import { productInStock, register, shopperWithItemInCart, tokenOf } from './shop-api';

/** docs/storefront.md §11.2–11.3: changes made offline wait on the device; checkout needs a connection. */

test.setTimeout(120_000);

const KEPT = "You're offline. We'll send this change when your connection returns.";

/** Every add-to-cart the page sends, with its Idempotency-Key and whether the API answered it. */
function watchAddToCart(page: Page) {
  const sent: { key: string | undefined; answered: boolean }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/products/add-to-cart')
      sent.push({ key: request.headers()['idempotency-key'], answered: false });
  });
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || new URL(response.url()).pathname !== '/api/products/add-to-cart')
      return;
    const entry = sent.find((s) => s.key === request.headers()['idempotency-key'] && !s.answered);
    if (entry) entry.answered = true;
  });
  return sent;
}

test('an add to cart made offline waits, marked, and reaches the API once when the connection returns', async ({
  page,
  context,
  request,
}) => {
  const shopper = await register(request);
  const { product } = await productInStock(request);
  await signInOnLoad(page, shopper);
  const sent = watchAddToCart(page);

  // The product page and the cart are opened once online, so their scripts are on the page when it goes offline.
  await page.goto(`/products/${product.id}`);
  const addButton = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addButton).toBeVisible();
  if (await addButton.isDisabled())
    await page.locator('button[aria-pressed]:not([disabled])').first().click();
  await cartLink(page).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.goBack();
  await expect(addButton).toBeEnabled();
  // The code that keeps a change is fetched a little after a signed-in page has its content (docs/storefront.md
  // §11.2): a shopper who has had the page open for a moment.
  await page.waitForTimeout(4_000);

  await context.setOffline(true);
  await addButton.click();
  await expect(page.getByText(KEPT)).toBeVisible();
  await expect(page.getByText('Failed to add to cart!')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart, 1 items, waiting for connection' })).toBeVisible();

  await page.getByRole('link', { name: /^Cart, 1 items/ }).click();
  const line = page.getByRole('listitem', { name: product.name });
  await expect(line.getByText('Waiting for connection')).toBeVisible();
  expect(sent).toEqual([]);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`cart-waiting-${width}.png`), fullPage: true });
  }

  await context.setOffline(false);
  await expect(page.getByText('Your changes made offline have been saved.')).toBeVisible();
  await expect(line.getByText('Waiting for connection')).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 items');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent[0]?.answered).toBe(true);

  // The cart on the page is the server's.
  const me = await request.get('/api/users/me', {
    headers: { authorization: `Bearer ${await tokenOf(request, shopper)}` },
  });
  const server = (
    (await me.json()) as {
      data: { cart: { cart_items: { product: { name: string }; quantity: number }[] } };
    }
  ).data.cart.cart_items.map((item) => [item.product.name, item.quantity]);
  expect(server).toEqual([[product.name, 1]]);
  const shown = await page
    .getByRole('region', { name: 'Cart items' })
    .getByRole('listitem')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.getAttribute('aria-label'),
        Number(row.querySelector('output')?.textContent ?? Number.NaN),
      ]),
    );
  expect(shown).toEqual(server);

  // Nothing is sent again later: the change left the queue with its answer.
  await page.reload();
  await expect(page.getByRole('listitem', { name: product.name })).toBeVisible();
  expect(sent).toHaveLength(1);
});

test('offline, checkout says it needs a connection and Place order is disabled', async ({
  page,
  context,
  request,
}) => {
  const { shopper } = await shopperWithItemInCart(request);
  await signInOnLoad(page, shopper);
  await page.goto('/checkout');
  const place = page.getByRole('button', { name: 'Place order' });
  await expect(place).toBeEnabled();

  await context.setOffline(true);
  await expect(page.getByText(/^Checkout needs a connection\./)).toBeVisible();
  await expect(place).toBeDisabled();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`checkout-offline-${width}.png`), fullPage: true });
  }

  await context.setOffline(false);
  await expect(page.getByText(/^Checkout needs a connection\./)).toHaveCount(0);
  await expect(place).toBeEnabled();
});
