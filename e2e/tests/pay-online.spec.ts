import { expect, test, type Page } from '@playwright/test';
import { fillDeliveryAddress, seriousViolations, signInOnLoad, signInToAdmin } from './fixtures';
import { shopperWithItemInCart } from './shop-api';

// Pay now against the Paystack simulator that the suite's shop starts (no PAYSTACK_SECRET_KEY): its hosted page,
// its redirect back and its signed webhooks are real HTTP, as with Paystack.

async function checkOutPayingNow(page: Page) {
  await page.goto('/checkout');
  await fillDeliveryAddress(page);
  await page.getByRole('radio', { name: /Pay now — card, bank transfer or USSD/ }).check();
  await page.getByRole('button', { name: 'Place order and pay' }).click();
}

/** The simulator's hosted page, clearly marked as a test. */
async function onTestPaymentPage(page: Page) {
  await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('note')).toHaveText('Test payment — no money moves');
}

const orderNumber = /KSW-\d{8}-[A-Z0-9]{6}/;

test.setTimeout(120_000);

test('pay by card on the provider’s page, come back, and see Paid on the order and in /orders', async ({
  page,
  request,
}) => {
  const { shopper } = await shopperWithItemInCart(request);
  await signInOnLoad(page, shopper);
  await checkOutPayingNow(page);

  await onTestPaymentPage(page);
  await page.getByRole('button', { name: 'Pay with card' }).click();

  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment received. Thank you!' })).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment' });
  // The payment line names the channel the provider says paid.
  await expect(payment).toContainText('Paid online by card · Paid');
  await expect(payment.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  const number = (await page.getByRole('heading', { level: 1 }).textContent())?.match(orderNumber)?.[0] ?? '';
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  const row = page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('listitem')
    .filter({ hasText: number });
  await expect(row).toContainText('Paid');
});

test('decline, retry with Pay now, pay by USSD', async ({ page, request }) => {
  const { shopper } = await shopperWithItemInCart(request);
  await signInOnLoad(page, shopper);
  await checkOutPayingNow(page);

  await onTestPaymentPage(page);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Your payment did not go through.' })).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Not paid yet');
  await expect(payment).toContainText('Your items are held for you until');

  // Trying again comes first, before cancelling.
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  const cancel = page.getByRole('button', { name: 'Cancel order' });
  expect((await tryAgain.boundingBox())!.x).toBeLessThan((await cancel.boundingBox())!.x);
  await tryAgain.click();
  await onTestPaymentPage(page);
  await page.getByRole('button', { name: 'Pay with USSD' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment received. Thank you!' })).toBeVisible();
  await expect(payment).toContainText('Paid online by USSD · Paid');
});

test('the admin cancels a paid order, and the refund shows to the admin and the shopper', async ({
  page,
  browser,
  request,
}) => {
  const { shopper } = await shopperWithItemInCart(request);
  await signInOnLoad(page, shopper);
  await checkOutPayingNow(page);
  await onTestPaymentPage(page);
  await page.getByRole('button', { name: 'Pay with bank transfer' }).click();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(
    'Paid online by bank transfer · Paid',
  );
  const orderUrl = new URL(page.url()).pathname;
  const number = (await page.getByRole('heading', { level: 1 }).textContent())?.match(orderNumber)?.[0] ?? '';

  const admin = await browser.newPage();
  await signInToAdmin(admin);
  await admin.goto(`/admin${orderUrl}`);
  const payments = admin.getByRole('region', { name: 'Online payments' });
  await expect(payments.getByRole('table', { name: 'Payment attempts' })).toContainText('Succeeded');
  await admin.getByRole('region', { name: 'Status' }).getByRole('button', { name: 'Cancel order' }).click();
  await admin
    .getByRole('alertdialog', { name: `Cancel order ${number}?` })
    .getByRole('button', { name: 'Yes, cancel order' })
    .click();
  // The refund is asked of the provider at once; its webhook marks it processed.
  await expect(async () => {
    await admin.reload();
    await expect(payments.getByRole('table', { name: 'Refunds' })).toContainText('Processed', {
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(payments.getByRole('table', { name: 'Payment attempts' })).toContainText('Refunded');
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  // The chart's code comes when its card nears the screen.
  await admin.getByRole('region', { name: 'Sales per day' }).scrollIntoViewIfNeeded();
  await expect(admin.getByText('Loading chart…')).toHaveCount(0, { timeout: 15_000 });
  await admin.evaluate(() => window.scrollTo(0, 0));
  for (const width of [375, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.screenshot({ path: test.info().outputPath(`admin-dashboard-${width}.png`), fullPage: true });
  }
  await admin.close();

  await page.reload();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Paid online by bank transfer · Refunded');
  await expect(payment.getByRole('list', { name: 'Refunds' })).toContainText('Processed');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`refunded-order-${width}.png`), fullPage: true });
  }
});
