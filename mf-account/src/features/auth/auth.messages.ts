import { defineMessage, defineMessages } from 'react-intl';

/** The sign-in form, in the dialog and on /auth/login (docs/storefront.md §5.2). */
export const loginMessages = defineMessages({
  title: { id: 'account.login.title', defaultMessage: 'Welcome Back' },
  subtitle: { id: 'account.login.subtitle', defaultMessage: 'Sign in to your account to continue shopping' },
  divider: { id: 'account.login.divider', defaultMessage: 'Or continue with email' },
  remember: { id: 'account.login.remember', defaultMessage: 'Remember me' },
  forgot: { id: 'account.login.forgot', defaultMessage: 'Forgot password?' },
  submit: { id: 'account.login.submit', defaultMessage: 'Sign In' },
  noAccount: { id: 'account.login.noAccount', defaultMessage: "Don't have an account?" },
  signUp: { id: 'account.login.signUp', defaultMessage: 'Sign Up' },
});

/** The create-account form, in the dialog and on /auth/signup (docs/storefront.md §4.1). */
export const signupMessages = defineMessages({
  title: { id: 'account.signup.title', defaultMessage: 'Create Account' },
  divider: { id: 'account.signup.divider', defaultMessage: 'Or create account with email' },
  terms: {
    id: 'account.signup.terms',
    defaultMessage: 'I agree to the Terms of Service and Privacy Policy',
  },
  creating: { id: 'account.signup.creating', defaultMessage: 'Creating...' },
  submit: { id: 'account.signup.submit', defaultMessage: 'Create Account' },
  haveAccount: { id: 'account.signup.haveAccount', defaultMessage: 'Already have an account?' },
  signIn: { id: 'account.signup.signIn', defaultMessage: 'Sign In' },
});

/** "Continue with your phone number" (docs/storefront.md §2.4). */
export const phoneSignInMessages = defineMessages({
  codeNotSent: {
    id: 'account.phoneSignIn.codeNotSent',
    defaultMessage: 'We could not send the code. Please try again.',
  },
  open: { id: 'account.phoneSignIn.open', defaultMessage: 'Continue with your phone number' },
  signInLabel: { id: 'account.phoneSignIn.signInLabel', defaultMessage: 'Sign in with your phone number' },
  signUpLabel: {
    id: 'account.phoneSignIn.signUpLabel',
    defaultMessage: 'Create an account with your phone number',
  },
  phone: { id: 'account.phoneSignIn.phone', defaultMessage: 'Phone number' },
  phoneHint: {
    id: 'account.phoneSignIn.phoneHint',
    defaultMessage: 'A Nigerian mobile number (+234). We send it a 6-digit code by SMS.',
  },
  sendCode: { id: 'account.phoneSignIn.sendCode', defaultMessage: 'Send code' },
  code: { id: 'account.phoneSignIn.code', defaultMessage: 'Code' },
  newHere: {
    id: 'account.phoneSignIn.newHere',
    defaultMessage: 'New here? Tell us your name to create your account.',
  },
  verify: { id: 'account.phoneSignIn.verify', defaultMessage: 'Verify' },
  resend: { id: 'account.phoneSignIn.resend', defaultMessage: 'Resend code' },
  anotherNumber: { id: 'account.phoneSignIn.anotherNumber', defaultMessage: 'Use another number' },
});

/** /auth/forgot-password. */
export const forgotPasswordMessages = defineMessages({
  title: { id: 'account.forgotPassword.title', defaultMessage: 'Forgot Password' },
  subtitle: {
    id: 'account.forgotPassword.subtitle',
    defaultMessage: 'Enter your email and we will send you a link to reset your password.',
  },
  /** Same words whatever the server knows, so the page never tells whether an account exists. */
  confirmation: {
    id: 'account.forgotPassword.confirmation',
    defaultMessage:
      'If an account exists for that email, we have sent a link to reset your password. The link is valid for 1 hour.',
  },
  submit: { id: 'account.forgotPassword.submit', defaultMessage: 'Send Reset Link' },
  back: { id: 'account.forgotPassword.back', defaultMessage: 'Back to sign in' },
});

/** /auth/reset-password/:token. */
export const resetPasswordMessages = defineMessages({
  title: { id: 'account.resetPassword.title', defaultMessage: 'Reset Password' },
  success: {
    id: 'account.resetPassword.success',
    defaultMessage: 'Your password has been reset. You can now sign in with your new password.',
  },
  failed: {
    id: 'account.resetPassword.failed',
    defaultMessage: 'This reset link is invalid or has expired. Please request a new one.',
  },
  signIn: { id: 'account.resetPassword.signIn', defaultMessage: 'Sign in' },
  subtitle: {
    id: 'account.resetPassword.subtitle',
    defaultMessage: 'Choose a new password for your account.',
  },
  submit: { id: 'account.resetPassword.submit', defaultMessage: 'Reset Password' },
  back: { id: 'account.resetPassword.back', defaultMessage: 'Back to sign in' },
});

/** /auth/verify-email/:token, the page the confirmation mail links to. */
export const verifyEmailMessages = defineMessages({
  title: { id: 'account.verifyEmail.title', defaultMessage: 'Confirm your email' },
  confirmed: { id: 'account.verifyEmail.confirmed', defaultMessage: 'Your email address is confirmed.' },
  linkFailed: {
    id: 'account.verifyEmail.linkFailed',
    defaultMessage:
      'This link is invalid or has expired. Sign in and ask for a new one on your account page.',
  },
  confirmedMeans: {
    id: 'account.verifyEmail.confirmedMeans',
    defaultMessage: 'Codes limited to one per customer and helpful votes on reviews are open to you now.',
  },
  goToAccount: { id: 'account.verifyEmail.goToAccount', defaultMessage: 'Go to my account' },
  continueShopping: { id: 'account.verifyEmail.continueShopping', defaultMessage: 'Continue shopping' },
  confirming: { id: 'account.verifyEmail.confirming', defaultMessage: 'Confirming...' },
  submit: { id: 'account.verifyEmail.submit', defaultMessage: 'Confirm my email' },
});

/** Where the code went, as the shop writes the number. */
export const codeSentTo = defineMessage<{ phone: string }>({
  id: 'account.phoneSignIn.codeSent',
  defaultMessage: 'Enter the 6-digit code we sent to {phone}',
});

/** The resend button while the shopper must still wait. */
export const resendCodeIn = defineMessage<{ seconds: number }>({
  id: 'account.phoneSignIn.resendIn',
  defaultMessage: 'Resend code in {seconds} s',
});

/** The verify page's subtitle, with the shop's name. */
export const verifyEmailSubtitle = defineMessage<{ store: string }>({
  id: 'account.verifyEmail.subtitle',
  defaultMessage: 'Press the button to confirm this email address for your {store} account.',
});
