import { expect, test } from '@playwright/test';
import {
  cartLink,
  dismissSignInDialog,
  newBrowserSession,
  signInDialog,
  signInWithDialog,
  signUpDialog,
  uniqueShopper,
} from './fixtures';

test('a shopper signs up, signs in, browses a category, fills and empties the cart, and signs out', async ({
  page,
}) => {
  const shopper = uniqueShopper();
  await page.goto('/');

  // Anonymous on load: the sign-in dialog opens; switch to the create-account dialog.
  await expect(signInDialog(page)).toBeVisible();
  await signInDialog(page)
    .getByRole('button', { name: /Sign Up|Create/i })
    .first()
    .click();
  const signUp = signUpDialog(page);
  await expect(signUp).toBeVisible();
  await signUp.getByLabel('First Name').fill(shopper.first);
  await signUp.getByLabel('Last Name').fill(shopper.last);
  await signUp.getByLabel('Username').fill(shopper.username);
  await signUp.getByLabel('Email').fill(shopper.email);
  await signUp.getByLabel('Password', { exact: true }).fill(shopper.password);
  await signUp.getByLabel('Confirm Password', { exact: true }).fill(shopper.password);
  await signUp.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  // After one second the dialog closes and the shopper lands on /auth/login.
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(signUp).toBeHidden();

  await newBrowserSession(page);
  await page.goto('/');
  await signInWithDialog(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // Browse a category from the navbar dropdown.
  await page.getByRole('button', { name: /Categories/ }).hover();
  await page.getByRole('link', { name: 'Electronics', exact: true }).first().click();
  await expect(page).toHaveURL(/\/products\/category\/Electronics$/);
  // A product card's link (the listing's price-band facets also link under /products/ with a ₦ in their name).
  const firstProduct = page
    .locator('main a[href^="/products/"]:not([href^="/products/category/"])')
    .filter({ hasText: /₦/ })
    .first();
  await expect(firstProduct).toBeVisible();
  await firstProduct.click();
  await expect(page).toHaveURL(/\/products\/\d+$/);

  // Pick an in-stock variant if the product has options, then add to cart.
  const addButton = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addButton).toBeVisible();
  if (await addButton.isDisabled()) {
    await page.locator('button[aria-pressed]:not([disabled])').first().click();
  }
  await addButton.click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 items');

  // The cart page shows the line; remove it.
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(/₦/).first()).toBeVisible();
  await page
    .getByRole('button', { name: /Remove/ })
    .first()
    .click();
  await expect(page.getByText('Item removed from cart!')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

  // Sign out: back to the home page, signed out.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});

test('an anonymous shopper who opens the cart gets the toast and the sign-in dialog', async ({ page }) => {
  await page.goto('/products');
  await dismissSignInDialog(page);
  await cartLink(page).click();
  await expect(page.getByText('Please login to view your cart!')).toBeVisible();
  await expect(signInDialog(page)).toBeVisible();
});
