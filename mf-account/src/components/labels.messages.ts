import { defineMessage, defineMessages } from 'react-intl';

/** Words the account's forms share: field labels and the busy states of their buttons. */
export const labelMessages = defineMessages({
  email: { id: 'account.labels.email', defaultMessage: 'Email' },
  password: { id: 'account.labels.password', defaultMessage: 'Password' },
  confirmPassword: { id: 'account.labels.confirmPassword', defaultMessage: 'Confirm Password' },
  newPassword: { id: 'account.labels.newPassword', defaultMessage: 'New Password' },
  confirmNewPassword: { id: 'account.labels.confirmNewPassword', defaultMessage: 'Confirm New Password' },
  firstName: { id: 'account.labels.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'account.labels.lastName', defaultMessage: 'Last Name' },
  username: { id: 'account.labels.username', defaultMessage: 'Username' },
  phone: { id: 'account.labels.phone', defaultMessage: 'Phone' },
  saving: { id: 'account.labels.saving', defaultMessage: 'Saving...' },
  sending: { id: 'account.labels.sending', defaultMessage: 'Sending...' },
});

/** The password field's show/hide toggle: its text, and its name with the field's label (`Show password`). */
export const passwordFieldMessages = defineMessages({
  show: { id: 'account.passwordField.show', defaultMessage: 'Show' },
  hide: { id: 'account.passwordField.hide', defaultMessage: 'Hide' },
});

/** The toggle's name while the password is hidden: `Show password`, the field's label in lower case. */
export const showPassword = defineMessage<{ name: string }>({
  id: 'account.passwordField.showLabel',
  defaultMessage: 'Show {name}',
});

/** The toggle's name while the password shows. */
export const hidePassword = defineMessage<{ name: string }>({
  id: 'account.passwordField.hideLabel',
  defaultMessage: 'Hide {name}',
});
