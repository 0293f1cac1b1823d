import { randomBytes } from 'node:crypto';
import { lagosToday } from 'shared-contracts/dates';

/** Letters and digits a person reads back without mistaking one for another (no 0/O, 1/I). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * An order's number, the one format of every order (checkout's and the seed's): `KSW-`, the Lagos calendar day the
 * order was placed (23:30 UTC is already the next day in Lagos), and six characters from `bytes`
 * ('KSW-20261121-7F3K9Q'). The seed passes bytes of its own so a fresh database always looks the same.
 */
export function newOrderNumber(now = new Date(), bytes: number[] = [...randomBytes(6)]): string {
  const suffix = bytes
    .slice(0, 6)
    .map((b) => ALPHABET[b % ALPHABET.length])
    .join('');
  return `KSW-${lagosToday(now.getTime()).replace(/-/g, '')}-${suffix}`;
}

/** What `newOrderNumber` makes. */
export const ORDER_NUMBER = /^KSW-\d{8}-[2-9A-HJ-NP-Z]{6}$/;
