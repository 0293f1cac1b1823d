import { defineMessage, defineMessages } from 'react-intl';

/** The profile's details on /account. */
export const profileDetailsMessages = defineMessages({
  name: { id: 'account.profileDetails.name', defaultMessage: 'Name' },
  email: { id: 'account.profileDetails.email', defaultMessage: 'Email' },
  notAdded: { id: 'account.profileDetails.notAdded', defaultMessage: 'Not added yet' },
  emailStatus: { id: 'account.profileDetails.emailStatus', defaultMessage: 'Email status' },
  confirmed: { id: 'account.profileDetails.confirmed', defaultMessage: 'Confirmed' },
  notConfirmed: { id: 'account.profileDetails.notConfirmed', defaultMessage: 'Not confirmed yet' },
  username: { id: 'account.profileDetails.username', defaultMessage: 'Username' },
  phone: { id: 'account.profileDetails.phone', defaultMessage: 'Phone' },
  notSet: { id: 'account.profileDetails.notSet', defaultMessage: 'Not set' },
  role: { id: 'account.profileDetails.role', defaultMessage: 'Role' },
  administrator: { id: 'account.profileDetails.administrator', defaultMessage: 'Administrator' },
});

/** Edit Profile. */
export const profileFormMessages = defineMessages({
  updated: { id: 'account.profileForm.updated', defaultMessage: 'Profile updated!' },
  failed: {
    id: 'account.profileForm.failed',
    defaultMessage: 'Could not update your profile. Please try again.',
  },
  form: { id: 'account.profileForm.form', defaultMessage: 'Edit profile' },
  submit: { id: 'account.profileForm.submit', defaultMessage: 'Save Changes' },
});

/** The email's confirmation, under the profile while it is not confirmed. */
export const emailConfirmationMessages = defineMessages({
  sendFailed: {
    id: 'account.emailConfirmation.sendFailed',
    defaultMessage: 'We could not send the link. Please try again.',
  },
  sendAgain: { id: 'account.emailConfirmation.sendAgain', defaultMessage: 'Send the link again' },
});

/** An account made with a phone number alone adds its email. */
export const addEmailMessages = defineMessages({
  why: {
    id: 'account.addEmail.why',
    defaultMessage:
      'Add an email address to get your receipts and order updates by mail, and to sign in with it too.',
  },
  failed: { id: 'account.addEmail.failed', defaultMessage: 'We could not add the email. Please try again.' },
  form: { id: 'account.addEmail.form', defaultMessage: 'Add an email address' },
  submit: { id: 'account.addEmail.submit', defaultMessage: 'Add email' },
});

/** Change Password. */
export const changePasswordMessages = defineMessages({
  changed: { id: 'account.changePassword.changed', defaultMessage: 'Password changed!' },
  failed: {
    id: 'account.changePassword.failed',
    defaultMessage: 'Could not change your password. Please try again.',
  },
  form: { id: 'account.changePassword.form', defaultMessage: 'Change password' },
  current: { id: 'account.changePassword.current', defaultMessage: 'Current Password' },
  submit: { id: 'account.changePassword.submit', defaultMessage: 'Change Password' },
});

/** Set a Password, for an account made with a phone number alone. */
export const setPasswordMessages = defineMessages({
  set: { id: 'account.setPassword.set', defaultMessage: 'Password set!' },
  failed: {
    id: 'account.setPassword.failed',
    defaultMessage: 'Could not set your password. Please try again.',
  },
  form: { id: 'account.setPassword.form', defaultMessage: 'Set a password' },
  intro: { id: 'account.setPassword.intro', defaultMessage: 'You sign in with a code sent to your phone.' },
  withEmail: {
    id: 'account.setPassword.withEmail',
    defaultMessage: 'Set a password to sign in with your email and password too.',
  },
  withoutEmail: {
    id: 'account.setPassword.withoutEmail',
    defaultMessage: 'Set a password, and add an email, to sign in with your email and password too.',
  },
  submit: { id: 'account.setPassword.submit', defaultMessage: 'Set Password' },
});

/** The address book. */
export const addressBookMessages = defineMessages({
  saved: { id: 'account.addressBook.saved', defaultMessage: 'Address saved!' },
  deleted: { id: 'account.addressBook.deleted', defaultMessage: 'Address deleted!' },
  defaultChanged: { id: 'account.addressBook.defaultChanged', defaultMessage: 'Default address changed!' },
  loading: { id: 'account.addressBook.loading', defaultMessage: 'Loading your addresses…' },
  empty: {
    id: 'account.addressBook.empty',
    defaultMessage: 'Save the places you have things delivered to, and pick one at checkout.',
  },
  list: { id: 'account.addressBook.list', defaultMessage: 'Saved addresses' },
  default: { id: 'account.addressBook.default', defaultMessage: 'Default' },
  edit: { id: 'account.addressBook.edit', defaultMessage: 'Edit' },
  makeDefault: { id: 'account.addressBook.makeDefault', defaultMessage: 'Make default' },
  delete: { id: 'account.addressBook.delete', defaultMessage: 'Delete' },
  add: { id: 'account.addressBook.add', defaultMessage: 'Add an address' },
  deleteTitle: { id: 'account.addressBook.deleteTitle', defaultMessage: 'Delete this address?' },
  deleteConfirm: { id: 'account.addressBook.deleteConfirm', defaultMessage: 'Delete address' },
  keep: { id: 'account.addressBook.keep', defaultMessage: 'Keep it' },
});

