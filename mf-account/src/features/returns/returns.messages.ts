import { defineMessage, defineMessages } from 'react-intl';

/*
 * The returns' words (docs/storefront.md §15): the Returns card of an order and the Return items dialog. The values
 * sent to the API (reasons, statuses) never change; they are put in words here, at display.
 */

/** A return's status, as its badge shows it (shared-contracts' `RETURN_STATUS_LABELS`, in the page's language). */
export const returnStatusMessages = defineMessages({
  requested: { id: 'account.returns.status.requested', defaultMessage: 'Return requested' },
  approved: { id: 'account.returns.status.approved', defaultMessage: 'Return approved' },
  rejected: { id: 'account.returns.status.rejected', defaultMessage: 'Return rejected' },
  received: { id: 'account.returns.status.received', defaultMessage: 'Return received' },
  refunded: { id: 'account.returns.status.refunded', defaultMessage: 'Return refunded' },
});

/** Why the items go back (shared-contracts' `RETURN_REASON_LABELS`, in the page's language). */
export const reasonMessages = defineMessages({
  wrong_item: { id: 'account.returns.reason.wrongItem', defaultMessage: 'Wrong item' },
  damaged: { id: 'account.returns.reason.damaged', defaultMessage: 'Damaged' },
  not_as_described: { id: 'account.returns.reason.notAsDescribed', defaultMessage: 'Not as described' },
  changed_mind: { id: 'account.returns.reason.changedMind', defaultMessage: 'Changed my mind' },
});

/** How the goods come back once approved (shared-contracts' `RETURN_METHOD_LABELS`, in the page's language). */
export const methodMessages = defineMessages({
  pickup_station: {
    id: 'account.returns.method.pickupStation',
    defaultMessage: 'Drop it at a pickup station',
  },
  courier: { id: 'account.returns.method.courier', defaultMessage: 'A courier collects it' },
});

/** The order's Returns card. */
export const returnsCardMessages = defineMessages({
  title: { id: 'account.returns.title', defaultMessage: 'Returns' },
  lookingAtIt: {
    id: 'account.returns.lookingAtIt',
    defaultMessage: 'We are looking at your request and will email you.',
  },
  received: {
    id: 'account.returns.received',
    defaultMessage: 'We have received your items; your refund follows.',
  },
  sentToBank: { id: 'account.returns.sentToBank', defaultMessage: 'Sent to your bank account.' },
  paystackFailed: {
    id: 'account.returns.paystackFailed',
    defaultMessage: 'Paystack could not send this refund. We are looking into it and will email you.',
  },
  paystackNeedsAttention: {
    id: 'account.returns.paystackNeedsAttention',
    defaultMessage: 'Paystack needs your bank details to finish this refund. We will contact you for them.',
  },
  paystackProcessed: {
    id: 'account.returns.paystackProcessed',
    defaultMessage: 'Refunded to the card or account you paid with. It can take a few working days to show.',
  },
  paystackOnItsWay: {
    id: 'account.returns.paystackOnItsWay',
    defaultMessage: 'Your refund is on its way to the card or account you paid with.',
  },
  refundFailed: { id: 'account.returns.badge.refundFailed', defaultMessage: 'Refund failed' },
  refundNeedsBank: {
    id: 'account.returns.badge.refundNeedsBank',
    defaultMessage: 'Refund needs bank details',
  },
  refundOnItsWay: { id: 'account.returns.badge.refundOnItsWay', defaultMessage: 'Refund on its way' },
});

export const yourPhoto = defineMessage<{ number: number }>({
  id: 'account.returns.yourPhoto',
  defaultMessage: 'Your photo {number}',
});

/** The reason the shop gave is its own text (as the admin wrote it). */
export const notAccepted = defineMessage<{ reason: string }>({
  id: 'account.returns.notAccepted',
  defaultMessage: 'We could not accept this return: {reason}',
});

export const sentToBankWithReference = defineMessage<{ reference: string }>({
  id: 'account.returns.sentToBankWithReference',
  defaultMessage: 'Sent to your bank account (reference {reference}).',
});

