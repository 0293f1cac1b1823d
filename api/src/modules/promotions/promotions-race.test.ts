import { count, eq, sql } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { orderPromotions, promotions } from './tables.js';
import { HttpError } from '../../lib/http-error.js';
import type { AppliedPromotionKobo } from './apply.js';
import { releasePromotionUses, reservePromotionUses } from './uses.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';
import { createPromotion } from '../../../test/promotions-fixtures.js';

const SHOPPERS = 1_000;
const CAP = 300;
/** The test pools' size (helpers.ts opens 12 connections per PostgreSQL schema; PGlite has one session). */
const CONNECTIONS_PER_POOL = 12;

/** SHOPPERS users with one pending order each, inserted in bulk. */
async function shoppersWithOrders(db: Db): Promise<{ userId: number; orderId: number }[]> {
  const tag = Date.now().toString(36);
  const made = await db
    .insert(users)
    .values(
      Array.from({ length: SHOPPERS }, (_, i) => ({
        email: `race${tag}${i}@example.ng`,
        username: `race${tag}${i}`,
        firstName: 'Race',
        lastName: `${i}`,
        passwordHash: 'not-a-hash',
      })),
    )
    .returning({ id: users.id });
  const placed = await db
    .insert(orders)
    .values(
      made.map((u, i) => ({
        number: `KSW-RACE-${tag}-${i}`,
        userId: u.id,
        paymentMethod: 'pay_on_delivery' as const,
        subtotalKobo: 1_000_000,
        totalKobo: 800_000,
        shippingFullName: 'Race Shopper',
        shippingPhone: '+2348030000000',
        shippingStreet: '1 Marina',
        shippingCity: 'Lagos',
        shippingState: 'Lagos',
      })),
    )
    .returning({ id: orders.id, userId: orders.userId });
  return placed.map((o) => ({ userId: o.userId, orderId: o.id }));
}

/**
 * Runs every task at once over the pools, each pool kept as busy as it has connections (as API replicas are under
 * a rush: a request past the pool's 5 s wait for a connection would fail on its own, not on the cap).
 */
async function raceAll<T>(
  items: T[],
  pools: Db[],
  task: (db: Db, item: T) => Promise<void>,
): Promise<PromiseSettledResult<void>[]> {
  const outcomes: PromiseSettledResult<void>[] = new Array(items.length);
  let next = 0;
  const worker = async (db: Db) => {
    while (next < items.length) {
      const i = next;
      next += 1;
      const item = items[i];
      if (item === undefined) continue;
      outcomes[i] = await task(db, item).then(
        (value) => ({ status: 'fulfilled', value }) as const,
        (reason: unknown) => ({ status: 'rejected', reason }) as const,
      );
    }
  };
  await Promise.all(pools.flatMap((db) => Array.from({ length: CONNECTIONS_PER_POOL }, () => worker(db))));
  return outcomes;
}

describe.each(databases)('a code limited to 300 uses, 1,000 shoppers at once (%s)', (kind) => {
  let t: TestApp;
  /** A second pool on the same schema: another API replica. */
  let replica: Database | null = null;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
    if (kind === 'postgres') {
      const [row] = await t.database.db
        .select({ schema: sql<string>`current_schema()` })
        .from(sql`(select 1) as one`);
      replica = await openDatabase({
        databaseUrl: process.env.DATABASE_URL,
        schemaName: row?.schema,
        poolSize: 12,
      });
    }
  }, 60_000);
  afterAll(async () => {
    await replica?.close();
    await t?.close();
  });

  it('is used exactly 300 times; a release gives one use back', async () => {
    const promo = await createPromotion(t.app, {
      name: 'Black Friday',
      code: 'BLACKFRIDAY',
      percentOff: 20,
      usageLimit: CAP,
    });
    const applied: AppliedPromotionKobo[] = [
      {
        id: promo.id,
        name: promo.name,
        code: promo.code,
        kind: 'percentage',
        discountKobo: 200_000,
        lineDiscountsKobo: [200_000],
      },
    ];
    const shoppers = await shoppersWithOrders(t.app.db);
    const pools: Db[] = replica ? [t.app.db, replica.db] : [t.app.db];
    const outcomes = await raceAll(shoppers, pools, (db, s) =>
      db.transaction((tx) => reservePromotionUses(tx, s.orderId, s.userId, applied)),
    );
    const won = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [shoppers[i]] : []));
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    expect(won).toHaveLength(CAP);
    expect(refused).toHaveLength(SHOPPERS - CAP);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(HttpError);
      expect(reason).toMatchObject({
        statusCode: 409,
        conflict: { reason: 'promotion', code: 'BLACKFRIDAY' },
      });
    }
    const used = async () =>
      (
        await t.app.db.select({ used: promotions.used }).from(promotions).where(eq(promotions.id, promo.id))
      )[0]?.used;
    const held = async () =>
      (
        await t.app.db
          .select({ n: count() })
          .from(orderPromotions)
          .where(
            sql`${orderPromotions.promotionId} = ${promo.id} and ${orderPromotions.status} <> 'released'`,
          )
      )[0]?.n;
    expect(await used()).toBe(CAP);
    expect(await held()).toBe(CAP);

    // One winner's order is cancelled: its use goes back, and one of the losers gets it, and no one else.
    const winner = won[0];
    if (!winner) throw new Error('no winner');
    await t.app.db.transaction((tx) => releasePromotionUses(tx, winner.orderId));
    expect(await used()).toBe(CAP - 1);
    const losers = shoppers.filter((s) => !won.includes(s)).slice(0, 5);
    const second = await Promise.allSettled(
      losers.map((s, i) =>
        (pools[i % pools.length] ?? t.app.db).transaction((tx) =>
          reservePromotionUses(tx, s.orderId, s.userId, applied),
        ),
      ),
    );
    expect(second.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await used()).toBe(CAP);
    expect(await held()).toBe(CAP);
  }, 180_000);
});
