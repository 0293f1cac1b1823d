// Settings (docs/admin.md, "Settings"): the shop's details, delivery zones, pickup stations, VAT and payment ways,
// what the admin edits under /api/admin/settings and what the storefront reads from /api/store/*.
import * as v from 'valibot';
import { phoneSchema } from '../phone';
import { INT32_MAX, intFromText, priceSchema, requiredText } from './common';
import { NIGERIAN_STATES, VAT_CLASSES, type NigerianState, type VatClass } from './order-values';

/** The 36 states and the FCT with their ISO 3166-2:NG codes. */
export const STATE_CODES: Record<NigerianState, string> = {
  Abia: 'NG-AB',
  Adamawa: 'NG-AD',
  'Akwa Ibom': 'NG-AK',
  Anambra: 'NG-AN',
  Bauchi: 'NG-BA',
  Bayelsa: 'NG-BY',
  Benue: 'NG-BE',
  Borno: 'NG-BO',
  'Cross River': 'NG-CR',
  Delta: 'NG-DE',
  Ebonyi: 'NG-EB',
  Edo: 'NG-ED',
  Ekiti: 'NG-EK',
  Enugu: 'NG-EN',
  Gombe: 'NG-GO',
  Imo: 'NG-IM',
  Jigawa: 'NG-JI',
  Kaduna: 'NG-KD',
  Kano: 'NG-KN',
  Katsina: 'NG-KT',
  Kebbi: 'NG-KE',
  Kogi: 'NG-KO',
  Kwara: 'NG-KW',
  Lagos: 'NG-LA',
  Nasarawa: 'NG-NA',
  Niger: 'NG-NI',
  Ogun: 'NG-OG',
  Ondo: 'NG-ON',
  Osun: 'NG-OS',
  Oyo: 'NG-OY',
  Plateau: 'NG-PL',
  Rivers: 'NG-RI',
  Sokoto: 'NG-SO',
  Taraba: 'NG-TA',
  Yobe: 'NG-YO',
  Zamfara: 'NG-ZA',
  FCT: 'NG-FC',
};

export const VAT_CLASS_LABELS: Record<VatClass, string> = {
  standard: 'Standard rate',
  zero: 'Zero-rated (0%)',
  exempt: 'Exempt',
};

