// "Notify me" when a product is back in stock (docs/storefront.md, "Back in stock").
import { and, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { localisedPath, type Locale } from 'shared-contracts/locales';
import type { Executor } from '../../db/client.js';
import { products, users, variants } from '../../db/schema.js';
import { backInStockRequests } from './tables.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { localisedMail } from '../../lib/mail-html.js';
import { mailLocale, mailWords } from '../../lib/mail-words.js';
import type { Mail } from '../../plugins/app/mailer.js';
import { backInStockMailMessages } from './mail-messages.js';
import { queueMail, type JobSender } from '../../services/mail-queue.js';
import { inStock } from './product-listing.js';
import { loadSettingsRow, signOffOf } from '../settings/index.js';
import { queueSms } from '../../services/sms-queue.js';

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

/** Where a wait's notice goes: an email, a phone (+234…), or both; at least one. */
export interface WaitAddress {
  email: string | null;
  phone: string | null;
}

/**
 * Records that the address waits for the product: one row per product and email, and per product and phone, so
 * asking again changes nothing while it waits (idempotent). Once the notice has gone (or the product came back
 * meanwhile), asking again is a new wait with its own notice. A product in stock is refused (409): there is nothing
 * to wait for. A phone already on another wait of the product stays there (it is texted once, from that wait).
 */
export async function subscribeBackInStock(
  db: Executor,
  input: WaitAddress & {
    productId: number;
    userId: number | null;
    /** The storefront language the shopper asked in, if the request named one: the notice's. */
    locale?: Locale | null;
  },
): Promise<void> {
  if ((await productState(db, input.productId)).inStock) throw conflict(IN_STOCK_ALREADY);
  const { productId, email, phone, userId } = input;
  const locale = input.locale ?? null;
  const matches = [
    ...(email ? [eq(backInStockRequests.email, email)] : []),
    ...(phone ? [eq(backInStockRequests.phone, phone)] : []),
  ];
  if (matches.length === 0) throw new Error('A wait needs an email or a phone');
  const waiting = sql`${backInStockRequests.notifiedAt} is null and ${backInStockRequests.restockedAt} is null`;
  const again = {
    // A wait that is over (notified, or due to be) starts again.
    subscribedAt: sql`case when ${waiting} then ${backInStockRequests.subscribedAt} else now() end`,
    restockedAt: null,
    notifiedAt: null,
    userId: sql`coalesce(${userId}::integer, ${backInStockRequests.userId})`,
    locale: sql`coalesce(${locale}::varchar, ${backInStockRequests.locale})`,
  };
  await db.transaction(async (tx) => {
    // Twice at most: a wait made meanwhile by the same address is then found and started again.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const rows = await tx
        .select({
          id: backInStockRequests.id,
          email: backInStockRequests.email,
          phone: backInStockRequests.phone,
        })
        .from(backInStockRequests)
        .where(and(eq(backInStockRequests.productId, productId), or(...matches)))
        .orderBy(backInStockRequests.id)
        .for('update');
      const byEmail = email ? rows.find((r) => r.email === email) : undefined;
      const byPhone = phone ? rows.find((r) => r.phone === phone) : undefined;
      if (byEmail) {
        const phoneFree = phone !== null && (!byPhone || byPhone.id === byEmail.id);
        await tx
          .update(backInStockRequests)
          .set({ ...again, ...(phoneFree ? { phone } : {}) })
          .where(eq(backInStockRequests.id, byEmail.id));
      }
      // The phone's own wait, which takes the email too when it has none.
      const emailJoins = email !== null && !byEmail && byPhone !== undefined && byPhone.email === null;
      if (byPhone && byPhone.id !== byEmail?.id) {
        await tx
          .update(backInStockRequests)
          .set({ ...again, ...(emailJoins ? { email } : {}) })
          .where(eq(backInStockRequests.id, byPhone.id));
      }
      if (byEmail || emailJoins || (byPhone && !email)) return;
      const inserted = await tx
        .insert(backInStockRequests)
        .values({ productId, email, phone: byPhone ? null : phone, userId, locale })
        .onConflictDoNothing()
        .returning({ id: backInStockRequests.id });
      if (inserted.length > 0) return;
    }
  });
}

