import * as v from 'valibot';
import { optionalPhoneSchema, phoneSchema } from '../phone';
import { requiredText, text } from './common';
import { NIGERIAN_STATES, type NigerianState } from './order-values';

/** How many addresses one account keeps. */
export const MAX_ADDRESSES = 20;

/** Optional text: '' or absent is none. */
const optionalLine = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        text(max),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ),
    null,
  );

/** POST and PUT users/me/addresses: one address of the book. */
export const addressInputSchema = v.object({
  full_name: requiredText('Full name is required', 120),
  phone: phoneSchema,
  second_phone: optionalPhoneSchema,
  street: requiredText('Street address is required', 200),
  lga: requiredText('LGA is required', 80),
  state: v.picklist(NIGERIAN_STATES, 'Choose one of the 36 states or FCT'),
  landmark: optionalLine(120),
  /** Make it the default (the first address always is). */
  is_default: v.optional(v.boolean('Default must be true or false'), false),
});
export type AddressInput = v.InferInput<typeof addressInputSchema>;
export type AddressBody = v.InferOutput<typeof addressInputSchema>;

/** One saved address, as the API answers it. */
export const savedAddressSchema = v.object({
  id: v.number(),
  full_name: v.string(),
  phone: v.string(),
  second_phone: v.nullable(v.string()),
  street: v.string(),
  lga: v.string(),
  state: v.picklist(NIGERIAN_STATES),
  landmark: v.nullable(v.string()),
  is_default: v.boolean(),
  created_at: v.string(),
  updated_at: v.string(),
});

export interface SavedAddress {
  id: number;
  full_name: string;
  /** +234… */
  phone: string;
  second_phone: string | null;
  street: string;
  /** The local government area: what an order's address calls its city. */
  lga: string;
  state: NigerianState;
  /** A landmark or the nearest bus stop. */
  landmark: string | null;
  is_default: boolean;
  created_at: string;
  updated_at: string;
}

/**
 * The street line an order's address carries for a saved address: its street, then its landmark or nearest bus
 * stop, so the courier reads both (cut to the order's 200 characters).
 */
export function streetWithLandmark(address: Pick<SavedAddress, 'street' | 'landmark'>): string {
  const line = address.landmark ? `${address.street} (${address.landmark})` : address.street;
  return line.length <= 200 ? line : address.street;
}
