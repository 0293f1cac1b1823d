import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ports } from '../playwright.config';
import { demo, signInDialog, signInToAdmin } from './fixtures';
import { textsTo } from './shop-api';

/**
 * Shopping by USSD (docs/ussd.md) on the dialler `npm start` serves beside the SMS outbox: the dialler calls the
 * shop's USSD callback as Africa's Talking's gateway does, and shows the text messages the shop sends the phone.
 */

const DIALLER = `http://127.0.0.1:${ports.api + 500}/ussd`;
const STATION = 'Maiduguri Monday Market';

/** A caller the shop has never heard from: a new number each run. */
const newCaller = () => `+23481${String(Date.now()).slice(-8)}`;

interface Listed {
  id: number;
  name: string;
  variants: { id: number; stock: number; sale_price: number; regular_price: number }[];
}

/**
 * A product a caller can buy twice, one at a time, paid on delivery: one variant, in stock, a name in plain letters
 * (the screens fold tone marks), not dear.
 */
async function productForACaller(request: APIRequestContext): Promise<Listed> {
  const list = await request.get('/api/products?in_stock=true&max_price=30000&page_size=50&sort=newest');
  const { results } = ((await list.json()) as { data: { results: { id: number }[] } }).data;
  for (const { id } of results) {
    const { data } = (await (await request.get(`/api/products/${id}`)).json()) as { data: Listed };
    const [variant, ...others] = data.variants;
    if (
      variant &&
      others.length === 0 &&
      variant.stock >= 5 &&
      variant.stock < 999 &&
      /^[\x20-\x7e]+$/.test(data.name)
    )
      return data;
  }
  throw new Error('No product for a caller');
}

/** The admin opens a pickup station in Borno (Settings), once per suite. */
async function stationInBorno(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/auth/login', { data: demo.admin });
  const { access } = ((await login.json()) as { data: { access: string } }).data;
  const headers = { authorization: `Bearer ${access}` };
  const settings = await request.get('/api/admin/settings', { headers });
  if (JSON.stringify(await settings.json()).includes(STATION)) return;
  const made = await request.post('/api/admin/settings/stations', {
    headers,
    data: {
      name: STATION,
      state: 'Borno',
      address: '3 Monday Market Road, Maiduguri',
      opening_hours: 'Mon–Sat 8:00–18:00',
      fee: 1500,
    },
  });
  expect(made.status()).toBe(201);
}

const screenOf = async (page: Page) => (await page.locator('pre.screen').textContent()) ?? '';

/** The key of the screen's line that names `what` (`3 Maiduguri Monday Market N1,500` → `3`). */
function keyOf(screen: string, what: string): string {
  const key = screen
    .split('\n')
    .filter((line) => line.toLowerCase().includes(what.toLowerCase()))
    .map((line) => line.match(/^(\d+) /)?.[1])
    .find((one) => one !== undefined);
  if (!key) throw new Error(`No line names ${what}:\n${screen}`);
  return key;
}

/** A caller at the dialler: dials, then replies, counting the replies. */
function caller(page: Page, phone: string) {
  let replies = 0;
  return {
    get replies() {
      return replies;
    },
    async dial() {
      await page.goto(`${DIALLER}?phone=${encodeURIComponent(phone)}`);
      await page.getByLabel('Phone number').fill(phone);
      await page.getByRole('button', { name: 'Dial' }).click();
      return screenOf(page);
    },
    async reply(text: string) {
      replies += 1;
      await page.getByLabel('Reply').fill(text);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      return screenOf(page);
    },
  };
}