/** Under a return's lines: "Damaged · asked 25 Nov 2026, 11:00 WAT · refund ₦6,000.00". */
export const returnSummary = defineMessage<{ reason: string; time: string; amount: string }>({
  id: 'account.returns.summary',
  defaultMessage: '{reason} · asked {time} · refund {amount}',
});

export const refundTo = defineMessage<{ name: string; bank: string; number: string }>({
  id: 'account.returns.refundTo',
  defaultMessage: 'Refund to {name}, {bank} {number}',
});

/** The Return items dialog. */
export const returnFormMessages = defineMessages({
  returnItems: { id: 'account.returns.form.returnItems', defaultMessage: 'Return items' },
  chooseLines: {
    id: 'account.returns.form.chooseLines',
    defaultMessage: 'Choose at least one item to return',
  },
  chooseReason: { id: 'account.returns.form.chooseReason', defaultMessage: 'Choose a reason' },
  chooseBank: { id: 'account.returns.form.chooseBank', defaultMessage: 'Choose your bank' },
  accountNumberInvalid: {
    id: 'account.returns.form.accountNumberInvalid',
    defaultMessage: 'Enter the 10-digit account number',
  },
  checkAccountFailed: {
    id: 'account.returns.form.checkAccountFailed',
    defaultMessage: 'We could not check this account. Please try again.',
  },
  sendFailed: {
    id: 'account.returns.form.sendFailed',
    defaultMessage: 'We could not send your request. Please try again.',
  },
  what: { id: 'account.returns.form.what', defaultMessage: 'What are you returning?' },
  reason: { id: 'account.returns.form.reason', defaultMessage: 'Reason' },
  note: { id: 'account.returns.form.note', defaultMessage: 'Anything we should know? (optional)' },
  photos: { id: 'account.returns.form.photos', defaultMessage: 'Photos (optional)' },
  byTransfer: {
    id: 'account.returns.form.byTransfer',
    defaultMessage: 'You paid on delivery, so we refund you by bank transfer.',
  },
  bank: { id: 'account.returns.form.bank', defaultMessage: 'Bank' },
  banksFailed: { id: 'account.returns.form.banksFailed', defaultMessage: 'Banks could not be loaded' },
  accountNumber: { id: 'account.returns.form.accountNumber', defaultMessage: 'Account number' },
  deliveryFee: {
    id: 'account.returns.form.deliveryFee',
    defaultMessage: 'The delivery fee is not refunded when only some items are returned.',
  },
  cancel: { id: 'account.returns.form.cancel', defaultMessage: 'Cancel' },
  sending: { id: 'account.returns.form.sending', defaultMessage: 'Sending…' },
  send: { id: 'account.returns.form.send', defaultMessage: 'Send return request' },
  sent: {
    id: 'account.returns.form.sent',
    defaultMessage: 'Your return request has been sent. We will email you once we have looked at it.',
  },
});

export const ofOrder = defineMessage<{ number: string }>({
  id: 'account.returns.form.ofOrder',
  defaultMessage: 'Order {number}',
});

export const howMany = defineMessage<{ name: string }>({
  id: 'account.returns.form.howMany',
  defaultMessage: 'How many of {name}',
});

export const photosHint = defineMessage<{ count: number }>({
  id: 'account.returns.form.photosHint',
  defaultMessage:
    'Up to {count} photos, JPEG, PNG or WebP, 5 MB each. Only you and our team see them; we remove where they were taken.',
});

export const accountName = defineMessage<{ name: string }>({
  id: 'account.returns.form.accountName',
  defaultMessage: 'Account name: {name}',
});

export const refundAmount = defineMessage<{ amount: string }>({
  id: 'account.returns.form.refund',
  defaultMessage: 'Refund: {amount}',
});

export const photoNotAdded = defineMessage<{ name: string }>({
  id: 'account.returns.form.photoNotAdded',
  defaultMessage: '{name} could not be added.',
});
