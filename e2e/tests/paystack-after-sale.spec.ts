import { expect, test } from '@playwright/test';
import { fillDeliveryAddress, signInOnLoad, signInToAdmin } from './fixtures';
import { shopperWithItemInCart } from './shop-api';

// After the sale, against the Paystack simulator the suite's shop starts: a refund Paystack cannot give back to the
// card (needs-attention, chosen on the simulator's page) sent to the customer's bank by the admin, and a dispute the
// simulator opens, both shown to the admin on the order and the dashboard.

const simulator = `http://127.0.0.1:${Number(process.env.E2E_PORT_BASE || 5000) + 400}`;

test.setTimeout(150_000);

test('the admin sends a needs-attention refund to the customer’s bank, and sees a dispute with its due date', async ({
  page,
  browser,
  request,
}) => {
  const { shopper } = await shopperWithItemInCart(request);
  await signInOnLoad(page, shopper);
  await page.goto('/checkout');
  await fillDeliveryAddress(page);
  await page.getByRole('radio', { name: /Pay now — card, bank transfer or USSD/ }).check();
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible({ timeout: 20_000 });
  await page.getByText('Test outcomes').click();
  await page.getByLabel('Refunds of this payment end as').selectOption('needs-attention');
  await page.getByRole('button', { name: 'Pay with card' }).click();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Paid online by card · Paid');
  const orderUrl = new URL(page.url()).pathname;

  const admin = await browser.newPage();
  await signInToAdmin(admin);
  await admin.goto(`/admin${orderUrl}`);
  const payments = admin.getByRole('region', { name: 'Online payments' });
  const reference =
    (await payments.getByRole('table', { name: 'Payment attempts' }).textContent())?.match(
      /KSW-\d+-[0-9a-f]{16}/,
    )?.[0] ?? '';
  await payments.getByRole('button', { name: 'Refund' }).click();
  await admin
    .getByRole('alertdialog')
    .getByRole('button', { name: /^Refund ₦/ })
    .click();
  // Answered before the page is reloaded: a reload at once would cancel the request still on its way.
  await expect(admin.getByText(/^The refund for order .* was sent to Paystack\.$/)).toBeVisible();
  await expect(async () => {
    await admin.reload();
    await expect(payments.getByRole('table', { name: 'Refunds' })).toContainText('Needs attention', {
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });

  // Paystack's next step: the customer's bank account, asked for first.
  await payments.getByRole('button', { name: 'Send to the customer’s bank account' }).click();
  const dialog = admin.getByRole('alertdialog', { name: /to the customer’s bank account\?/ });
  await dialog.getByLabel('Account number').fill('0123456789');
  await dialog.getByLabel('Bank id at Paystack').fill('9');
  await dialog.getByRole('button', { name: 'Send the refund' }).click();
  await expect(admin.getByText('The refund was sent to the customer’s bank account.')).toBeVisible();
  await expect(async () => {
    await admin.reload();
    await expect(payments.getByRole('table', { name: 'Refunds' })).toContainText('Processed', {
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });

  // A chargeback opened at the provider.
  const opened = await request.post(`${simulator}/__simulator/transactions/${reference}/dispute`, {
    data: { action: 'create' },
  });
  expect(opened.ok()).toBe(true);
  await expect(async () => {
    await admin.reload();
    await expect(payments.getByRole('table', { name: 'Disputes' })).toContainText(
      'Awaiting merchant feedback',
      {
        timeout: 2000,
      },
    );
  }).toPass({ timeout: 30_000 });
  await admin.goto('/admin');
  const attention = admin.getByRole('region', { name: /Refunds and disputes to act on/ });
  await expect(attention).toContainText(/Answer by .* in the Paystack dashboard/);
  // For a person to look at, when asked (SHOTS_DIR): the dashboard and the order, wide and on a phone.
  const shots = process.env.SHOTS_DIR;
  if (shots) {
    for (const width of [1280, 375]) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.goto('/admin');
      await expect(attention).toBeVisible();
      await admin.screenshot({ path: `${shots}/dashboard-${width}.png`, fullPage: true });
      await admin.goto(`/admin${orderUrl}`);
      await expect(payments.getByRole('table', { name: 'Disputes' })).toBeVisible();
      await payments.screenshot({ path: `${shots}/order-payments-${width}.png` });
    }
  }
  await admin.close();
});
