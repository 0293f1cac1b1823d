import { expect, test, type Page } from '@playwright/test';
import { cartLink, fillDeliveryAddress, seriousViolations, signInOnLoad, signInToAdmin } from './fixtures';
import {
  addToCart,
  placeOrder,
  productInStock,
  register,
  shopperWithItemInCart,
  stockOf,
  tokenOf,
} from './shop-api';

/** No serious or critical axe-core violations on the page as it stands. */
async function expectAccessible(page: Page) {
  expect(await seriousViolations(page), new URL(page.url()).pathname).toEqual([]);
}

const orderNumber = /KSW-\d{8}-[A-Z0-9]{6}/;

// Whole journeys on a machine shared with other runs.
test.setTimeout(120_000);

test('a shopper buys with Pay on delivery, from the product page to the order page', async ({
  page,
  request,
}) => {
  const shopper = await register(request);
  const { product } = await productInStock(request);
  await signInOnLoad(page, shopper);

  await page.goto(`/products/${product.id}`);
  const addButton = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addButton).toBeVisible();
  if (await addButton.isDisabled())
    await page.locator('button[aria-pressed]:not([disabled])').first().click();
  await addButton.click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 items');

  await cartLink(page).click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Checkout | Kasuwa');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText(product.name);
  await expect(page.getByTestId('checkout-total')).toHaveText(/₦/);

  // Nothing filled in yet: the errors show beside their fields, and nothing is sent.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Full name is required');
  await expectAccessible(page);

  await fillDeliveryAddress(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const banner = page.getByRole('status').filter({ hasText: 'has been placed' });
  await expect(banner).toContainText(orderNumber);
  const number = (await banner.textContent())?.match(orderNumber)?.[0] ?? '';
  await expect(page).toHaveTitle(`Order ${number} | Kasuwa`);
  await expect(page.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' })).toContainText(product.name);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Pay on delivery');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
  await expectAccessible(page);

  // The navbar leads to the orders, where the new one is listed.
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page).toHaveTitle('Orders | Kasuwa');
  const row = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
  await expect(row).toContainText(number);
  await expect(row).toContainText('Pending');
  await expectAccessible(page);
});

test('Pay later in 3 instalments: the admin approves the plan and the shopper sees it approved', async ({
  page,
  browser,
  request,
}) => {
  const { shopper } = await shopperWithItemInCart(request);
  await signInOnLoad(page, shopper);

  await page.goto('/checkout');
  await fillDeliveryAddress(page);
  await page.getByRole('radio', { name: /Pay later in instalments/ }).check();
  await page.getByRole('radio', { name: '3 instalments' }).check();
  const schedule = page.getByRole('table');
  await expect(schedule.getByRole('row')).toHaveCount(4);
  await expect(page.getByText(/subject to approval/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/orders\/\d+$/);
  // The order page's heading names the order once its answer has arrived.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(orderNumber);
  const number = (await page.getByRole('heading', { level: 1 }).textContent())?.match(orderNumber)?.[0] ?? '';
  expect(number).toMatch(orderNumber);
  const plan = page.getByRole('region', { name: 'Pay-later plan' });
  await expect(plan).toContainText('Awaiting approval');
  await expect(plan.getByRole('row')).toHaveCount(4);

  // The admin approves it on the existing pay-later page.
  const admin = await browser.newPage();
  await signInToAdmin(admin);
  await admin.goto('/admin/pay-later');
  await admin.getByRole('button', { name: `Approve ${number}` }).click();
  // The admin confirms what the shopper will feel.
  await admin
    .getByRole('alertdialog', { name: `Approve the pay-later plan for ${number}?` })
    .getByRole('button', { name: 'Approve plan' })
    .click();
  await expect(admin.getByText(`Plan for ${number} approved!`)).toBeVisible();
  await admin.close();

  await page.reload();
  await expect(plan).toContainText('Approved');
  await expect(plan).toContainText('0 of 3 instalments paid');
  await expect(
    page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]'),
  ).toContainText('Confirmed');
});

test('a checkout that loses the stock race gets the 409, and nothing is lost from the cart', async ({
  page,
  request,
}) => {
  const shopper = await register(request);
  const rival = await register(request);
  const { product, variant } = await productInStock(request);
  await addToCart(request, await tokenOf(request, shopper), product.id, variant.id);
  await signInOnLoad(page, shopper);
  await page.goto('/checkout');
  await fillDeliveryAddress(page);

  // Another shopper buys every unit left while this one is filling in the form.
  const rivalToken = await tokenOf(request, rival);
  const stock = (await stockOf(request, product.id, variant.id)) ?? 0;
  await addToCart(request, rivalToken, product.id, variant.id, stock);
  await placeOrder(request, rivalToken);

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const banner = page.getByRole('alert').filter({ hasText: 'Your order was not placed.' });
  await expect(banner).toContainText(`Not enough stock for ${product.name}.`);
  const line = page.getByRole('listitem', { name: product.name });
  await expect(line).toBeVisible();
  await expect(line).toContainText('This item stopped your order');
  await expect(line).toContainText('Out of stock');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 items');
});

test('a shopper cancels a pending order after confirming, and the stock returns', async ({
  page,
  request,
}) => {
  const { shopper, product, variant } = await shopperWithItemInCart(request, 2);
  await signInOnLoad(page, shopper);
  await page.goto('/checkout');
  await fillDeliveryAddress(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const afterOrder = (await stockOf(request, product.id, variant.id)) ?? 0;

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(/Order KSW-\d{8}-[A-Z0-9]{6} was cancelled\./)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();
  await expect(page.getByRole('list', { name: 'Order progress' })).toContainText('Cancelled');
  expect(await stockOf(request, product.id, variant.id)).toBe(afterOrder + 2);
});

test('checkout sends an anonymous visitor and an empty cart back to the cart', async ({ page, request }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Please login to view your cart!').first()).toBeVisible();

  const shopper = await register(request);
  await signInOnLoad(page, shopper);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/products');
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Your cart is empty. Add something to it before you check out.')).toBeVisible();
});
