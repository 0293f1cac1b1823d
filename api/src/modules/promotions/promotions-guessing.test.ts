import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema.js';
import { address } from '../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';
import { createPromotion, type QuoteAnswer } from '../../../test/promotions-fixtures.js';
import { DAY, promotionsFixtures } from './promotions-testing.js';

describe.each(databases)('promotions at checkout (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  }, 60_000);
  afterAll(async () => t?.close());
  const { code, cartWith } = promotionsFixtures(kind, () => t.app);

  describe('guessing codes', () => {
    const INVALID = 'This code is not valid';
    const WAIT = /^Too many codes tried\. Try again in \d+ minutes\.$/;
    const quoteFrom = async (headers: Record<string, string>, promo: string, remoteAddress: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders/quote?promo_code=${encodeURIComponent(promo)}`,
        headers,
        remoteAddress,
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: QuoteAnswer }>().data;
    };
    const placeFrom = (
      headers: Record<string, string>,
      promo: string,
      remoteAddress: string,
      expected_total?: number,
    ) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/checkout',
        headers,
        remoteAddress,
        payload: {
          shipping_address: address,
          payment_method: 'pay_on_delivery',
          promo_code: promo,
          ...(expected_total === undefined ? {} : { expected_total }),
        },
      });

    it('an unknown, expired, paused, used-up or not-yet-active code all get the same answer, at the quote and at checkout', async () => {
      const here = '192.0.2.31';
      const soon = code('SOON');
      await createPromotion(t.app, { code: soon, startsAt: new Date(Date.now() + DAY) });
      const gone = code('GONE');
      await createPromotion(t.app, {
        code: gone,
        startsAt: new Date(Date.now() - 2 * DAY),
        endsAt: new Date(Date.now() - 1_000),
      });
      const paused = code('PAUSE');
      await createPromotion(t.app, { code: paused, pausedAt: new Date() });
      const usedUp = code('USEDUP');
      await createPromotion(t.app, { code: usedUp, usageLimit: 3, used: 3 });
      const s = await cartWith([{ price: 5_000 }]);
      for (const c of [`NOSUCH${usedUp}`, soon, gone, paused, usedUp]) {
        expect((await quoteFrom(s.headers, c, here)).promo_code).toEqual({
          code: c,
          applied: false,
          message: INVALID,
        });
        const placed = await placeFrom(s.headers, c, here);
        expect(placed.statusCode).toBe(400);
        expect(placed.json()).toMatchObject({ message: INVALID, errors: { promo_code: [INVALID] } });
      }
      // A checkout with a total that no longer holds is not told either that a code it was never given is used up.
      const guessed = await placeFrom(s.headers, usedUp, here, 1);
      expect(guessed.statusCode).toBe(409);
      expect(guessed.json().conflict.reason).toBe('total');
      expect(guessed.body).not.toContain(usedUp);
    });

    it('10 failed codes an hour per account, each counted once, then a wait told in words, at the quote and at checkout', async () => {
      const here = '192.0.2.32';
      const good = code('GOOD');
      await createPromotion(t.app, { code: good, percentOff: 10 });
      const s = await cartWith([{ price: 5_000 }]);
      // The same wrong code sent again (each change of delivery asks for a new quote) counts once.
      for (let i = 0; i < 12; i += 1)
        expect((await quoteFrom(s.headers, `WRONG${good}`, here)).promo_code?.message).toBe(INVALID);
      for (let i = 1; i < 9; i += 1) await quoteFrom(s.headers, `WRONG${i}${good}`, here);
      const tenth = await placeFrom(s.headers, `WRONG9${good}`, here);
      expect(tenth.json().message).toBe(INVALID);

      // Now even a good code is not tried: the quote says how long to wait, without the discount.
      const blocked = await quoteFrom(s.headers, good, here);
      expect(blocked.promo_code).toEqual({
        code: good,
        applied: false,
        message: expect.stringMatching(WAIT),
      });
      expect(blocked.discount).toBe(0);
      const refused = await placeFrom(s.headers, good, here);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(WAIT);
      expect(refused.json().errors.promo_code[0]).toMatch(WAIT);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      // Nor is the refusal kept for an Idempotency-Key: once the wait is over, the same key places the order.
      const key = randomUUID();
      const keyed = await placeFrom({ ...s.headers, 'idempotency-key': key }, good, here);
      expect(keyed.statusCode).toBe(429);
      expect(Number(keyed.headers['retry-after'])).toBeGreaterThan(3000);
      const kept = await t.app.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, s.user.id), eq(idempotencyKeys.key, key)));
      expect(kept).toEqual([]);
      // From another address too: the limit is the account's.
      expect((await quoteFrom(s.headers, good, '198.51.100.32')).promo_code?.message).toMatch(WAIT);
      // Another shopper at the same address still uses the code.
      const other = await cartWith([{ price: 5_000 }]);
      expect((await quoteFrom(other.headers, good, here)).promo_code?.applied).toBe(true);
      expect((await placeFrom(other.headers, good, here)).statusCode).toBe(201);
    });

    it('30 failed codes an hour per address, whichever accounts tried them', async () => {
      const here = '192.0.2.33';
      const good = code('GOOD');
      await createPromotion(t.app, { code: good, percentOff: 10 });
      for (let who = 0; who < 5; who += 1) {
        const s = await cartWith([{ price: 1_000 }]);
        for (let i = 0; i < 6; i += 1) await quoteFrom(s.headers, `NOPE${who}X${i}${good}`, here);
      }
      const fresh = await cartWith([{ price: 1_000 }]);
      expect((await quoteFrom(fresh.headers, good, here)).promo_code?.message).toMatch(WAIT);
      expect((await placeFrom(fresh.headers, good, here)).statusCode).toBe(429);
      expect((await quoteFrom(fresh.headers, good, '198.51.100.33')).promo_code?.applied).toBe(true);
    });
  });
});
