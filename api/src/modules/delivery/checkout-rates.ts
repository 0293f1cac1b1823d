import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { NigerianState } from 'shared-contracts/schemas/orders';
import type { Executor } from '../../db/client.js';
import type { Courier, Rate } from '../../lib/couriers/courier.js';
import { loadSettingsRow } from '../settings/index.js';
import { nextDayInLagos, shopParty, UNIT_WEIGHT_KG } from './ship.js';

/** The courier's price for home delivery as checkout charges it: the fee and, when its words give them, the days. */
export interface CourierQuote {
  courier: string;
  feeKobo: number;
  /** Working days from the courier's estimate ("Between 2 - 3 working days"); null when it gave none we read. */
  minDays: number | null;
  maxDays: number | null;
}

/** A line of the cart as the courier is asked about it. */
export interface RateLine {
  name: string;
  quantity: number;
  unitKobo: number;
}

export interface CheckoutRates {
  /**
   * The courier's price for home delivery of these lines to a state, with a token that lets checkout charge it, or
   * null when the courier did not answer within the time checkout waits (then the zone's fee is charged).
   */
  rateFor(input: { userId: number; state: NigerianState; lines: RateLine[] }): Promise<{
    quote: CourierQuote;
    token: string;
  } | null>;
  /** The quote a token carries when it is ours, unexpired, and for this shopper, state and parcel; else null. */
  redeem(
    token: string,
    expect: { userId: number; state: NigerianState; lines: RateLine[] },
  ): Promise<CourierQuote | null>;
}

/** How long checkout waits for the courier's price before it charges the zone's fee. */
const COURIER_QUOTE_WAIT_MS = 2_000;
/** How long a courier's price is used for the same state and weight before it is asked again. */
const RATE_KEPT_MS = 10 * 60_000;
/** How long a courier that did not answer is left alone before checkout asks it again. */
const SILENCE_KEPT_MS = 60_000;
/** How long the shopper has, from the quote, to place the order at the price it showed. */
const QUOTE_TOKEN_TTL_S = 30 * 60;
const QUOTE_AUDIENCE = 'kasuwa:courier-quote';

/** What the parcel of these lines weighs, in whole kilograms (the courier's bands). */
const parcelWeightKg = (lines: RateLine[]): number =>
  Math.max(1, Math.ceil(lines.reduce((kg, l) => kg + l.quantity * UNIT_WEIGHT_KG, 0)));

/**
 * Working days in a courier's words: "Between 2 - 3 working days" (2–3), "Within 24 hours" (1–1); null for words that
 * give none. "Same day delivery" counts as one working day: the day the courier collects comes after the shop's
 * dispatch day, and the checkout never promises less than a day.
 */
export function daysOfEta(eta: string | null): { minDays: number; maxDays: number } | null {
  if (eta === null) return null;
  const text = eta.toLowerCase();
  if (text.includes('same day')) return { minDays: 1, maxDays: 1 };
  const range = /(\d+)\s*(?:-|–|to)\s*(\d+)\s*(?:working|business)?\s*days?/.exec(text);
  if (range) {
    const [a, b] = [Math.max(1, Number(range[1])), Math.max(1, Number(range[2]))];
    return { minDays: Math.min(a, b), maxDays: Math.max(a, b) };
  }
  const hours = /(\d+)\s*hours?/.exec(text);
  if (hours) {
    const days = Math.max(1, Math.ceil(Number(hours[1]) / 24));
    return { minDays: days, maxDays: days };
  }
  const days = /(\d+)\s*(?:working|business)?\s*days?/.exec(text);
  return days ? { minDays: Math.max(1, Number(days[1])), maxDays: Math.max(1, Number(days[1])) } : null;
}

const quoteOf = (rate: Rate): CourierQuote => {
  const days = daysOfEta(rate.eta);
  return {
    courier: rate.courier.slice(0, 80),
    feeKobo: Number(rate.feeKobo),
    minDays: days?.minDays ?? null,
    maxDays: days?.maxDays ?? null,
  };
};