test('a new caller buys to a Borno pickup station in at most 12 replies, is texted the order, and buys it again in 4', async ({
  page,
  browser,
  request,
}) => {
  await stationInBorno(request);
  const product = await productForACaller(request);
  const phone = newCaller();
  const ada = caller(page, phone);

  expect(await ada.dial()).toMatch(/^Welcome to Kasuwa\n1 Shop by category\n2 Search/);
  expect(await ada.reply('2')).toMatch(/search/i);
  let screen = await ada.reply(product.name);
  screen = await ada.reply(keyOf(screen, product.name.slice(0, 12)));
  expect(screen).toMatch(/Enter quantity/);
  expect(await ada.reply('1')).toMatch(/1 Add to cart\n2 Buy now/);
  expect(await ada.reply('2')).toMatch(/Type your name/);
  expect(await ada.reply('Ada Obi')).toBe('Deliver to\n2 Home delivery\n3 Pickup station\n00 Back');
  screen = await ada.reply('3');
  expect(screen).toMatch(/^Pickup in which state\?/);
  screen = await ada.reply(keyOf(screen, 'Borno'));
  expect(screen).toMatch(/^Pickup in Borno\n/);
  screen = await ada.reply(keyOf(screen, STATION));
  expect(screen).toMatch(/\n1 Pay on delivery\n2 Pay by bank USSD\n3 Pay by bank transfer\n00 Back$/);
  screen = await ada.reply('1');
  const number = screen.match(/Order (KSW-\d{8}-[A-Z0-9]{6}) placed\./)?.[1];
  expect(number, screen).toBeDefined();
  await expect(page.getByText('Session ended')).toBeVisible();
  expect(ada.replies).toBeLessThanOrEqual(12);

  // The order's text message, in the dialler's inbox for this phone.
  await expect
    .poll(
      async () => {
        await page.goto(`${DIALLER}?phone=${encodeURIComponent(phone)}`);
        return page.locator('.inbox').textContent();
      },
      { timeout: 15_000 },
    )
    .toContain(`Order ${number} placed`);

  // The shop knows the number now: buy again, to the same station, paid by transfer, in four replies.
  const again = caller(page, phone);
  expect(await again.dial()).toMatch(/^Kasuwa: hi Ada\n/);
  expect(await again.reply('4')).toMatch(/^Buy again:\n1x /);
  screen = await again.reply('1');
  expect(screen).toMatch(/^Deliver to\n1 As last time: /);
  expect(await again.reply('1')).toMatch(/\n3 Pay by bank transfer\n00 Back$/);
  screen = await again.reply('3');
  const transfer = screen.match(/^Order (KSW-\d{8}-[A-Z0-9]{6}): transfer (N[\d,]+) to Test Bank (\d{10}) /);
  expect(transfer, screen).not.toBeNull();
  const [, second, amount, account] = transfer!;
  expect(second).not.toBe(number);
  expect(again.replies).toBe(4);
  await expect
    .poll(async () => (await textsTo(request, phone)).join('\n'), { timeout: 15_000 })
    .toContain(`Order ${second}: transfer ${amount} to Test Bank ${account}`);

  // Ada transfers from her bank (the Paystack simulator's test bank): Paystack's charge.success pays the order.
  const bank = await browser.newPage();
  await bank.goto(`http://127.0.0.1:${ports.api + 300}/test-bank`);
  const waiting = bank.getByRole('listitem').filter({ hasText: account! });
  await waiting.getByRole('button', { name: /^Pay / }).click();
  await expect(bank.getByRole('listitem').filter({ hasText: account! })).toHaveCount(0);
  await bank.close();

  // The orders are the caller's on the website, where the number signs in with a code by SMS…
  await page.goto('/');
  const dialog = signInDialog(page);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Continue with your phone number' }).click();
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  let code: string | undefined;
  await expect(async () => {
    code = (await textsTo(request, phone)).find((text) => /^\d{6} is your /.test(text))?.slice(0, 6);
    expect(code).toBeDefined();
  }).toPass({ timeout: 20_000 });
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code!);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Login Successful!')).toBeVisible();
  await page.goto('/orders');
  await expect(page.getByText(number!)).toBeVisible();
  await expect(page.getByText(second!)).toBeVisible();
  const paid = page.getByRole('listitem').filter({ hasText: second! });
  await expect(paid).toContainText('Paid');

  // …and in the admin, marked as placed by USSD.
  const admin = await browser.newPage();
  await signInToAdmin(admin);
  await admin.goto(`/admin/orders?search=${number}`);
  await expect(admin.getByRole('row').filter({ hasText: number! })).toContainText('By USSD');
  await admin.close();
});

test('the dialler refuses a number that is not a Nigerian mobile, and a cancelled session ends', async ({
  page,
}) => {
  await page.goto(DIALLER);
  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Dial' }).click();
  await expect(page.locator('pre.screen')).toHaveText(/Enter a Nigerian mobile number/);
  await page.getByLabel('Phone number').fill(newCaller());
  await page.getByRole('button', { name: 'Dial' }).click();
  await expect(page.locator('pre.screen')).toHaveText(/^Welcome to Kasuwa/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('pre.screen')).toHaveText('Session cancelled.');
  await expect(page.getByRole('button', { name: 'Dial' })).toBeVisible();
});
