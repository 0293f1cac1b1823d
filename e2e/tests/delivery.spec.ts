import { expect, test, type APIRequestContext } from '@playwright/test';
import { ports } from '../playwright.config';
import { dismissSignInDialog, signInOnLoad, signInToAdmin } from './fixtures';
import { addToCart, productInStock, register, tokenOf } from './shop-api';

// Courier delivery and WhatsApp updates against the simulators the suite's shop starts (docs/delivery.md): the
// courier's labels and signed webhooks, and WhatsApp's messages and signed statuses, are real HTTP.

const COURIER = `http://127.0.0.1:${ports.api + 600}`;
const WHATSAPP = `http://127.0.0.1:${ports.api + 700}`;

/** A Nigerian mobile of this run's own, as the shopper types it. */
const newMobile = (n: number) => `080${String(Date.now() + n).slice(-8)}`;
const whatsAppId = (mobile: string) => `234${mobile.slice(1)}`;

/** An order of one product by `token`, paid on delivery, to `phone`, with WhatsApp updates asked for. */
async function orderWithUpdates(request: APIRequestContext, token: string, phone: string, except: number[]) {
  const { product, variant } = await productInStock(request, except);
  await addToCart(request, token, product.id, variant.id);
  const res = await request.post('/api/orders/checkout', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      shipping_address: {
        full_name: 'Ngozi Eze',
        phone,
        street: '14 Awolowo Road',
        city: 'Ikoyi',
        state: 'Lagos',
      },
      payment_method: 'pay_on_delivery',
      whatsapp_updates: true,
    },
  });
  expect(res.status()).toBe(201);
  return { ...((await res.json()) as { data: { id: number; number: string } }).data, productId: product.id };
}

/** Moves a shipment at the courier simulator, as its page's buttons do. */
async function courierDoes(request: APIRequestContext, reference: string, action: string) {
  const res = await request.post(`${COURIER}/__sim/courier/shipments/${reference}/${action}`, { data: {} });
  expect(res.ok(), `${action} on ${reference}`).toBeTruthy();
}

test.setTimeout(150_000);

test('an admin ships two orders at once; the courier delivers one and fails the other; the shopper follows both on the order page, the tracking page (with and without JavaScript) and WhatsApp', async ({
  page,
  browser,
  request,
}) => {
  const shopper = await register(request);
  const token = await tokenOf(request, shopper);
  const phones = [newMobile(0), newMobile(1)];
  const first = await orderWithUpdates(request, token, phones[0]!, []);
  const second = await orderWithUpdates(request, token, phones[1]!, [first.productId]);

  // The admin confirms both, then ships them together from the orders list.
  await signInToAdmin(page);
  for (const order of [first, second]) {
    await page.goto(`/admin/orders/${order.id}`);
    await page.getByRole('button', { name: 'Confirm order', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: `Confirm order ${order.number}?` });
    await dialog.getByRole('button', { name: 'Yes, confirm order' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ship with courier' })).toBeVisible();
  }
  await page.goto('/admin/orders');
  for (const order of [first, second])
    await page.getByRole('checkbox', { name: `Select order ${order.number}` }).check();
  await page.getByRole('button', { name: 'Ship selected' }).click();
  await page
    .getByRole('alertdialog', { name: 'Ship 2 orders with the courier?' })
    .getByRole('button', { name: 'Yes, ship them' })
    .click();
  const summary = page.getByRole('region', { name: 'Ship selected: 2 booked' });
  await expect(summary).toBeVisible({ timeout: 20_000 });

  // The label prints from the order page.
  await page.goto(`/admin/orders/${first.id}`);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByText('Booked with the courier').first()).toBeVisible();
  const label = await request.get(`/api/admin/orders/${first.id}/label`, {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').tokens.access as string)}`,
    },
  });
  expect(label.headers()['content-type']).toBe('application/pdf');

  // The courier moves the first to the door, the second to a failed attempt.
  const references: string[] = [];
  for (const order of [first, second]) {
    const shipment = await request.get(`/api/orders/${order.id}/shipment`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const url = ((await shipment.json()) as { data: { tracking_url: string } }).data.tracking_url;
    references.push(url.split('/').pop()!);
  }
  for (let i = 0; i < 5; i += 1) await courierDoes(request, references[0]!, 'next');
  for (let i = 0; i < 4; i += 1) await courierDoes(request, references[1]!, 'next');
  await courierDoes(request, references[1]!, 'failed_attempt');

  // The admin's queue has the failed one.
  await page.goto('/admin/deliveries');
  await expect(page.getByRole('link', { name: second.number })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: first.number })).toHaveCount(0);

  // The shopper's order page shows each step of the delivered one.
  const own = await browser.newContext();
  const shopperPage = await own.newPage();
  await signInOnLoad(shopperPage, shopper);
  await shopperPage.goto(`/orders/${first.id}`);
  const card = shopperPage.getByRole('region', { name: 'Delivery' });
  for (const step of [
    'Delivered',
    'Out for delivery',
    'On its way',
    'Picked up by the courier',
    'Booked with the courier',
  ])
    await expect(card.getByText(step, { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await expect(shopperPage.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await own.close();

  // The public tracking page: with JavaScript, the phone asked and then dropped from the address.
  const visitor = await browser.newContext();
  const tracking = await visitor.newPage();
  await tracking.goto(`/track/${second.number}`);
  await dismissSignInDialog(tracking);
  await tracking.getByLabel('Phone number').fill(phones[1]!);
  await tracking.getByRole('button', { name: 'Track order' }).click();
  await expect(tracking.getByText('Delivery attempt failed', { exact: true }).first()).toBeVisible();
  await expect(tracking).toHaveURL(new RegExp(`/track/${second.number}$`));
  // A wrong phone is refused.
  await tracking.goto(`/track/${first.number}?phone=08030000001`);
  await expect(
    tracking.getByText(/We could not find an order with that number and phone number/),
  ).toBeVisible();
  await visitor.close();

  // Without JavaScript: the form's GET, answered by the server.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto(`/track/${first.number}`);
  await noScript.getByLabel('Phone number').fill(phones[0]!);
  await noScript.getByRole('button', { name: 'Track order' }).click();
  await expect(noScript.getByText('Hello Ngozi, here is where order')).toBeVisible();
  for (const step of ['Delivered', 'Out for delivery', 'Booked with the courier'])
    await expect(noScript.getByText(step, { exact: true }).first()).toBeVisible();
  expect(await noScript.content()).not.toContain('Awolowo');
  await plain.close();

  // WhatsApp: each step of the first order in the shopper's inbox. The inbox is a plain page (its Refresh is a link)
  // and the updates go out from the job queue, after the order's own steps: it is opened again until they are in.
  const inbox = await browser.newPage();
  await expect(async () => {
    await inbox.goto(`${WHATSAPP}/inbox/${whatsAppId(phones[0]!)}`);
    for (const words of [
      'thank you for your order',
      'is on its way',
      'is out for delivery',
      'has been delivered',
    ])
      await expect(inbox.getByText(new RegExp(`${words}`)).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(inbox.getByRole('link', { name: /Track your order/ }).first()).toHaveAttribute(
    'href',
    new RegExp(`/track/${first.number}$`),
  );
  await inbox.close();
});
