import { expect, test } from '@playwright/test';
import { demo, signInOnLoad } from './fixtures';
import { addToCart, placeOrder, productInStock, register, tokenOf } from './shop-api';

/**
 * Reviews from verified buyers (docs/storefront.md §16): a shopper whose order was delivered reviews the product on
 * its page, and the page, rendered by the server, shows the review to a browser that runs no script.
 */
test('a shopper reviews a delivered product, and its page shows the review without JavaScript', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const shopper = await register(request);
  const token = await tokenOf(request, shopper);
  const { product, variant } = await productInStock(request);
  await addToCart(request, token, product.id, variant.id);
  const order = await placeOrder(request, token);
  const admin = await tokenOf(request, { ...demo.admin, first: '', last: '', username: '' });
  for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
    const res = await request.patch(`/api/admin/orders/${order.id}/status`, {
      headers: { authorization: `Bearer ${admin}` },
      data: { status },
    });
    expect(res.ok()).toBeTruthy();
  }

  await signInOnLoad(page, shopper);
  await page.goto(`/products/${product.id}`);
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await form.getByLabel('Title').fill('Does the job & more <3');
  await form.getByLabel('Your review').fill('Arrived in two days, well packed. Battery lasts all day.');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Thank you! Your review is saved.')).toBeVisible();
  await expect(reviews.getByRole('heading', { name: 'Does the job & more <3' })).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(`/products/${product.id}`);
  const section = plain.getByRole('region', { name: 'Customer reviews' });
  const item = section.getByRole('listitem').filter({ hasText: 'Does the job & more <3' });
  await expect(item).toContainText('Verified purchase');
  await expect(item).toContainText('Ngozi E.');
  await expect(item).toContainText('Arrived in two days, well packed.');
  await expect(item.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  // Search engines read the rating and the review from the page's structured data.
  const data = await plain
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>),
    );
  const productData = data.find((d) => d['@type'] === 'Product');
  expect(productData?.aggregateRating).toMatchObject({ '@type': 'AggregateRating' });
  expect(JSON.stringify(productData?.review)).toContain('Does the job & more <3');
  await context.close();
});