/** The sections a change in the history belongs to. */
export const SETTINGS_SECTIONS = [
  'shop',
  'vat',
  'payment_ways',
  'zones',
  'stations',
  'vat_classes',
  'holidays',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

const stateSchema = v.picklist(NIGERIAN_STATES, 'Choose one of the 36 states or FCT');
const days = (name: string) =>
  v.pipe(
    v.number(`${name} is required`),
    v.integer(`${name} must be a whole number of days`),
    v.minValue(0, `${name} cannot be negative`),
    v.maxValue(60, `${name} must be at most 60 days`),
  );
const fee = (name: string) =>
  v.pipe(
    v.number(`${name} must be a number`),
    v.finite(`${name} must be a number`),
    v.minValue(0, `${name} cannot be negative`),
    v.maxValue(1_000_000, `${name} must be at most ₦1,000,000`),
    v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${name} has at most two decimals`),
  );

export const shopDetailsInputSchema = v.object({
  name: requiredText('Shop name is required', 80),
  support_email: v.pipe(
    v.string('Support email is required'),
    v.trim(),
    v.nonEmpty('Support email is required'),
    v.email('Enter a valid support email'),
    v.maxLength(254, 'Must be at most 254 characters'),
  ),
  support_phone: phoneSchema,
  /** Left out, the hours stay as they are (a client from before they existed). */
  support_hours: v.optional(requiredText('Support hours are required', 80)),
  address: requiredText('Address is required', 300),
  return_window_days: v.pipe(
    v.number('Return window is required'),
    v.integer('Return window must be a whole number of days'),
    v.minValue(0, 'Return window cannot be negative'),
    v.maxValue(365, 'Return window must be at most 365 days'),
  ),
});
export type ShopDetailsInput = v.InferInput<typeof shopDetailsInputSchema>;

export const vatRateInputSchema = v.object({
  rate: v.pipe(
    v.number('VAT rate must be a number'),
    v.finite('VAT rate must be a number'),
    v.minValue(0, 'VAT rate cannot be negative'),
    v.maxValue(50, 'VAT rate must be at most 50%'),
    v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'VAT rate has at most two decimals'),
  ),
});

export const paymentWaysInputSchema = v.object({
  pay_on_delivery: v.boolean('Say whether pay on delivery is offered'),
  /** The largest order total (Naira) paid on delivery; null for no limit. */
  pay_on_delivery_max: v.nullable(priceSchema),
  pay_later: v.boolean('Say whether pay later is offered'),
  pay_now: v.boolean('Say whether paying online is offered'),
  // The three below are kept as they are when left out (admins of earlier releases send none of them).
  /** Bank transfer to the shopper's own account number (a Paystack dedicated account). */
  account_transfer: v.optional(v.boolean('Say whether bank transfer to the shopper’s account is offered')),
  /** How long such an order holds its stock, waiting for the transfer. */
  account_transfer_hold_hours: v.optional(
    v.pipe(
      v.number('Give the hours an order waits for a transfer'),
      v.integer('Give whole hours'),
      v.minValue(1, 'An order waits at least 1 hour for a transfer'),
      v.maxValue(168, 'An order waits at most 168 hours (a week) for a transfer'),
    ),
  ),
  /** Paystack's slug of the bank the account numbers are opened at (`test-bank` in test mode). */
  account_transfer_bank: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[a-z0-9-]{2,40}$/, 'Give the bank’s Paystack slug, e.g. wema-bank'),
    ),
  ),
});
export type PaymentWaysInput = v.InferInput<typeof paymentWaysInputSchema>;

export const zoneInputSchema = v.pipe(
  v.object({
    name: requiredText('Zone name is required', 60),
    fee: fee('Fee'),
    free_from: v.nullable(priceSchema),
    min_days: days('Earliest delivery'),
    max_days: days('Latest delivery'),
  }),
  v.forward(
    v.check((z) => z.max_days >= z.min_days, 'Latest delivery must not be before the earliest'),
    ['max_days'],
  ),
);
export type ZoneInput = v.InferInput<typeof zoneInputSchema>;

export const zoneStateInputSchema = v.object({ state: stateSchema });

export const stationInputSchema = v.object({
  name: requiredText('Station name is required', 120),
  state: stateSchema,
  address: requiredText('Address is required', 300),
  opening_hours: requiredText('Opening hours are required', 120),
  fee: fee('Fee'),
  active: v.optional(v.boolean('Say whether the station is open'), true),
});
export type StationInput = v.InferInput<typeof stationInputSchema>;

export const vatClassInputSchema = v.object({
  vat_class: v.picklist(VAT_CLASSES, 'Choose standard, zero-rated or exempt'),
});
/** A product's own class, or null to follow its category. */
export const productVatInputSchema = v.object({
  vat_class: v.nullable(v.picklist(VAT_CLASSES, 'Choose standard, zero-rated or exempt')),
});

/** A public holiday the shop does not dispatch on: a real calendar day and its name. */
export const holidayInputSchema = v.object({
  date: v.pipe(
    v.string('Choose the day'),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the day'),
    v.check((text) => {
      const day = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
    }, 'Choose a day that exists'),
  ),
  name: requiredText('Name the holiday', 80),
});
export type HolidayInput = v.InferInput<typeof holidayInputSchema>;

export const stateParamsSchema = v.object({ state: stateSchema });
export const settingsHistoryQuerySchema = v.object({
  page: v.optional(intFromText('page', 1, 10_000), 1),
});
export const zoneIdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INT32_MAX));

export interface ShopDetails {
  name: string;
  support_email: string;
  support_phone: string;
  /** When the support phone answers ("Mon–Sat 8:00–18:00"); optional so answers recorded before it still read. */
  support_hours?: string | undefined;
  address: string;
  return_window_days: number;
}

export interface PaymentWays {
  pay_on_delivery: boolean;
  pay_on_delivery_max: number | null;
  pay_later: boolean;
  pay_now: boolean;
  /** Whether a payment provider (Paystack or its simulator) is configured: pay now needs one. */
  pay_now_available: boolean;
  account_transfer: boolean;
  account_transfer_hold_hours: number;
  account_transfer_bank: string;
}

export interface DeliveryZone {
  id: number;
  name: string;
  fee: number;
  free_from: number | null;
  min_days: number;
  max_days: number;
  states: NigerianState[];
}

export interface PickupStation {
  id: number;
  name: string;
  state: NigerianState;
  address: string;
  opening_hours: string;
  fee: number;
  active: boolean;
}

export interface VatCategory {
  id: number;
  name: string;
  vat_class: VatClass;
}

export interface VatProductOverride {
  id: number;
  name: string;
  category: string;
  vat_class: VatClass;
}

export interface PublicHoliday {
  id: number;
  /** The Lagos calendar day, `YYYY-MM-DD`. */
  date: string;
  name: string;
}

export interface AdminSettings {
  shop: ShopDetails;
  vat_rate: number;
  payment_ways: PaymentWays;
  zones: DeliveryZone[];
  stations: PickupStation[];
  categories: VatCategory[];
  product_overrides: VatProductOverride[];
  /** Every public holiday, oldest first: delivery windows skip them like weekends. */
  holidays: PublicHoliday[];
  updated_at: string;
}

export interface SettingsChange {
  id: number;
  section: SettingsSection;
  /** What changed, in words ("Lagos moved to South West"). */
  summary: string;
  actor: string | null;
  before: unknown;
  after: unknown;
  created_at: string;
}

/** GET /api/store/settings: what every page of the storefront may show. */
export interface StoreSettings {
  shop: ShopDetails;
  vat_rate: number;
}

/** GET /api/store/delivery: the zones and open pickup stations, for /shipping and the checkout. */
export interface StoreDelivery {
  zones: DeliveryZone[];
  stations: PickupStation[];
  /**
   * The public holidays from today on (`YYYY-MM-DD`), which delivery windows skip (`deliveryWindow`); optional, so
   * an answer cached before it reads as none.
   */
  holidays?: string[];
  /**
   * Whether Settings offer pay on delivery, and for orders up to what total (Naira; null: any), as checkout applies
   * it. Absent from an older API's answer: then not promised.
   */
  pay_on_delivery?: { offered: boolean; max: number | null } | undefined;
}

const shopDetailsSchema = v.object({
  name: v.string(),
  support_email: v.string(),
  support_phone: v.string(),
  support_hours: v.optional(v.string()),
  address: v.string(),
  return_window_days: v.number(),
});
const zoneSchema = v.object({
  id: v.number(),
  name: v.string(),
  fee: v.number(),
  free_from: v.nullable(v.number()),
  min_days: v.number(),
  max_days: v.number(),
  states: v.array(v.picklist(NIGERIAN_STATES)),
});
export const pickupStationSchema = v.object({
  id: v.number(),
  name: v.string(),
  state: v.picklist(NIGERIAN_STATES),
  address: v.string(),
  opening_hours: v.string(),
  fee: v.number(),
  active: v.boolean(),
});

/** Answer schemas (what the API sends, field for field). */
export const storeSettingsSchema = v.object({ shop: shopDetailsSchema, vat_rate: v.number() });
export const storeDeliverySchema = v.object({
  zones: v.array(zoneSchema),
  stations: v.array(pickupStationSchema),
  holidays: v.optional(v.array(v.string())),
  pay_on_delivery: v.optional(v.object({ offered: v.boolean(), max: v.nullable(v.number()) })),
});
export const publicHolidaySchema = v.object({ id: v.number(), date: v.string(), name: v.string() });
export const deliveryZoneSchema = zoneSchema;
export const adminSettingsSchema = v.object({
  shop: shopDetailsSchema,
  vat_rate: v.number(),
  payment_ways: v.object({
    pay_on_delivery: v.boolean(),
    pay_on_delivery_max: v.nullable(v.number()),
    pay_later: v.boolean(),
    pay_now: v.boolean(),
    pay_now_available: v.boolean(),
    account_transfer: v.boolean(),
    account_transfer_hold_hours: v.number(),
    account_transfer_bank: v.string(),
  }),
  zones: v.array(zoneSchema),
  stations: v.array(pickupStationSchema),
  categories: v.array(v.object({ id: v.number(), name: v.string(), vat_class: v.picklist(VAT_CLASSES) })),
  product_overrides: v.array(
    v.object({ id: v.number(), name: v.string(), category: v.string(), vat_class: v.picklist(VAT_CLASSES) }),
  ),
  holidays: v.array(publicHolidaySchema),
  updated_at: v.string(),
});
export const settingsChangeSchema = v.object({
  id: v.number(),
  section: v.picklist(SETTINGS_SECTIONS),
  summary: v.string(),
  actor: v.nullable(v.string()),
  before: v.unknown(),
  after: v.unknown(),
  created_at: v.string(),
});
