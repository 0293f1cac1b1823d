import { defineMessages } from 'react-intl';

/** The titles of the /auth pages (the tab's title, before ` | Kasuwa`). */
export const authPageMessages = defineMessages({
  signIn: { id: 'account.authPages.signIn', defaultMessage: 'Sign In' },
  signUp: { id: 'account.authPages.signUp', defaultMessage: 'Create Account' },
  forgotPassword: { id: 'account.authPages.forgotPassword', defaultMessage: 'Forgot Password' },
  resetPassword: { id: 'account.authPages.resetPassword', defaultMessage: 'Reset Password' },
  verifyEmail: { id: 'account.authPages.verifyEmail', defaultMessage: 'Confirm your email' },
});

/** /account (docs/storefront.md §2.5). */
export const accountPageMessages = defineMessages({
  title: { id: 'account.accountPage.title', defaultMessage: 'My Account' },
  signInWhy: {
    id: 'account.accountPage.signInWhy',
    defaultMessage: 'Sign in to see your profile, change your details and manage your password.',
  },
  loading: { id: 'account.accountPage.loading', defaultMessage: 'Loading your profile...' },
  myOrders: { id: 'account.accountPage.myOrders', defaultMessage: 'My orders' },
  logout: { id: 'account.accountPage.logout', defaultMessage: 'Logout' },
  profile: { id: 'account.accountPage.profile', defaultMessage: 'Profile' },
  editProfile: { id: 'account.accountPage.editProfile', defaultMessage: 'Edit Profile' },
  addresses: { id: 'account.accountPage.addresses', defaultMessage: 'Addresses' },
  setPassword: { id: 'account.accountPage.setPassword', defaultMessage: 'Set a Password' },
  changePassword: { id: 'account.accountPage.changePassword', defaultMessage: 'Change Password' },
});

/** The account's own 404, for a path under its prefixes that names none of its pages. */
export const notFoundMessages = defineMessages({
  message: { id: 'account.notFound.message', defaultMessage: 'There is no such page in your account.' },
  back: { id: 'account.notFound.back', defaultMessage: 'Go to My Account' },
});
