import * as v from 'valibot';

const INVALID = 'Phone must be +234 followed by 10 digits, or 0 followed by 10 digits';

/**
 * '+2348031234567', '2348031234567', '08031234567', '8031234567' and '+23408031234567' (the local number written
 * after the country code, as many do; spaces/dashes allowed) → '+2348031234567'; otherwise null.
 */
export function normalizeNigerianPhone(raw: string): string | null {
  const compact = raw.replace(/[\s().-]/g, '');
  const match = /^(?:\+?2340?|0)?([789]\d{9})$/.exec(compact);
  return match ? `+234${match[1]}` : null;
}

/** '+2348031234567' → '+234 803 123 4567' */
export function formatNigerianPhone(e164: string): string {
  const m = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `+234 ${m[1]} ${m[2]} ${m[3]}` : e164;
}

/** What a shopper is told when the number given to sign in with is not a Nigerian mobile number. */
export const SIGN_IN_PHONE_INVALID =
  'Enter a Nigerian mobile number, like 0803 123 4567 or +234 803 123 4567.';

/** The number a shopper signs in with: a Nigerian mobile number in any usual form, answered as E.164 (+234…). */
export const signInPhoneSchema = v.pipe(
  v.string(SIGN_IN_PHONE_INVALID),
  v.trim(),
  v.nonEmpty('Enter your phone number.'),
  v.maxLength(24, SIGN_IN_PHONE_INVALID),
  v.check((s) => normalizeNigerianPhone(s) !== null, SIGN_IN_PHONE_INVALID),
  v.transform((s) => normalizeNigerianPhone(s) as string),
);

export const phoneSchema = v.pipe(
  v.string('Phone is required'),
  v.trim(),
  v.nonEmpty('Phone is required'),
  v.check((s) => normalizeNigerianPhone(s) !== null, INVALID),
  v.transform((s) => normalizeNigerianPhone(s) as string),
);

const SECOND_PHONE_INVALID = 'Second phone must be +234 followed by 10 digits, or 0 followed by 10 digits';

/** An optional second phone (an address, an order's): '' or absent is none; otherwise a Nigerian number, kept as +234… */
export const optionalPhoneSchema = v.optional(
  v.nullable(
    v.pipe(
      v.string(SECOND_PHONE_INVALID),
      v.trim(),
      v.check((s) => s === '' || normalizeNigerianPhone(s) !== null, SECOND_PHONE_INVALID),
      v.transform((s) => (s === '' ? null : normalizeNigerianPhone(s))),
    ),
  ),
  null,
);
