import type { Counters } from '../../plugins/app/counters.js';
import { minutesInWords, tooManyRequests, type HttpError } from '../../lib/http-error.js';

const HOUR_MS = 60 * 60 * 1000;

/** Failed codes allowed an hour (config `promoCodeLimits`). */
export interface CodeAttemptLimits {
  perAccountPerHour: number;
  perClientPerHour: number;
}

/**
 * The promo codes one shopper tries from one client address, against guessing (docs/security.md, "Promo codes").
 * A code counts once an hour however often it is sent (every change of delivery asks for a new quote with it).
 * - Per account: a code new to the account this hour is counted before it is looked at, so codes sent at once
 *   cannot all slip under the limit, and counted off again once it applies: what is left is codes that failed.
 * - Per client address: each code that failed there, whichever account sent it, so many shoppers behind one
 *   carrier-NAT address using the same sale code are never stopped by each other.
 * Past either limit no new code is looked at, a good one neither, until the hour is over; a code the account
 * already tried this hour still is (its own applied code keeps working). The quote and checkout both ask `begin`
 * first and report what the code did with `settled`.
 */
export interface CodeAttempts {
  /** The 429 to answer, in words, when the code is new and too many have failed this hour; null to go on. */
  begin(code: string): Promise<HttpError | null>;
  /** What the code did once looked at. */
  settled(code: string, applied: boolean): Promise<void>;
  /**
   * Whether the code applied for the shopper this hour: only then is a checkout that lost the code's last use told
   * so by name (anyone else is told only that the total changed).
   */
  wasApplied(code: string): Promise<boolean>;
}

export function codeAttempts(
  counters: Counters,
  limits: CodeAttemptLimits,
  who: { userId: number; address: string },
): CodeAttempts {
  const keys = {
    /** Codes new to the account this hour, and those of them that applied. */
    tried: `promo-tried:${who.userId}`,
    good: `promo-good:${who.userId}`,
    /** Distinct codes that failed at the address this hour. */
    failedHere: `promo-failed-client:${who.address}`,
    triedCode: (code: string) => `promo-tried:${who.userId}:${code}`,
    appliedCode: (code: string) => `promo-applied:${who.userId}:${code}`,
    failedHereCode: (code: string) => `promo-failed-client:${who.address}:${code}`,
  };
  return {
    async begin(code) {
      if ((await counters.get(keys.triedCode(code))).count > 0) return null;
      const [tried, good, failedHere] = await Promise.all([
        counters.add(keys.tried, HOUR_MS),
        counters.get(keys.good),
        counters.get(keys.failedHere),
      ]);
      const waitMs = Math.max(
        tried.count - good.count > limits.perAccountPerHour ? tried.ttlMs : 0,
        failedHere.count >= limits.perClientPerHour ? failedHere.ttlMs : 0,
      );
      if (waitMs > 0) {
        const message = `Too many codes tried. Try again in ${minutesInWords(waitMs)}.`;
        return tooManyRequests(message, waitMs, { promo_code: [message] });
      }
      await counters.add(keys.triedCode(code), HOUR_MS);
      return null;
    },
    async settled(code, applied) {
      if (applied) {
        if ((await counters.add(keys.appliedCode(code), HOUR_MS)).count === 1)
          await counters.add(keys.good, HOUR_MS);
        return;
      }
      if ((await counters.add(keys.failedHereCode(code), HOUR_MS)).count === 1)
        await counters.add(keys.failedHere, HOUR_MS);
    },
    async wasApplied(code) {
      return (await counters.get(keys.appliedCode(code))).count > 0;
    },
  };
}
