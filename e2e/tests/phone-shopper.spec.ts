import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { cartLink, dismissSignInDialog, signInDialog, signInOnLoad, signInWithDialog } from './fixtures';
import { addToCart, productInStock, register, textsTo, tokenOf } from './shop-api';

/** A new shopper on a phone: what they see in the header, signing in from Add to Cart, errors they cannot miss. */

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

/** Whether the whole element lies within the window. */
async function inView(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  return (
    box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height
  );
}

/** A pay-later order of one item, placed through the API for a new shopper; its id. */
async function payLaterOrder(request: APIRequestContext) {
  const shopper = await register(request);
  const token = await tokenOf(request, shopper);
  const { product, variant } = await productInStock(request);
  await addToCart(request, token, product.id, variant.id);
  const res = await request.post('/api/orders/checkout', {
    headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      shipping_address: {
        full_name: 'Ngozi Eze',
        phone: '08031234567',
        street: '14 Awolowo Road',
        city: 'Ikoyi',
        state: 'Lagos',
      },
      payment_method: 'pay_later',
      instalments: 3,
    },
  });
  expect(res.status()).toBe(201);
  return { shopper, id: ((await res.json()) as { data: { id: number } }).data.id };
}

test('the header keeps the cart and its count beside the menu button, and Added to cart! changes it', async ({
  page,
  request,
}) => {
  const shopper = await register(request);
  const { product } = await productInStock(request);
  await signInOnLoad(page, shopper);
  await page.goto(`/products/${product.id}`);
  const cart = cartLink(page);
  await expect(cart).toHaveAccessibleName('Cart, 0 items');
  expect(await inView(page, cart)).toBe(true);
  // It is in the header itself, not in the menu that folds away on a phone.
  await expect(page.locator('#main-menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  const badge = page.getByTestId('cart-badge');
  await expect(badge).toBeVisible();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await expect(cart).toHaveAccessibleName('Cart, 1 items');
  await expect(badge).toHaveAttribute('data-count', '1');
  expect(await inView(page, badge)).toBe(true);
});

test('the sign-in dialog opens by itself once per browser session: closed, it stays closed on the next page', async ({
  page,
  request,
}) => {
  const { product } = await productInStock(request);
  // A product link opened from a chat: the dialog opens by itself; the shopper closes it.
  await page.goto(`/products/${product.id}`);
  await dismissSignInDialog(page);
  // Another link, opened by a full load in the same browser session: the page, and no dialog.
  await page.goto('/products');
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  // A tap settles the page at once (the dialog, if it were asked for, would load now), then the network goes quiet.
  await heading.click();
  await page.waitForLoadState('networkidle');
  await expect(signInDialog(page)).toBeHidden();
});

test('the dialog that opens by itself is drawn by the server: its code comes only when touched, and keeps what was done meanwhile', async ({
  page,
  request,
}) => {
  const shopper = await register(request);
  const { product } = await productInStock(request);
  // The dialog's code is held back until the shopper has typed, ticked and pressed Sign In.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const dialogCode: string[] = [];
  await page.route(/__federation_expose_AuthDialogs\.[0-9a-f]+\.js$/, async (route) => {
    dialogCode.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.goto(`/products/${product.id}`);
  const dialog = signInDialog(page);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeFocused();
  await page.waitForLoadState('networkidle');
  expect(dialogCode).toEqual([]);

  await dialog.getByLabel('Email').fill(shopper.email);
  await dialog.getByLabel('Password', { exact: true }).fill(shopper.password);
  await dialog.getByLabel('Remember me').check();
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect.poll(() => dialogCode.length).toBe(1);
  release();
  // The dialog with its code takes the drawn one's place, signs in with what was typed, and the shopper stays put.
  await expect(page.getByText('Login Successful!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
  await expect(page.locator('[inert]')).toHaveCount(0);
});

test('signed out, Add to Cart asks to sign in and adds the item once signed in, on the same page', async ({
  page,
  request,
}) => {
  const shopper = await register(request);
  const { product } = await productInStock(request);
  await page.goto(`/products/${product.id}`);
  // The dialog that opens by itself takes focus itself: no keyboard covers the product.
  await expect(signInDialog(page)).toBeVisible({ timeout: 30_000 });
  await expect(signInDialog(page)).toBeFocused();
  await expect(signInDialog(page).getByLabel('Email')).not.toBeFocused();
  await dismissSignInDialog(page);

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Please login to add to cart!')).toBeVisible();
  // Opened by the shopper's own action: straight into Email.
  await expect(signInDialog(page).getByLabel('Email')).toBeFocused();
  await signInWithDialog(page, shopper.email, shopper.password);
  // The shopper stays on the product they were adding, not sent to /.
  await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 items');
  const token = await tokenOf(request, shopper);
  const me = await request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } });
  const { cart } = ((await me.json()) as { data: { cart: { cart_items: { product: { id: number } }[] } } })
    .data;
  expect(cart.cart_items.map((item) => item.product.id)).toEqual([product.id]);
});

test('checkout errors are in view: focus on the first invalid field', async ({ page, request }) => {
  const shopper = await register(request);
  const { product, variant } = await productInStock(request);
  await addToCart(request, await tokenOf(request, shopper), product.id, variant.id);
  await signInOnLoad(page, shopper);
  await page.goto('/checkout');
  await page.getByLabel('Phone', { exact: true }).fill('12345');
  const place = page.getByRole('button', { name: 'Place order' });
  await place.scrollIntoViewIfNeeded();
  await place.click();
  const name = page.getByLabel('Full name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('Full name is required');
  expect(await inView(page, name)).toBe(true);
});

test('the phone menu puts Login and Sign Up at the left like its other links', async ({ page }) => {
  await page.goto('/');
  await dismissSignInDialog(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#main-menu');
  const home = await menu.getByRole('link', { name: 'Home' }).boundingBox();
  for (const name of ['Login', 'Sign Up']) {
    const box = await menu.getByRole('button', { name }).boundingBox();
    const text = await menu.getByRole('button', { name }).evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return range.getBoundingClientRect().left;
    });
    expect(Math.abs((box?.x ?? -100) - (home?.x ?? 0)), name).toBeLessThanOrEqual(2);
    // Its words start where the links' do, not at the middle or the right.
    expect(text - (box?.x ?? 0), name).toBeLessThanOrEqual(16);
  }
});

test('a help page starts with a compact topic menu, and its article on the first screen', async ({
  page,
}) => {
  await page.goto('/shipping');
  await dismissSignInDialog(page);
  const help = page.getByRole('navigation', { name: 'Help' });
  await expect(help.getByText('Help topics:')).toBeVisible();
  await expect(help.getByRole('link', { name: 'Returns & Exchanges' })).toBeHidden();
  expect(await inView(page, page.getByRole('heading', { level: 1 }))).toBe(true);
  await help.getByText('Help topics:').click();
  await help.getByRole('link', { name: 'Returns & Exchanges' }).click();
  await expect(page).toHaveURL(/\/returns$/);
  await expect(help.getByRole('link', { name: 'Shipping & Delivery' })).toBeHidden();
});

test('the instalment table stacks each instalment under 480 px', async ({ page, request }) => {
  const { shopper, id } = await payLaterOrder(request);
  await signInOnLoad(page, shopper);
  await page.goto(`/orders/${id}`);
  const plan = page.getByRole('region', { name: 'Pay-later plan' });
  const due = plan.locator('td[data-label="Due"]').first();
  await expect(due).toBeVisible();
  // One line for the date, its label beside it.
  const { display, lines } = await due.evaluate((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return {
      display: getComputedStyle(cell).display,
      lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size,
    };
  });
  expect(display).toBe('flex');
  expect(lines).toBe(1);
});

test('a new shopper signs up with their phone number, reading the code from the SMS', async ({
  page,
  request,
}) => {
  const local = `080${String(Date.now()).slice(-8)}`;
  const phone = `+234${local.slice(1)}`;
  const { product } = await productInStock(request);
  await page.goto(`/products/${product.id}`);
  const dialog = signInDialog(page);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Continue with your phone number' }).click();
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill(local);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(`Enter the 6-digit code we sent to +234 ${local.slice(1, 4)}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Resend code/ })).toBeDisabled();

  let text: string | undefined;
  await expect(async () => {
    [text] = await textsTo(request, phone);
    expect(text).toMatch(/^\d{6} is your /);
  }).toPass({ timeout: 20_000 });
  await dialog.getByRole('textbox', { name: 'Code' }).fill(text!.slice(0, 6));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  // A new number: its name makes the account.
  await dialog.getByLabel('First Name').fill('Chidi');
  await dialog.getByLabel('Last Name').fill('Okeke');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Login Successful!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
});
