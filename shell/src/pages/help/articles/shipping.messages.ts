import { defineMessage, defineMessages } from 'react-intl';

/** /shipping: the zones, fees, times and stations are the shop's Settings; {fee} is its range of door fees. */
export const shippingMessages = defineMessages({
  intro: {
    id: 'shell.help.shipping.intro',
    defaultMessage:
      "We deliver to all 36 states and the FCT, to your door or to a pickup station near you. Door delivery costs {fee}, depending on your state, and is free above each zone's threshold.",
  },
  zonesHeading: { id: 'shell.help.shipping.zonesHeading', defaultMessage: 'Delivery zones and times' },
  zonesText: {
    id: 'shell.help.shipping.zonesText',
    defaultMessage:
      'Counted from the day your order is confirmed. Orders confirmed after 2 pm count from the next working day. Checkout shows the fee and the dates for your state before you order.',
  },
  noZones: {
    id: 'shell.help.shipping.noZones',
    defaultMessage: 'The fee and time for your state show at checkout.',
  },
  zonesTable: { id: 'shell.help.shipping.zonesTable', defaultMessage: 'Delivery by zone' },
  zone: { id: 'shell.help.shipping.zone', defaultMessage: 'Zone' },
  states: { id: 'shell.help.shipping.states', defaultMessage: 'States' },
  fee: { id: 'shell.help.shipping.fee', defaultMessage: 'Fee' },
  freeFrom: { id: 'shell.help.shipping.freeFrom', defaultMessage: 'Free from' },
  howLong: { id: 'shell.help.shipping.howLong', defaultMessage: 'How long' },
  alwaysCharged: { id: 'shell.help.shipping.alwaysCharged', defaultMessage: 'Always charged' },
  stationsHeading: { id: 'shell.help.shipping.stationsHeading', defaultMessage: 'Pickup stations' },
  stationsText: {
    id: 'shell.help.shipping.stationsText',
    defaultMessage:
      "Collect your order at a station for a lower fee. We email you a pickup code, with the station's address and opening hours, when it is ready; show the code at the station and collect it within 7 days.",
  },
  noStations: {
    id: 'shell.help.shipping.noStations',
    defaultMessage: 'No pickup station is open right now.',
  },
  stationsTable: { id: 'shell.help.shipping.stationsTable', defaultMessage: 'Pickup stations' },
  station: { id: 'shell.help.shipping.station', defaultMessage: 'Station' },
  address: { id: 'shell.help.shipping.address', defaultMessage: 'Address' },
  open: { id: 'shell.help.shipping.open', defaultMessage: 'Open' },
  payOnDelivery: { id: 'shell.help.shipping.payOnDelivery', defaultMessage: 'Pay on delivery' },
  payOnDeliveryText: {
    id: 'shell.help.shipping.payOnDeliveryText',
    defaultMessage:
      'Pay the rider in cash, by bank transfer or by card on a POS terminal when the parcel reaches you. Please check the parcel before you pay; the rider waits.',
  },
  tracking: { id: 'shell.help.shipping.tracking', defaultMessage: 'Tracking' },
  trackingText: {
    id: 'shell.help.shipping.trackingText',
    defaultMessage:
      "Each order's page under <orders>My Orders</orders> shows its status, from pending to delivered, with the date of each step. We email you when your order ships (with the courier and its tracking number when we have them), when it is ready for pickup, when it is delivered and if it is cancelled. The courier calls the phone number on your order before delivery, so please give a number that you answer.",
  },
  holidays: { id: 'shell.help.shipping.holidays', defaultMessage: 'Public holidays and bad weather' },
  holidaysText: {
    id: 'shell.help.shipping.holidaysText',
    defaultMessage: 'Deliveries may take a day or two longer around public holidays and in the rainy season.',
  },
});

/** A zone's delivery time: '1 working day', '2 working days'. */
export const workingDays = defineMessage<{ days: number }>({
  id: 'shell.help.shipping.workingDays',
  defaultMessage: '{days, plural, one {# working day} other {# working days}}',
});

/** A zone's delivery time as a range: '1–2 working days'. */
export const workingDaysRange = defineMessage<{ min: number; max: number }>({
  id: 'shell.help.shipping.workingDaysRange',
  defaultMessage: '{min}–{max} working days',
});
