import { messages as specMessages } from 'shared-contracts';
import { catalogueProblems, descriptorsOf } from 'shared-contracts/testing/messages';
import * as app from '../app/app.messages';
import * as labels from '../components/labels.messages';
import * as account from '../features/account/account.messages';
import * as auth from '../features/auth/auth.messages';
import * as validation from '../lib/validation.messages';
import * as orders from '../features/orders/orders.messages';
import * as returns from '../features/returns/returns.messages';
import pagesPcm from './pcm.json';
import pagesHa from './ha.json';
import pagesYo from './yo.json';
import pagesIg from './ig.json';
import authPcm from './auth/pcm.json';
import authHa from './auth/ha.json';
import authYo from './auth/yo.json';
import authIg from './auth/ig.json';

const descriptors = descriptorsOf(app, labels, account, auth, validation, orders, returns);
const authDescriptors = descriptorsOf(labels, auth, validation);
const authParts = { pcm: authPcm, ha: authHa, yo: authYo, ig: authIg };
const pcm = { ...pagesPcm, ...authPcm };
const ha = { ...pagesHa, ...authHa };
const yo = { ...pagesYo, ...authYo };
const ig = { ...pagesIg, ...authIg };
const english = Object.fromEntries(descriptors.map(({ id, defaultMessage }) => [id, defaultMessage]));

describe("the account's words in every language", () => {
  it('has every message in Pidgin, Hausa, Yoruba and Igbo, with the same arguments as the English, in NFC', () => {
    expect(descriptors.length).toBeGreaterThan(335);
    expect(catalogueProblems(descriptors, { pcm, ha, yo, ig })).toEqual([]);
  });

  it('has the words of signing in, and only those, in the part the sign-in dialog loads', () => {
    expect(catalogueProblems(authDescriptors, authParts)).toEqual([]);
    const authIds = authDescriptors.map(({ id }) => id).sort();
    for (const part of Object.values(authParts)) expect(Object.keys(part).sort()).toEqual(authIds);
    for (const pages of [pagesPcm, pagesHa, pagesYo, pagesIg])
      expect(Object.keys(pages).filter((id) => authIds.includes(id))).toEqual([]);
  });

  it('keeps the English words of docs/storefront.md', () => {
    expect(english).toMatchObject({
      'account.login.title': 'Welcome Back',
      'account.login.subtitle': 'Sign in to your account to continue shopping',
      'account.login.divider': 'Or continue with email',
      'account.login.remember': 'Remember me',
      'account.login.forgot': 'Forgot password?',
      'account.login.submit': 'Sign In',
      'account.login.noAccount': "Don't have an account?",
      'account.login.signUp': 'Sign Up',
      'account.signup.title': 'Create Account',
      'account.signup.divider': 'Or create account with email',
      'account.signup.terms': 'I agree to the Terms of Service and Privacy Policy',
      'account.signup.submit': 'Create Account',
      'account.signup.haveAccount': 'Already have an account?',
      'account.labels.email': 'Email',
      'account.labels.password': 'Password',
      'account.labels.confirmPassword': 'Confirm Password',
      'account.labels.firstName': 'First Name',
      'account.labels.lastName': 'Last Name',
      'account.labels.username': 'Username',
      'account.passwordField.showLabel': 'Show {name}',
      'account.accountPage.title': 'My Account',
      'account.accountPage.logout': 'Logout',
      'account.forgotPassword.submit': 'Send Reset Link',
      'account.resetPassword.title': 'Reset Password',
      'account.verifyEmail.submit': 'Confirm my email',
    });
  });

  it.each(Object.entries({ pcm, ha, yo, ig }))(
    'in %s, names the password toggle with the words it shows (a visible label is part of the accessible name)',
    (_locale, words: Record<string, string>) => {
      const field = words['account.labels.password'] as string;
      for (const [shown, named] of [
        ['account.passwordField.show', 'account.passwordField.showLabel'],
        ['account.passwordField.hide', 'account.passwordField.hideLabel'],
      ] as const)
        expect((words[named] as string).replace('{name}', field.toLowerCase())).toContain(words[shown]);
    },
  );

  it('leaves the shared words of SPEC (validation, Login Successful!) to shared-contracts, not to its catalogue', () => {
    const spec = new Set<string>(Object.values(specMessages));
    expect(Object.values(english).filter((message) => spec.has(message as string))).toEqual([]);
  });
});
