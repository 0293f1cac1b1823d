import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** The checkout page's words (docs/storefront.md §2.3; English as SPEC.md has it). */
export const checkoutMessages = defineMessages({
  title: { id: 'cart.checkout.title', defaultMessage: 'Checkout' },
  preparing: { id: 'cart.checkout.preparing', defaultMessage: 'Preparing your checkout…' },
  loadFailed: { id: 'cart.checkout.loadFailed', defaultMessage: 'We could not load your checkout' },
  tryAgain: { id: 'cart.checkout.tryAgain', defaultMessage: 'Please try again.' },
  emptyCart: {
    id: 'cart.checkout.emptyCart',
    defaultMessage: 'Your cart is empty. Add something to it before you check out.',
  },
  noAnswer: {
    id: 'cart.checkout.noAnswer',
    defaultMessage:
      'We could not reach the shop to place your order. Check your connection and press Place order again: your order will not be placed twice.',
  },
  serverFailed: {
    id: 'cart.checkout.serverFailed',
    defaultMessage: 'Something went wrong on our side and your order was not placed. Please try again.',
  },
  payFailed: {
    id: 'cart.checkout.payFailed',
    defaultMessage:
      'We could not open the payment page. Your order is held for you: press Pay now to try again.',
  },
  addressNotSaved: {
    id: 'cart.checkout.addressNotSaved',
    defaultMessage: 'Your order is placed, but the new address could not be saved to your address book.',
  },
  checkFields: { id: 'cart.checkout.checkFields', defaultMessage: 'Please check the highlighted fields.' },
});

/** The browser tab's title. */
export const checkoutTitle = defineMessage<{ store: string }>({
  id: 'cart.checkout.pageTitle',
  defaultMessage: 'Checkout | {store}',
});

/** The checkout form's words: the address, the payment and the button. */
export const checkoutFormMessages = defineMessages({
  form: { id: 'cart.checkoutForm.form', defaultMessage: 'Checkout' },
  address: { id: 'cart.checkoutForm.address', defaultMessage: 'Delivery address' },
  deliverTo: { id: 'cart.checkoutForm.deliverTo', defaultMessage: 'Deliver to' },
  useNewAddress: { id: 'cart.checkoutForm.useNewAddress', defaultMessage: 'Use a new address' },
  fullName: { id: 'cart.checkoutForm.fullName', defaultMessage: 'Full name' },
  phone: { id: 'cart.checkoutForm.phone', defaultMessage: 'Phone' },
  phonePlaceholder: {
    id: 'cart.checkoutForm.phonePlaceholder',
    defaultMessage: '+234 803 123 4567 or 0803 123 4567',
  },
  secondPhone: { id: 'cart.checkoutForm.secondPhone', defaultMessage: 'Second phone (optional)' },
  street: { id: 'cart.checkoutForm.street', defaultMessage: 'Street address' },
  city: { id: 'cart.checkoutForm.city', defaultMessage: 'City' },
  state: { id: 'cart.checkoutForm.state', defaultMessage: 'State' },
  chooseState: { id: 'cart.checkoutForm.chooseState', defaultMessage: 'Choose a state' },
  saveAddress: {
    id: 'cart.checkoutForm.saveAddress',
    defaultMessage: 'Save this address to my address book',
  },
  whatsAppUpdates: {
    id: 'cart.checkoutForm.whatsAppUpdates',
    defaultMessage: 'Send me order updates on WhatsApp',
  },
  whatsAppNeedsPhone: {
    id: 'cart.checkoutForm.whatsAppNeedsPhone',
    defaultMessage: 'Enter your phone number above to get updates on WhatsApp.',
  },
  payment: { id: 'cart.checkoutForm.payment', defaultMessage: 'Payment' },
  howToPay: { id: 'cart.checkoutForm.howToPay', defaultMessage: 'How would you like to pay?' },
  payOnDelivery: { id: 'cart.checkoutForm.payOnDelivery', defaultMessage: 'Pay on delivery' },
  payOnDeliveryHint: {
    id: 'cart.checkoutForm.payOnDeliveryHint',
    defaultMessage: 'Pay by cash, card or transfer when your order arrives.',
  },
  payLater: { id: 'cart.checkoutForm.payLater', defaultMessage: 'Pay later in instalments' },
  payLaterHint: {
    id: 'cart.checkoutForm.payLaterHint',
    defaultMessage: 'Split the total into 2, 3 or 4 monthly payments. Subject to approval.',
  },
  payNow: { id: 'cart.checkoutForm.payNow', defaultMessage: 'Pay now — card, bank transfer or USSD' },
  accountTransfer: {
    id: 'cart.checkoutForm.accountTransfer',
    defaultMessage: 'Bank transfer to my Kasuwa account',
  },
  accountTransferHint: {
    id: 'cart.checkoutForm.accountTransferHint',
    defaultMessage:
      'Transfer from any bank or banking app to your own account number, shown next. Your items are held for you while you pay.',
  },
  payNowHint: {
    id: 'cart.checkoutForm.payNowHint',
    defaultMessage: 'Pay on Paystack’s secure page next. Your items are held for you while you pay.',
  },
  instalmentCount: { id: 'cart.checkoutForm.instalmentCount', defaultMessage: 'Number of instalments' },
  approval: {
    id: 'cart.checkoutForm.approval',
    defaultMessage:
      'Pay later is subject to approval. We review your plan before we ship, and nothing is charged now.',
  },
  totalToPay: { id: 'cart.checkoutForm.totalToPay', defaultMessage: 'Total to pay' },
  placing: { id: 'cart.checkoutForm.placing', defaultMessage: 'Placing order…' },
  placeAndPay: { id: 'cart.checkoutForm.placeAndPay', defaultMessage: 'Place order and pay' },
  place: { id: 'cart.checkoutForm.place', defaultMessage: 'Place order' },
});

