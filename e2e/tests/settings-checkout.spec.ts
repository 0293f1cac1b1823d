import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fillDeliveryAddress, signInOnLoad, signInToAdmin } from './fixtures';
import { addToCart, register, tokenOf } from './shop-api';

/**
 * Marketing and Settings reach the checkout: a code the admin made, a pickup station the admin opened, the courier's
 * fee and estimate for the shopper's state, and the VAT, on the order, its receipt mail and the admin's order.
 */

test.describe.configure({ timeout: 180_000 });

const orderNumber = /KSW-\d{8}-[A-Z0-9]{6}/;
const STATION = 'Maiduguri Post Office Road';

/** The mail outbox of the e2e server (DATA_DIR/mail, see playwright.config.ts): the first mail to `to` whose subject matches. */
async function mailTo(to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  const dir = path.join(process.env.KASUWA_E2E_DATA_DIR ?? '', 'mail');
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(() => {
      let files: string[] = [];
      try {
        files = readdirSync(dir).filter((f) => f.endsWith('.json'));
      } catch {
        // no mail yet
      }
      found = files
        .map(
          (f) =>
            JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as {
              subject: string;
              text: string;
              to: { address: string }[];
            },
        )
        .find((mail) => mail.to[0]?.address === to && subject.test(mail.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** A product priced between ₦20,000 and ₦90,000, not on sale (the code leaves sale items alone), in stock. */
async function productForTheCode(request: APIRequestContext) {
  const list = await request.get('/api/products?in_stock=true&min_price=20000&max_price=90000&page_size=50');
  const { results } = ((await list.json()) as { data: { results: { id: number }[] } }).data;
  for (const { id } of results) {
    const { data } = (await (await request.get(`/api/products/${id}`)).json()) as {
      data: {
        id: number;
        name: string;
        variants: { id: number; stock: number; sale_price: number; regular_price: number }[];
      };
    };
    const variant = data.variants.find(
      (v) => v.stock >= 2 && v.stock < 999 && v.sale_price === 0 && v.regular_price >= 20_000,
    );
    if (variant) return { product: data, variant };
  }
  throw new Error('No product between ₦20,000 and ₦90,000 in stock');
}

/** The admin makes BLACKFRIDAY (20% off from ₦20,000) in Marketing and opens a pickup station in Borno in Settings. */
async function adminSetsUp(admin: Page) {
  await signInToAdmin(admin);
  await admin.goto('/admin/marketing');
  // A retry finds the code its first attempt made (codes are unique).
  if (test.info().retry === 0) {
    await admin.getByRole('button', { name: 'New promotion' }).click();
    const form = admin.getByRole('form', { name: 'New promotion' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Black Friday');
    await form.getByRole('textbox', { name: 'Code' }).fill('blackfriday');
    await form.getByLabel('Percentage off').fill('20');
    await form.getByLabel('Minimum subtotal (₦, optional)').fill('20000');
    await form.getByRole('button', { name: 'Create promotion' }).click();
    await expect(form).toBeHidden();
  }
  await expect(admin.getByRole('row').filter({ hasText: 'BLACKFRIDAY' })).toContainText('Active');

  await admin.goto('/admin/settings');
  await admin.getByRole('button', { name: 'Add pickup station' }).click();
  const station = admin.getByRole('form', { name: 'Add pickup station' });
  await station.getByLabel('Station name').fill(STATION);
  await station.getByLabel('State').selectOption('Borno');
  await station.getByLabel('Address').fill('7 Post Office Road, Maiduguri');
  await station.getByLabel('Opening hours').fill('Mon–Sat 9:00–17:00');
  await station.getByLabel('Pickup fee (₦)').fill('1500');
  await station.getByRole('button', { name: 'Add station' }).click();
  await expect(admin.getByRole('row').filter({ hasText: STATION }).first()).toContainText('Open');
}

test('a Borno shopper pays with BLACKFRIDAY at a new pickup station; order, receipt and admin show it all', async ({
  page,
  browser,
  request,
}) => {
  const admin = await browser.newPage();
  await adminSetsUp(admin);

  const shopper = await register(request);
  const token = await tokenOf(request, shopper);
  const { product, variant } = await productForTheCode(request);
  await addToCart(request, token, product.id, variant.id, 1);
  await signInOnLoad(page, shopper);
  await page.goto('/checkout');
  await fillDeliveryAddress(page);

  // Home delivery at the courier's price and days (the courier simulator's cheapest offer, as the API quotes it),
  // each state its own: Lagos, then Borno.
  const naira = (n: number) =>
    `₦${n.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  type DeliveryQuote = { fee: number; min_days: number; max_days: number; courier: string | null };
  const courierQuote = async (state: string) => {
    const res = await request.get(`/api/orders/quote?state=${state}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const delivery = ((await res.json()) as { data: { delivery: DeliveryQuote } }).data.delivery;
    expect(delivery.courier).toBeTruthy();
    return delivery;
  };
  const fee = page.getByTestId('checkout-shipping');
  const arrival = page.getByTestId('checkout-arrival');
  const courier = page.getByTestId('checkout-courier');
  for (const state of ['Lagos', 'Borno']) {
    await page.getByLabel('State', { exact: true }).selectOption(state);
    const quoted = await courierQuote(state);
    await expect(fee).toHaveText(naira(quoted.fee));
    await expect(arrival).toContainText(
      quoted.min_days === quoted.max_days
        ? `Arrives in ${quoted.min_days} working day`
        : `Arrives in ${quoted.min_days}–${quoted.max_days} working days`,
    );
    await expect(courier).toHaveText(`Delivered by ${quoted.courier}`);
  }

  // The code, typed in any case: 20% off the item.
  await page.getByLabel('Promo code').fill('blackfriday');
  await page.getByRole('button', { name: 'Apply' }).click();
  // The summary names the promotion and its code beside its discount.
  const summaryDiscount = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summaryDiscount).toContainText('(code BLACKFRIDAY)');
  const discount = page.getByTestId('checkout-promotion');
  const expected = Math.floor(variant.regular_price * 20) / 100;
  await expect(discount).toHaveText(`−${naira(expected)}`);

  // The station the admin opened, for its own fee.
  await page.getByRole('radio', { name: 'Pickup station' }).check();
  await page.getByRole('radio', { name: `${STATION} · ₦1,500.00` }).check();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText(`Pickup at ${STATION}`);
  await expect(fee).toHaveText('₦1,500.00');
  await expect(page.getByTestId('checkout-vat')).toContainText('Includes VAT of ₦');

  await page.getByRole('radio', { name: /Pay now — card, bank transfer or USSD/ }).check();
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Pay with card' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment received. Thank you!' })).toBeVisible();
  const orderId = /\/orders\/(\d+)$/.exec(page.url())?.[1];
  const number = (await page.getByRole('heading', { level: 1 }).textContent())?.match(orderNumber)?.[0] ?? '';
  expect(number).toMatch(orderNumber);

  // The order, as the shopper sees it.
  const main = page.locator('main');
  await expect(main).toContainText(`−${naira(expected)}`);
  await expect(main).toContainText(`Pickup at ${STATION}`);
  await expect(main).toContainText('7 Post Office Road, Maiduguri');
  await expect(main).toContainText('Includes VAT at 7.5%');

  // The receipt mail.
  const receipt = await mailTo(shopper.email, /^Payment received for order/);
  expect(receipt.text).toContain(`Discount: −${naira(expected)}`);
  expect(receipt.text).toContain('Black Friday (BLACKFRIDAY)');
  expect(receipt.text).toContain(`Pickup at ${STATION}: ₦1,500.00`);
  expect(receipt.text).toMatch(/Includes VAT at 7\.5%: ₦[\d,]+\.\d\d/);

  // The admin's order.
  await admin.goto(`/admin/orders/${orderId}`);
  await expect(admin.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  const adminMain = admin.locator('main');
  await expect(adminMain).toContainText(`−${naira(expected)}`);
  await expect(adminMain).toContainText(`Pickup at ${STATION}`);
  await expect(adminMain).toContainText('Includes VAT at 7.5%');
  await admin.close();
});
