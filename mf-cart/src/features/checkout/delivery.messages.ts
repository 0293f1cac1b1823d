import { defineMessage, defineMessages } from 'react-intl';

/** The delivery section of checkout: home delivery or a pickup station. Station, state and zone names are data. */
export const deliveryMessages = defineMessages({
  heading: { id: 'cart.delivery.heading', defaultMessage: 'Delivery' },
  howToGet: { id: 'cart.delivery.howToGet', defaultMessage: 'How would you like to get your order?' },
  home: { id: 'cart.delivery.home', defaultMessage: 'Home delivery' },
  toYourAddress: { id: 'cart.delivery.toYourAddress', defaultMessage: 'To your address' },
  pickup: { id: 'cart.delivery.pickup', defaultMessage: 'Pickup station' },
  chooseStateFirst: { id: 'cart.delivery.chooseStateFirst', defaultMessage: 'Choose your state first' },
  pickupHint: {
    id: 'cart.delivery.pickupHint',
    defaultMessage: 'Collect it from a station near you, usually for less',
  },
});

/** An option with its fee: "Home delivery · ₦2,500.00". */
export const withFee = defineMessage<{ option: string; fee: string }>({
  id: 'cart.delivery.withFee',
  defaultMessage: '{option} · {fee}',
});

/** The cheapest of several stations' fees: "Pickup station · from ₦1,000.00". */
export const withFeeFrom = defineMessage<{ option: string; fee: string }>({
  id: 'cart.delivery.withFeeFrom',
  defaultMessage: '{option} · from {fee}',
});

export const toAddressIn = defineMessage<{ state: string }>({
  id: 'cart.delivery.toAddressIn',
  defaultMessage: 'To your address in {state}',
});

export const noStationIn = defineMessage<{ state: string }>({
  id: 'cart.delivery.noStationIn',
  defaultMessage: 'No pickup station in {state} yet',
});

export const stationsIn = defineMessage<{ state: string }>({
  id: 'cart.delivery.stationsIn',
  defaultMessage: 'Pickup stations in {state}',
});

/** A station's address and hours: "12 Allen Avenue, Ikeja. Open Mon–Sat 9am–6pm." */
export const stationHint = defineMessage<{ address: string; hours: string }>({
  id: 'cart.delivery.stationHint',
  defaultMessage: '{address}. Open {hours}.',
});

/** How the pickup code comes: by mail, or by SMS to an account made with a phone number alone. */
export const pickupCodeNote = defineMessage<{ channel: 'email' | 'text' }>({
  id: 'cart.delivery.pickupCodeNote',
  defaultMessage:
    '{channel, select, text {We will text you a pickup code when your order is ready to collect.} other {We will email you a pickup code when your order is ready to collect.}}',
});
