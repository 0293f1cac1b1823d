// The USSD gateway's calls (docs/ussd.md): Africa's Talking's session callback and its end-of-session notification,
// form-encoded, every value a string. Kept out of the package's root export: import them by path.
import * as v from 'valibot';
import { noControlCharacters } from './common';

const field = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} is required`),
    v.maxLength(max, `${name} must be at most ${max} characters`),
    noControlCharacters(),
  );

const required = (name: string, max: number) =>
  v.pipe(field(name, max), v.minLength(1, `${name} is required`));

/** `?key=…`: the shop's USSD_CALLBACK_KEY, given to the gateway with the callback URL. */
export const ussdQuerySchema = v.object({
  key: v.optional(
    v.pipe(v.string(), v.maxLength(200, 'key must be at most 200 characters'), noControlCharacters()),
  ),
});

/**
 * One hop of a session: `text` is every reply so far joined by `*` (empty on the first), `phoneNumber` the caller as
 * the network gives it (+234…).
 */
export const ussdCallbackSchema = v.object({
  sessionId: required('sessionId', 100),
  serviceCode: required('serviceCode', 40),
  phoneNumber: required('phoneNumber', 24),
  networkCode: v.optional(field('networkCode', 10), ''),
  text: v.optional(field('text', 500), ''),
});
export type UssdCallback = v.InferOutput<typeof ussdCallbackSchema>;

/** Sent once a session is over: how it ended, its hops and the last screen it showed. */
export const ussdEventSchema = v.object({
  sessionId: required('sessionId', 100),
  serviceCode: v.optional(field('serviceCode', 40), ''),
  phoneNumber: v.optional(field('phoneNumber', 24), ''),
  networkCode: v.optional(field('networkCode', 10), ''),
  status: v.picklist(['Success', 'Incomplete', 'Failed'], 'status must be Success, Incomplete or Failed'),
  cost: v.optional(field('cost', 40), ''),
  date: v.optional(field('date', 40), ''),
  input: v.optional(field('input', 500), ''),
  hopsCount: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'hopsCount must be a number')), '0'),
  lastAppResponse: v.optional(field('lastAppResponse', 1000), ''),
  durationInMillis: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'durationInMillis must be a number')),
    '0',
  ),
  errorMessage: v.optional(field('errorMessage', 500), ''),
});
export type UssdEvent = v.InferOutput<typeof ussdEventSchema>;
