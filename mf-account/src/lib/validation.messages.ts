import { defineMessages } from 'react-intl';

/**
 * The account's validation words that are not docs/storefront.md's (those are shared-contracts' shared words): the
 * English of shared-contracts' schemas for sign-in, sign-up, the profile and the address book, which the API
 * answers too. The English a schema (or the server) answers is the key (`useIssueWords`).
 */
export const validationMessages = defineMessages({
  passwordControlCharacters: {
    id: 'account.validation.passwordControlCharacters',
    defaultMessage: 'Password must not contain control characters',
  },
  passwordTooLong: {
    id: 'account.validation.passwordTooLong',
    defaultMessage: 'Password must be at most 128 characters',
  },
  username: {
    id: 'account.validation.username',
    defaultMessage: 'Username may contain only letters, digits and @/./+/-/_',
  },
  code: { id: 'account.validation.code', defaultMessage: 'Enter the 6-digit code we sent you.' },
  signInPhone: {
    id: 'account.validation.signInPhone',
    defaultMessage: 'Enter a Nigerian mobile number, like 0803 123 4567 or +234 803 123 4567.',
  },
  lga: { id: 'account.validation.lga', defaultMessage: 'LGA is required' },
});