/** One address of the book. */
export const addressFormMessages = defineMessages({
  failed: {
    id: 'account.addressForm.failed',
    defaultMessage: 'Could not save the address. Please try again.',
  },
  editForm: { id: 'account.addressForm.editForm', defaultMessage: 'Edit address' },
  newForm: { id: 'account.addressForm.newForm', defaultMessage: 'New address' },
  fullName: { id: 'account.addressForm.fullName', defaultMessage: 'Full name' },
  secondPhone: { id: 'account.addressForm.secondPhone', defaultMessage: 'Second phone (optional)' },
  street: { id: 'account.addressForm.street', defaultMessage: 'Street address' },
  landmark: { id: 'account.addressForm.landmark', defaultMessage: 'Landmark or nearest bus stop (optional)' },
  landmarkExample: { id: 'account.addressForm.landmarkExample', defaultMessage: 'Opposite Falomo bus stop' },
  lga: { id: 'account.addressForm.lga', defaultMessage: 'LGA' },
  lgaHint: { id: 'account.addressForm.lgaHint', defaultMessage: 'Local government area' },
  state: { id: 'account.addressForm.state', defaultMessage: 'State' },
  chooseState: { id: 'account.addressForm.chooseState', defaultMessage: 'Choose a state' },
  makeDefault: { id: 'account.addressForm.makeDefault', defaultMessage: 'Make this my default address' },
  saving: { id: 'account.addressForm.saving', defaultMessage: 'Saving…' },
  save: { id: 'account.addressForm.save', defaultMessage: 'Save address' },
  cancel: { id: 'account.addressForm.cancel', defaultMessage: 'Cancel' },
});

/** A phone number proved by a code sent to it. */
export const phoneVerified = defineMessage<{ phone: string }>({
  id: 'account.profileDetails.verified',
  defaultMessage: '{phone} (verified)',
});

/** Why the email is worth confirming, and where the link went. */
export const emailNotConfirmed = defineMessage<{ email: string }>({
  id: 'account.emailConfirmation.notConfirmed',
  defaultMessage:
    'Confirm your email address to use codes limited to one per customer and to vote on reviews: open the link we sent to {email}.',
});

/** The book holds as many addresses as it can. */
export const addressBookFull = defineMessage<{ max: number }>({
  id: 'account.addressBook.full',
  defaultMessage: 'You keep {max} addresses, the most there can be. Delete one to add another.',
});

/** Deleting the default address: which one becomes the default. */
export const deletingDefault = defineMessage<{ address: string }>({
  id: 'account.addressBook.deleteDefault',
  defaultMessage: '{address} is your default address; your newest other address becomes the default.',
});

/** The shopper's own account number for bank transfers, and their store credit (the account page, an order). */
export const bankAccountMessages = defineMessages({
  title: { id: 'account.bankAccount.title', defaultMessage: 'Pay by bank transfer' },
  intro: {
    id: 'account.bankAccount.intro',
    defaultMessage:
      'Get your own account number: pay for your orders by transfer from any bank or banking app, at any time.',
  },
  get: { id: 'account.bankAccount.get', defaultMessage: 'Get my account number' },
  getting: { id: 'account.bankAccount.getting', defaultMessage: 'Getting your account number…' },
  failed: {
    id: 'account.bankAccount.failed',
    defaultMessage: 'We could not get your account number. Please try again.',
  },
  bank: { id: 'account.bankAccount.bank', defaultMessage: 'Bank' },
  number: { id: 'account.bankAccount.number', defaultMessage: 'Account number' },
  name: { id: 'account.bankAccount.name', defaultMessage: 'Account name' },
  copy: { id: 'account.bankAccount.copy', defaultMessage: 'Copy' },
  copied: { id: 'account.bankAccount.copied', defaultMessage: 'Account number copied' },
  save: {
    id: 'account.bankAccount.save',
    defaultMessage: 'Save this number: every transfer to it reaches your Kasuwa account.',
  },
  creditHint: {
    id: 'account.bankAccount.creditHint',
    defaultMessage: 'Money you sent beyond your orders. It pays your next order by transfer.',
  },
  history: { id: 'account.bankAccount.history', defaultMessage: 'Latest movements' },
});

/** What a line of the store-credit ledger was. */
export const creditLineMessages = defineMessages({
  transfer: { id: 'account.creditLine.transfer', defaultMessage: 'Transfer received' },
  order: { id: 'account.creditLine.order', defaultMessage: 'Paid for an order' },
  order_back: { id: 'account.creditLine.orderBack', defaultMessage: 'Back from a cancelled order' },
  refund: { id: 'account.creditLine.refund', defaultMessage: 'Sent to your bank' },
  refund_back: { id: 'account.creditLine.refundBack', defaultMessage: 'Came back from your bank' },
  move_out: { id: 'account.creditLine.moveOut', defaultMessage: 'Moved to another order by Kasuwa' },
  move_in: { id: 'account.creditLine.moveIn', defaultMessage: 'Moved to you by Kasuwa' },
});

export const storeCreditLine = defineMessage<{ amount: string }>({
  id: 'account.bankAccount.credit',
  defaultMessage: 'Store credit: {amount}',
});
