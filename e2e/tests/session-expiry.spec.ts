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