/** Under the WhatsApp box: the delivery phone the updates go to ("+234 803 123 4567"). */
export const whatsAppUpdatesTo = defineMessage<{ phone: string }>({
  id: 'cart.checkoutForm.whatsAppUpdatesTo',
  defaultMessage: 'Updates go to {phone}. Reply STOP on WhatsApp to end them.',
});

/** A saved address's name in the list, marked when it is the book's default. */
export const defaultAddressName = defineMessage<{ name: string }>({
  id: 'cart.checkoutForm.defaultAddressName',
  defaultMessage: '{name} (default)',
});

/** An instalment choice: "3 instalments". */
export const instalmentChoice = defineMessage<{ count: number }>({
  id: 'cart.checkoutForm.instalmentChoice',
  defaultMessage: '{count} instalments',
});

/** The pay-later schedule's caption: "3 instalments of ₦7,500.00". */
export const scheduleCaption = defineMessage<{ count: number; amount: string }>({
  id: 'cart.checkoutForm.scheduleCaption',
  defaultMessage: '{count} instalments of {amount}',
});

/** Announced after a failed attempt: how many fields are wrong. */
export const fieldsToCorrect = defineMessage<{ count: number }>({
  id: 'cart.checkoutForm.fieldsToCorrect',
  defaultMessage:
    '{count, plural, one {# field needs correcting before you can place the order.} other {# fields need correcting before you can place the order.}}',
});

/** The checkout summary's own lines (the words it shares with the cart's are in summary.messages.ts). */
export const summaryDiscount = defineMessage({
  id: 'cart.checkoutSummary.discount',
  defaultMessage: 'Discount',
});

export const promotionWithCode = defineMessage<{ name: string; code: string }>({
  id: 'cart.checkoutSummary.promotionWithCode',
  defaultMessage: '{name} (code {code})',
});

export const pickupAt = defineMessage<{ station: string }>({
  id: 'cart.checkoutSummary.pickupAt',
  defaultMessage: 'Pickup at {station}',
});

/** Under the arrival dates when home delivery is priced by the courier. */
export const deliveredBy = defineMessage<{ courier: string }>({
  id: 'cart.checkoutSummary.deliveredBy',
  defaultMessage: 'Delivered by {courier}',
});

export const includesVat = defineMessage<{ amount: string }>({
  id: 'cart.checkoutSummary.includesVat',
  defaultMessage: 'Includes VAT of {amount}',
});

/** The promo code box. */
export const promoMessages = defineMessages({
  promoCode: { id: 'cart.promoCode.label', defaultMessage: 'Promo code' },
  apply: { id: 'cart.promoCode.apply', defaultMessage: 'Apply' },
});

/** A code the quote applied: "Code <strong>EASTER</strong> applied". */
export const codeApplied = defineMessage<{ code: string; strong: MessageTag }>({
  id: 'cart.promoCode.applied',
  defaultMessage: 'Code <strong>{code}</strong> applied',
});
