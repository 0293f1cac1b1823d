import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ports } from '../playwright.config';
import { fillDeliveryAddress, signInOnLoad, signInToAdmin } from './fixtures';
import { addToCart, productInStock, shopperWithItemInCart, tokenOf } from './shop-api';

// Bank transfer to the shopper's own account number against the Paystack simulator the suite's shop starts: its
// dedicated accounts, its bank's transfers and their signed charge.success webhooks are real HTTP.

const SIMULATOR = `http://127.0.0.1:${ports.api + 300}`;

/** A transfer from the shopper's bank into their account number, as the simulator's bank sends it. */
async function transfer(request: APIRequestContext, accountNumber: string, amountKobo: number) {
  const res = await request.post(`${SIMULATOR}/__sim/bank/transfer`, {
    data: {
      account_number: accountNumber,
      amount_kobo: amountKobo,
      sender_name: 'ADA OBI',
      narration: 'NIP',
    },
  });
  expect(res.ok()).toBeTruthy();
}

/** Checkout paid by transfer; the first order's address is kept in the book and chosen for the next ones. */
async function checkOutByTransfer(page: Page, { firstOrder = false } = {}) {
  await page.goto('/checkout');
  if (firstOrder) await fillDeliveryAddress(page);
  await page.getByRole('radio', { name: /Bank transfer to my Kasuwa account/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/, { timeout: 20_000 });
}

/** The order the page shows, in kobo, as the API answers it. */
async function orderTotalKobo(request: APIRequestContext, token: string, page: Page) {
  const id = new URL(page.url()).pathname.split('/').pop();
  const res = await request.get(`/api/orders/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return Math.round(((await res.json()) as { data: { total: number } }).data.total * 100);
}

/** A new shopper with an item in the cart and a phone on their profile (the bank needs it for an account number). */
async function transferShopper(request: APIRequestContext) {
  const { shopper } = await shopperWithItemInCart(request);
  const token = await tokenOf(request, shopper);
  const headers = { authorization: `Bearer ${token}` };
  const phone = `080${String(Date.now()).slice(-8)}`;
  expect((await request.patch('/api/users/me', { headers, data: { phone } })).ok()).toBeTruthy();
  return { shopper, token, headers };
}

test.setTimeout(120_000);

test('pay by transfer to my own account: N5,000 short, then the rest; more than the next order leaves credit that pays part of the one after', async ({
  page,
  request,
}) => {
  const { shopper, token } = await transferShopper(request);
  await signInOnLoad(page, shopper);

  await checkOutByTransfer(page, { firstOrder: true });
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Bank transfer to my Kasuwa account · Not paid yet');
  await expect(payment).toContainText('Save this number: every transfer to it reaches your Kasuwa account.');
  const accountNumber = (await payment.getByText(/^\d{10}$/).textContent()) ?? '';
  expect(accountNumber).toMatch(/^\d{10}$/);
  await expect(payment).toContainText(`KASUWA/${shopper.first} ${shopper.last}`.toUpperCase());
  const total = await orderTotalKobo(request, token, page);

  await transfer(request, accountNumber, total - 500_000);
  await expect(async () => {
    await page.reload();
    await expect(payment).toContainText('Partly paid', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(payment).toContainText('₦5,000.00 is still to pay.');
  await expect(payment).toContainText('Transfer ₦5,000.00 to your Kasuwa account to pay for this order.');

  await transfer(request, accountNumber, 500_000);
  await expect(async () => {
    await page.reload();
    await expect(payment).toContainText('Bank transfer to my Kasuwa account · Paid', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(payment).not.toContainText('still to pay');

  // The next order: ₦1,000 more than it comes to. It is paid; the ₦1,000 is store credit.
  const { product, variant } = await productInStock(request);
  await addToCart(request, token, product.id, variant.id);
  await checkOutByTransfer(page);
  const second = await orderTotalKobo(request, token, page);
  await transfer(request, accountNumber, second + 100_000);
  await expect(async () => {
    await page.reload();
    await expect(payment).toContainText('Bank transfer to my Kasuwa account · Paid', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Pay by bank transfer' });
  await expect(card).toContainText('Store credit: ₦1,000.00');
  await expect(card).toContainText(accountNumber);

  // The one after: the credit pays part of it as it is placed.
  const next = await productInStock(request, [product.id]);
  await addToCart(request, token, next.product.id, next.variant.id);
  await checkOutByTransfer(page);
  await expect(payment).toContainText('Partly paid');
  await expect(payment).toContainText('We have received ₦1,000.00.');
});

test('the admin sees the transfer, where it went, and the store credit waiting', async ({
  page,
  request,
}) => {
  const { headers } = await transferShopper(request);
  const opened = await request.post('/api/users/me/bank-account', { headers });
  const { account_number: accountNumber } = ((await opened.json()) as { data: { account_number: string } })
    .data;
  await transfer(request, accountNumber, 777_700);

  await signInToAdmin(page);
  await page.goto('/admin/transfers');
  await expect(page.getByRole('heading', { name: 'Transfers', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: accountNumber });
  await expect(row).toContainText('₦7,777.00', { timeout: 20_000 });
  await expect(row).toContainText('ADA OBI');
  await expect(row).toContainText('₦7,777.00 to store credit');
});
