import { distanceKm } from './states.js';
import type { AddressRecord, CourierRate, Station } from './types.js';

/** VAT on a courier's fee (7.5%), inside Shipbubble's `total`. */
const VAT_RATE = 0.075;

interface CourierOffer {
  id: string;
  name: string;
  email: string;
  phone: string;
  serviceType: 'pickup' | 'dropoff';
  /** What its fee is of the base price. */
  factor: number;
  /** Working days from pickup to the door; 0 is the same day. */
  days(km: number): number;
  /** Only within one state (a city's riders). */
  sameStateOnly?: boolean;
  /** A discount Shipbubble shows beside the price, percent. */
  discount: number;
}

/** The couriers the simulator offers: riders within a state, a national network, a cheaper drop-off service. */
const COURIERS: CourierOffer[] = [
  {
    id: 'kwik',
    name: 'Kwik',
    email: 'support@kwik.test',
    phone: '+2348000000101',
    serviceType: 'pickup',
    factor: 1.35,
    days: () => 0,
    sameStateOnly: true,
    discount: 0,
  },
  {
    id: 'red_star_courier',
    name: 'Redstar Express',
    email: 'support@redstar.test',
    phone: '+2348000000102',
    serviceType: 'pickup',
    factor: 1.2,
    days: (km) => 1 + Math.floor(km / 600),
    discount: 0,
  },
  {
    id: 'gigl',
    name: 'GIG Logistics',
    email: 'support@gigl.test',
    phone: '+2348000000103',
    serviceType: 'pickup',
    factor: 1,
    days: (km) => (km < 1 ? 1 : 2 + Math.floor(km / 400)),
    discount: 5,
  },
  {
    id: 'sendbox',
    name: 'Sendbox Drop-off',
    email: 'support@sendbox.test',
    phone: '+2348000000104',
    serviceType: 'dropoff',
    factor: 0.8,
    days: (km) => 3 + Math.floor(km / 400),
    discount: 0,
  },
];

export const courierById = (id: string) => COURIERS.find((courier) => courier.id === id);

/**
 * The base price of a parcel in Naira: within a state ₦1,500 and ₦300 for each kilogram past the first; between
 * states ₦2,500, ₦2.50 a kilometre and ₦500 a kilogram past the first. The same question always gets the same answer.
 */
export function basePrice(km: number, weightKg: number, sameState: boolean): number {
  const extraKg = Math.max(0, Math.ceil(weightKg - 1));
  return sameState ? 1_500 + 300 * extraKg : 2_500 + 2.5 * km + 500 * extraKg;
}

const station = (address: AddressRecord, kind: string): Station => ({
  name: `${address.state} ${kind} station`,
  address: `1 Station Road, ${address.state}, Nigeria`,
  phone: '+2348000000199',
});

/** 'YYYY-MM-DD' plus some days, at 17:00, as Shipbubble writes `delivery_eta_time`. */
function etaTime(pickupDate: string, days: number): string {
  const day = new Date(`${pickupDate}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return `${day.toISOString().slice(0, 10)} 17:00:00`;
}

const etaText = (days: number) =>
  days === 0
    ? 'Same day delivery'
    : days === 1
      ? 'Within 24 hours'
      : `Between ${days} - ${days + 1} working days`;

/**
 * Each courier's offer for a parcel from `sender` to `receiver`, cheapest first: three of them (Kwik's riders within a
 * state, Redstar between states). `serviceCodes` keeps only those (`/fetch_rates/{service_codes}`).
 */
export function ratesFor(input: {
  sender: AddressRecord;
  receiver: AddressRecord;
  weightKg: number;
  pickupDate: string;
  publicUrl: string;
  serviceCodes?: string[] | undefined;
}): CourierRate[] {
  const { sender, receiver, weightKg, pickupDate, publicUrl, serviceCodes } = input;
  const sameState = sender.state === receiver.state;
  const km = sameState ? 0 : distanceKm(sender, receiver);
  const base = basePrice(km, weightKg, sameState);
  return COURIERS.filter((courier) =>
    sameState ? courier.id !== 'red_star_courier' : !courier.sameStateOnly,
  )
    .filter((courier) => !serviceCodes || serviceCodes.includes(courier.id))
    .map((courier): CourierRate => {
      const beforeDiscount = Math.round((base * courier.factor) / 10) * 10;
      const discounted = Math.round((beforeDiscount * courier.discount) / 100);
      const fee = beforeDiscount - discounted;
      const vat = Math.round(fee * VAT_RATE);
      const days = courier.days(km);
      const dropoff = courier.serviceType === 'dropoff';
      return {
        courier_id: courier.id,
        courier_name: courier.name,
        courier_image: `${publicUrl}/couriers/${courier.id}.svg`,
        service_code: courier.id,
        service_type: courier.serviceType,
        waybill: true,
        total: fee + vat,
        vat,
        currency: '₦',
        delivery_eta: etaText(days),
        delivery_eta_time: etaTime(pickupDate, days),
        discount: { percentage: courier.discount, symbol: '%', discounted },
        insurance: { code: 'not available', fee: 0 },
        // A drop-off courier takes the parcel at a station near the sender and hands it over at one near the receiver.
        pickup_station: dropoff ? station(sender, 'drop-off') : null,
        dropoff_station: dropoff ? station(receiver, 'collection') : null,
      };
    })
    .sort((a, b) => a.total - b.total);
}

/** The quickest offer (the cheaper of two equally quick). */
export function fastestOf(rates: CourierRate[]): CourierRate | undefined {
  return [...rates].sort(
    (a, b) => a.delivery_eta_time.localeCompare(b.delivery_eta_time) || a.total - b.total,
  )[0];
}
