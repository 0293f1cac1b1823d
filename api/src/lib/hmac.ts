import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether `givenHex` is the HMAC (hex) of the exact `body` keyed with `secret`, compared in constant time. No secret,
 * nothing given: never (a webhook is not taken on trust).
 */
export function hmacHexMatches(
  algorithm: 'sha256' | 'sha512',
  secret: string,
  body: Buffer,
  givenHex: string,
): boolean {
  if (secret === '' || givenHex === '') return false;
  const given = Buffer.from(givenHex.trim().toLowerCase(), 'utf8');
  const expected = Buffer.from(createHmac(algorithm, secret).update(body).digest('hex'), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
