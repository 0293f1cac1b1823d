import { defineMessages } from 'react-intl';
import { useTranslatedIssue } from 'shared-contracts/i18n';

/**
 * The words of checkout's validation, in the shopper's language. The rules and their English live in
 * shared-contracts' schemas (`checkoutSchema`, `promoCodeSchema`), which the API validates with too: the English a
 * schema (or the server, with the same schema) answers is the key, and is shown as it is when no message has it
 * (a server's sentence already in the page's language, a rule added later).
 */
export const validationMessages = defineMessages({
  phone: { id: 'cart.validation.phone', defaultMessage: 'Phone is required' },
  city: { id: 'cart.validation.city', defaultMessage: 'City is required' },
  paymentMethod: { id: 'cart.validation.paymentMethod', defaultMessage: 'Choose a payment method' },
  instalments: { id: 'cart.validation.instalments', defaultMessage: 'Instalments must be 2, 3 or 4' },
  instalmentsForPayLater: {
    id: 'cart.validation.instalmentsForPayLater',
    defaultMessage: 'Choose 2, 3 or 4 instalments for pay later',
  },
  deliveryMethod: {
    id: 'cart.validation.deliveryMethod',
    defaultMessage: 'Choose home delivery or a pickup station',
  },
  pickupStation: { id: 'cart.validation.pickupStation', defaultMessage: 'Choose a pickup station' },
  promoCode: { id: 'cart.validation.promoCode', defaultMessage: 'Enter a promo code' },
  promoCodeLength: {
    id: 'cart.validation.promoCodeLength',
    defaultMessage: 'A promo code has at most 32 characters',
  },
  promoCodeCharacters: {
    id: 'cart.validation.promoCodeCharacters',
    defaultMessage: 'A promo code has only letters, digits, - and _',
  },
});

const known = Object.values(validationMessages);

/** A field's error in the page's language: `fieldError(errors.phone)`. */
export function useFieldError(): (english: string | undefined) => string | undefined {
  return useTranslatedIssue(known);
}
