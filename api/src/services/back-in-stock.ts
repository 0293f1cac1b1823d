// "Notify me" when a product is back in stock (docs/storefront.md, "Back in stock").
import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { backInStockRequests, products, variants } from '../db/schema.js';
import { conflict, notFound } from '../lib/http-error.js';
import type { Mail } from '../plugins/app/mailer.js';
import { queueMail, type JobSender } from './mail-queue.js';
import { inStock } from './product-listing.js';
import { shopSignOff } from './receipts.js';
import { storeSettings } from './settings.js';
import { queueSms } from './sms-queue.js';

export const IN_STOCK_ALREADY = 'This product is in stock: add it to your cart.';

/** A published product that exists, and whether any of its variants is in stock. */
async function productState(db: Executor, productId: number): Promise<{ inStock: boolean }> {
  const [row] = await db
    .select({
      id: products.id,
      inStock: sql<boolean>`${inStock}`,
    })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true)));
  if (!row) throw notFound('Product not found.');
  return { inStock: row.inStock };
}

/**
 * Records that `email` waits for the product: one row per product and address, so asking again changes nothing
 * while it waits (idempotent). Once a mail has gone (or the product came back meanwhile), asking again is a new wait
 * with its own mail. A product in stock is refused (409): there is nothing to wait for.
 */
export async function subscribeBackInStock(
  db: Executor,
  input: { productId: number; email: string; userId: number | null; phone: string | null },
): Promise<void> {
  if ((await productState(db, input.productId)).inStock) throw conflict(IN_STOCK_ALREADY);
  const waiting = sql`${backInStockRequests.notifiedAt} is null and ${backInStockRequests.restockedAt} is null`;
  await db
    .insert(backInStockRequests)
    .values({ productId: input.productId, email: input.email, userId: input.userId, phone: input.phone })
    .onConflictDoUpdate({
      target: [backInStockRequests.productId, backInStockRequests.email],
      set: {
        userId: sql`coalesce(excluded.user_id, ${backInStockRequests.userId})`,
        phone: sql`coalesce(excluded.phone, ${backInStockRequests.phone})`,
        // A wait that is over (mailed, or due to be) starts again.
        subscribedAt: sql`case when ${waiting} then ${backInStockRequests.subscribedAt} else now() end`,
        restockedAt: sql`null`,
        notifiedAt: sql`null`,
      },
    });
}

/** Whether `email` waits for the product now. */
export async function isWaiting(db: Executor, productId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: backInStockRequests.id })
    .from(backInStockRequests)
    .where(
      and(
        eq(backInStockRequests.productId, productId),
        eq(backInStockRequests.email, email),
        isNull(backInStockRequests.notifiedAt),
      ),
    );
  return row !== undefined;
}

/** How many notices one run sends at most; the next run takes the rest. */
const BATCH = 200;

/**
 * Queues the mail of every wait whose product came back in stock (the trigger of migration 0026 marks them), and marks
 * each notified in the same transaction: one mail per wait, never two (the mail's key names the wait and when it
 * began, so a run that is retried queues nothing twice). Answers how many it queued.
 */
export async function sendBackInStockNotices(jobs: JobSender, db: Executor): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: backInStockRequests.id })
      .from(backInStockRequests)
      .where(and(isNull(backInStockRequests.notifiedAt), isNotNull(backInStockRequests.restockedAt)))
      .orderBy(backInStockRequests.restockedAt, backInStockRequests.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const claimed = await tx
      .update(backInStockRequests)
      .set({ notifiedAt: new Date() })
      .where(
        and(
          inArray(
            backInStockRequests.id,
            due.map((d) => d.id),
          ),
          isNull(backInStockRequests.notifiedAt),
        ),
      )
      .returning({
        id: backInStockRequests.id,
        subscribedAt: backInStockRequests.subscribedAt,
        phone: backInStockRequests.phone,
      });
    for (const row of claimed) {
      const wait = { requestId: row.id, subscribedAt: row.subscribedAt.toISOString() };
      await queueMail(jobs, tx, { kind: 'back-in-stock', ...wait });
      if (row.phone) await queueBackInStockSms(jobs, tx, { ...wait, phone: row.phone });
    }
    return claimed.length;
  });
}

/**
 * The back-in-stock text message, for a shopper who gave a phone, in the same transaction as the mail and keyed like
 * it (the wait and when it was asked for), so it goes once.
 */
async function queueBackInStockSms(
  jobs: JobSender,
  tx: Executor,
  notice: { requestId: number; subscribedAt: string; phone: string },
): Promise<void> {
  const [row] = await tx
    .select({ name: products.name, productId: products.id })
    .from(backInStockRequests)
    .innerJoin(products, eq(products.id, backInStockRequests.productId))
    .where(eq(backInStockRequests.id, notice.requestId));
  if (!row) return;
  const name = row.name.length > 60 ? `${row.name.slice(0, 59)}…` : row.name;
  await queueSms(jobs, tx, {
    to: notice.phone,
    text: `${name} is back in stock. Order it before it runs out again.`,
    key: `back-in-stock-${notice.requestId}-${notice.subscribedAt}`,
  });
}

/** The "back in stock" mail of one wait; null when the wait or its product is gone. */
export async function backInStockMail(db: Executor, appUrl: string, requestId: number): Promise<Mail | null> {
  const [row] = await db
    .select({ email: backInStockRequests.email, productId: products.id, name: products.name })
    .from(backInStockRequests)
    .innerJoin(products, eq(products.id, backInStockRequests.productId))
    .where(eq(backInStockRequests.id, requestId));
  if (!row) return null;
  const [stock] = await db
    .select({ units: sql<number>`coalesce(sum(${variants.stock}), 0)::int` })
    .from(variants)
    .where(and(eq(variants.productId, row.productId), gt(variants.stock, 0)));
  const { shop } = await storeSettings(db);
  const signOff = await shopSignOff(db);
  const few = (stock?.units ?? 0) > 0 && (stock?.units ?? 0) <= 5;
  return {
    to: row.email,
    subject: `${row.name} is back in stock at ${shop.name}`,
    text: [
      'Hello,',
      '',
      `Good news: ${row.name} is back in stock${few ? ', but only a few are left' : ''}.`,
      `${appUrl}/products/${row.productId}`,
      '',
      `You asked ${shop.name} to tell you once. We will not write about it again unless you ask again.`,
      ...signOff,
    ].join('\n'),
  };
}