/** Whether the address (an account's email, or its phone when it has none) waits for the product now. */
export async function isWaiting(db: Executor, productId: number, address: WaitAddress): Promise<boolean> {
  const match = address.email
    ? eq(backInStockRequests.email, address.email)
    : address.phone
      ? eq(backInStockRequests.phone, address.phone)
      : undefined;
  if (!match) return false;
  const [row] = await db
    .select({ id: backInStockRequests.id })
    .from(backInStockRequests)
    .where(and(eq(backInStockRequests.productId, productId), match, isNull(backInStockRequests.notifiedAt)));
  return row !== undefined;
}

/** How many notices one run sends at most; the next run takes the rest. */
const BATCH = 200;

/**
 * Queues the notices of every wait whose product came back in stock (the trigger of migration 0026 marks them) — a
 * mail where the wait has an email, an SMS where it has a phone — and marks each notified in the same transaction:
 * one notice per wait and address, never two (each names the wait and when it began, so a run that is retried
 * queues nothing twice). Answers how many waits it notified.
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
        productId: backInStockRequests.productId,
        subscribedAt: backInStockRequests.subscribedAt,
        email: backInStockRequests.email,
        phone: backInStockRequests.phone,
        locale: backInStockRequests.locale,
      });
    const texted = claimed.filter((row) => row.phone !== null);
    const names = await productNames(
      tx,
      texted.map((row) => row.productId),
    );
    for (const row of claimed) {
      const wait = { requestId: row.id, subscribedAt: row.subscribedAt.toISOString() };
      if (row.email)
        await queueMail(jobs, tx, {
          kind: 'back-in-stock',
          ...wait,
          ...(row.locale ? { locale: row.locale } : {}),
        });
      const name = names.get(row.productId);
      if (row.phone && name !== undefined)
        await queueBackInStockSms(jobs, tx, { ...wait, phone: row.phone, productName: name });
    }
    return claimed.length;
  });
}

/** The names of the products, by id, in one query. */
async function productNames(db: Executor, productIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The back-in-stock text message, for a wait with a phone, in the same transaction as the mail and keyed like it
 * (the wait and when it was asked for), so it goes once.
 */
async function queueBackInStockSms(
  jobs: JobSender,
  tx: Executor,
  notice: { requestId: number; subscribedAt: string; phone: string; productName: string },
): Promise<void> {
  const { productName } = notice;
  const name = productName.length > 60 ? `${productName.slice(0, 59)}…` : productName;
  await queueSms(jobs, tx, {
    to: notice.phone,
    text: `${name} is back in stock. Order it before it runs out again.`,
    key: `back-in-stock-${notice.requestId}-${notice.subscribedAt}`,
  });
}

/**
 * The "back in stock" mail of one wait, in the language it was asked for in (`requested`, the job's), else the
 * waiting account's; the link opens the product in that language. Null when the wait or its product is gone.
 */
export async function backInStockMail(
  db: Executor,
  appUrl: string,
  requestId: number,
  requested?: Locale,
): Promise<Mail | null> {
  const [row] = await db
    .select({
      email: backInStockRequests.email,
      productId: products.id,
      name: products.name,
      locale: users.locale,
    })
    .from(backInStockRequests)
    .innerJoin(products, eq(products.id, backInStockRequests.productId))
    .leftJoin(users, eq(users.id, backInStockRequests.userId))
    .where(eq(backInStockRequests.id, requestId));
  if (!row?.email) return null;
  const [stock] = await db
    .select({ units: sql<number>`coalesce(sum(${variants.stock}), 0)::int` })
    .from(variants)
    .where(and(eq(variants.productId, row.productId), gt(variants.stock, 0)));
  const shop = await loadSettingsRow(db);
  const few = (stock?.units ?? 0) > 0 && (stock?.units ?? 0) <= 5;
  const locale = mailLocale(requested, row.locale);
  const { t } = mailWords(backInStockMailMessages, locale);
  return localisedMail(locale, {
    to: row.email,
    subject: t('subject', { product: row.name, shop: shop.shopName }),
    text: [
      t('greeting'),
      '',
      t(few ? 'backFew' : 'back', { product: row.name }),
      `${appUrl}${localisedPath(`/products/${row.productId}`, locale)}`,
      '',
      t('once', { shop: shop.shopName }),
      ...signOffOf(shop),
    ].join('\n'),
  });
}
