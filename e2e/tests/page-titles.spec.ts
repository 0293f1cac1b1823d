import { expect, test, type Page } from '@playwright/test';
import { HELP_TOPICS } from '../../shell/src/pages/help/help-topics';
import { demo, newBrowserSession, signInDialog, signInWithDialog } from './fixtures';
import { addToCart, placeOrder, productInStock, register, tokenOf } from './shop-api';

// Some thirty pages, each loading its remote, on a machine shared with other runs.
test.describe.configure({ timeout: 240_000 });

/** Goes to `path` and waits for the tab's title the page sets. */
async function expectTitle(page: Page, path: string, title: string | RegExp) {
  await page.goto(path);
  await expect(page, `the title of ${path}`).toHaveTitle(title);
}

test('every page has its own title', async ({ page, request }) => {
  const shopper = await register(request);
  const token = await tokenOf(request, shopper);
  const { product, variant } = await productInStock(request);
  const categories = (
    (await (await request.get('/api/products/categories')).json()) as { data: { name: string }[] }
  ).data;
  const category = categories[0]!.name;
  const seen = new Map<string, string>();
  const visit = async (path: string, title: string | RegExp) => {
    await expectTitle(page, path, title);
    const shown = await page.title();
    expect(seen.get(shown), `${path} has the same title as ${seen.get(shown)}`).toBeUndefined();
    seen.set(shown, path);
  };

  // Anyone.
  await visit('/', 'Kasuwa | Shop online in Nigeria');
  await visit('/products', 'All Products | Kasuwa');
  await visit(`/products/category/${encodeURIComponent(category)}`, `${category} | Kasuwa`);
  await visit(`/products/${product.id}`, `${product.name} | Kasuwa`);
  for (const { slug, title } of HELP_TOPICS) await visit(`/${slug}`, `${title} | Kasuwa`);
  await visit('/no-such-page', 'Page Not Found | Kasuwa');
  await visit('/auth/login', 'Sign In | Kasuwa');
  await visit('/auth/signup', 'Create Account | Kasuwa');
  await visit('/auth/forgot-password', 'Forgot Password | Kasuwa');
  await visit('/auth/reset-password/not-a-real-token', 'Reset Password | Kasuwa');

  // A signed-in shopper with a cart and an order.
  await addToCart(request, token, product.id, variant.id);
  const order = await placeOrder(request, token);
  await addToCart(request, token, product.id, variant.id);
  await newBrowserSession(page);
  await page.goto('/');
  await expect(signInDialog(page)).toBeVisible({ timeout: 30_000 });
  await signInWithDialog(page, shopper.email, shopper.password);
  await visit('/cart', 'Cart | Kasuwa');
  await visit('/checkout', 'Checkout | Kasuwa');
  await visit('/wishlist', 'Wishlist | Kasuwa');
  await visit('/account', 'My Account | Kasuwa');
  await visit('/orders', 'Orders | Kasuwa');
  await visit(`/orders/${order.id}`, `Order ${order.number} | Kasuwa`);

  // The admin.
  await page.goto('/admin/auth/login');
  await expect(page).toHaveTitle('Admin sign in | Kasuwa Admin');
  await page.getByLabel('Email').fill(demo.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.admin.password);
  await page.getByRole('button', { name: /Sign In|Log ?in/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page).toHaveTitle('Dashboard | Kasuwa Admin');
  const admin = {
    '/admin/customers': 'Customers',
    '/admin/products': 'Products',
    '/admin/products/add-product': 'Add product',
    [`/admin/products/view-product/${product.id}`]: product.name,
    [`/admin/products/edit-product/${product.id}`]: `Edit ${product.name}`,
    '/admin/attributes': 'Attributes',
    '/admin/categories': 'Categories',
    '/admin/orders': 'Orders',
    [`/admin/orders/${order.id}`]: `Order ${order.number}`,
    '/admin/pay-later': 'Pay-later',
    '/admin/returns': 'Returns',
    '/admin/reviews': 'Reviews',
    '/admin/transactions': 'Transactions',
    '/admin/transfers': 'Transfers',
    '/admin/deliveries': 'Deliveries',
    '/admin/reports': 'Reports',
    '/admin/marketing': 'Marketing',
    '/admin/settings': 'Settings',
    '/admin/support': 'Support',
    '/admin/failed-jobs': 'Failed jobs',
    '/admin/no-such-page': 'Page not found',
  };
  for (const [path, name] of Object.entries(admin)) await visit(path, `${name} | Kasuwa Admin`);
});
