import { expect, test, type APIRequestContext } from '@playwright/test';
import { demo, signInOnLoad } from './fixtures';
import { addToCart, register, tokenOf } from './shop-api';

/** A phone shopper's cart and checkout during a promotion: the price the product page showed, all the way. */

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

const naira = (amount: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(amount);

/**
 * A new phone (one in stock, so no other journey's search for a product in stock picks it) with an automatic
 * promotion of its own, 20% off; the admin's headers and the promotion's id, to end it after.
 */
async function promotedPhone(request: APIRequestContext) {
  const admin = await tokenOf(request, { ...demo.admin, first: '', last: '', username: '' });
  const headers = { authorization: `Bearer ${admin}` };
  const categories = (
    (await (await request.get('/api/products/categories')).json()) as { data: { id: number }[] }
  ).data;
  const id = Date.now().toString(36);
  const created = await request.post('/api/admin/products', {
    headers,
    data: {
      name: `Infinix Note 40 Pro ${id}`,
      description: 'Curved AMOLED and 108MP main camera.',
      category_id: categories[0]?.id,
      variants: [{ sku: `NOTE40-${id}`, regular_price: 349_000, stock: 1 }],
    },
  });
  expect(created.status()).toBe(201);
  const product = ((await created.json()) as { data: { id: number; variants: { id: number }[] } }).data;
  // Lagos time, an hour ago: UTC now.
  const promotion = await request.post('/api/admin/promotions', {
    headers,
    data: {
      name: `Black Friday ${id}`,
      kind: 'percentage',
      percent_off: 20,
      scope: 'products',
      product_ids: [product.id],
      starts_at: new Date().toISOString().slice(0, 16),
    },
  });
  expect(promotion.status()).toBe(201);
  const promotionId = ((await promotion.json()) as { data: { id: number } }).data.id;
  return { headers, product, promotionName: `Black Friday ${id}`, promotionId };
}

test('a promoted phone is in the cart at its promotion price, and checkout puts the code before Place order', async ({
  page,
  request,
}) => {
  const { headers, product, promotionName, promotionId } = await promotedPhone(request);
  try {
    const shown = (
      (await (await request.get(`/api/products/${product.id}`)).json()) as {
        data: { promotion?: { price: number } };
      }
    ).data.promotion;
    expect(shown?.price).toBe(279_200);

    const shopper = await register(request);
    const token = await tokenOf(request, shopper);
    await addToCart(request, token, product.id, product.variants[0]!.id);
    const quote = (
      (await (
        await request.get('/api/orders/quote', { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { data: { total: number } }
    ).data;

    await signInOnLoad(page, shopper);
    await page.goto('/cart');
    const line = page.getByRole('listitem', { name: /Infinix Note 40 Pro/ });
    await expect(line.getByLabel('Promotion price ₦279,200.00')).toBeVisible();
    await expect(line.getByText(`${promotionName}: −₦69,800.00`)).toBeVisible();
    await expect(line.getByLabel('Line total ₦279,200.00')).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(naira(quote.total));

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    const promo = page.getByLabel('Promo code');
    const place = page.getByRole('button', { name: 'Place order' });
    await expect(promo).toBeVisible();
    const [promoBox, placeBox] = [await promo.boundingBox(), await place.boundingBox()];
    expect(promoBox && placeBox && promoBox.y < placeBox.y).toBe(true);
    await expect(page.getByTestId('checkout-promotion')).toHaveText('−₦69,800.00');
    await page.getByLabel('State', { exact: true }).selectOption('Lagos');
    // Each way to get it shows its own fee, side by side.
    await expect(page.getByRole('radio', { name: /^Home delivery · (₦[\d,.]+|Free)/ })).toBeVisible();
    await expect(
      page.getByRole('radio', { name: /^Pickup station · (from )?(₦[\d,.]+|Free)/ }),
    ).toBeVisible();
  } finally {
    await request.post(`/api/admin/promotions/${promotionId}/end`, { headers });
  }
});