/**
 * The courier's prices at checkout (docs/delivery.md, "The price at checkout"). The courier is asked for a state and
 * a parcel's weight, from the shop's address to the state (the booking later gives the street), and its cheapest
 * offer is kept for ten minutes, so a shopper changing state or code does not ask it again; asks for the same state
 * and weight at once share one call. A courier that does not answer within two seconds is not asked again for a
 * minute, and checkout charges the zone's fee meanwhile: it never waits longer, nor fails because of the courier.
 *
 * The price reaches checkout in a token signed with a key of the shop's own (from `JWT_SECRET`), for the shopper,
 * the state and the parcel's weight, valid for 30 minutes: any API process can charge what any other quoted.
 */
export function createCheckoutRates(deps: {
  db: Executor;
  courier: Courier | null;
  secret: string;
  waitMs?: number;
}): CheckoutRates {
  const key = createHmac('sha256', deps.secret).update('kasuwa courier quote').digest();
  const waitMs = deps.waitMs ?? COURIER_QUOTE_WAIT_MS;
  const courier = deps.courier;

  const rates = new LRUCache<string, CourierQuote | false, { state: NigerianState; lines: RateLine[] }>({
    max: 500,
    ttl: RATE_KEPT_MS,
    fetchMethod: async (_key, _stale, { context, options }) => {
      if (!courier) return false;
      try {
        const settings = await loadSettingsRow(deps.db);
        const from = shopParty(settings);
        const offers = await courier.quote(
          {
            from,
            to: { ...from, address: `${context.state}, Nigeria` },
            parcel: {
              items: context.lines.map((l) => ({
                name: l.name.slice(0, 100),
                quantity: l.quantity,
                unitWeightKg: UNIT_WEIGHT_KG,
                unitAmountNaira: Math.round(l.unitKobo / 100),
              })),
            },
            pickupDate: nextDayInLagos(new Date()),
          },
          { timeoutMs: waitMs },
        );
        const cheapest = offers[0];
        if (cheapest) return quoteOf(cheapest);
      } catch {
        // Not reached, too slow or refused: the zone's fee, and the courier left alone for a while.
      }
      options.ttl = SILENCE_KEPT_MS;
      return false;
    },
  });

  const keyOf = (state: NigerianState, lines: RateLine[]) => `${state}|${parcelWeightKg(lines)}`;

  return {
    async rateFor({ userId, state, lines }) {
      if (!courier || lines.length === 0) return null;
      // The call itself gives up after waitMs; this bounds a shared call another request started earlier too.
      let timer: NodeJS.Timeout | undefined;
      const found = await Promise.race([
        rates.fetch(keyOf(state, lines), { context: { state, lines } }),
        new Promise<undefined>((resolve) => {
          timer = setTimeout(() => resolve(undefined), waitMs);
        }),
      ]).finally(() => clearTimeout(timer));
      if (!found) return null;
      const now = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({
        state,
        kg: parcelWeightKg(lines),
        courier: found.courier,
        fee: found.feeKobo,
        min: found.minDays,
        max: found.maxDays,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setAudience(QUOTE_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + QUOTE_TOKEN_TTL_S)
        .sign(key);
      return { quote: found, token };
    },
    async redeem(token, expect) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: QUOTE_AUDIENCE,
          subject: String(expect.userId),
          requiredClaims: ['exp'],
        });
        const { state, kg, courier: name, fee, min, max } = payload;
        if (state !== expect.state || kg !== parcelWeightKg(expect.lines)) return null;
        if (typeof name !== 'string' || typeof fee !== 'number' || !Number.isSafeInteger(fee) || fee < 0)
          return null;
        const dayOrNull = (d: unknown) => (typeof d === 'number' && Number.isInteger(d) && d >= 0 ? d : null);
        return { courier: name, feeKobo: fee, minDays: dayOrNull(min), maxDays: dayOrNull(max) };
      } catch {
        return null;
      }
    },
  };
}
