import { expect, test } from '@playwright/test';

/** What a shopper reads when the session can no longer be refreshed. */

// Journeys through many pages, each loading its remote: more time than the default on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("a refresh that fails says 'Session expired, please signin again.', not the cart's sign-in message", async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'auth',
      JSON.stringify({
        tokens: { access: 'expired.access.token', refresh: 'revoked-refresh-token' },
        role: 'REGULAR',
      }),
    );
  });
  await page.goto('/cart');
  await expect(page.getByText('Session expired, please signin again.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Please login to view your cart!')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('an admin whose session cannot be refreshed goes back to the admin sign-in page, not the storefront', async ({
  page,
}) => {
  // A stored ADMIN session whose tokens the API refuses (the role claim is what the admin area reads first).
  const claims = Buffer.from(JSON.stringify({ sub: '1', role: 'ADMIN', exp: 4_102_444_800 })).toString(
    'base64url',
  );
  const access = `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${claims}.not-signed-by-the-shop`;
  await page.addInitScript((token) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'auth',
      JSON.stringify({ tokens: { access: token, refresh: 'revoked-refresh-token' }, role: 'ADMIN' }),
    );
  }, access);
  await page.goto('/admin/orders');
  await expect(page.getByText('Session expired, please signin again.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/auth\/login$/);
});
