import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { MAX_ADDRESSES, type AddressBody, type SavedAddress } from 'shared-contracts/schemas/addresses';
import type { NigerianState } from 'shared-contracts/schemas/orders';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { addresses } from './tables.js';
import { badRequest, notFound } from '../../lib/http-error.js';

type AddressRow = typeof addresses.$inferSelect;

const NOT_FOUND = 'Address not found.';
const TOO_MANY = `You can keep up to ${MAX_ADDRESSES} addresses. Delete one you no longer use to add another.`;

const answerOf = (row: AddressRow): SavedAddress => ({
  id: row.id,
  full_name: row.fullName,
  phone: row.phone,
  second_phone: row.secondPhone,
  street: row.street,
  lga: row.lga,
  state: row.state as NigerianState,
  landmark: row.landmark,
  is_default: row.isDefault,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const columnsOf = (body: AddressBody) => ({
  fullName: body.full_name,
  phone: body.phone,
  secondPhone: body.second_phone,
  street: body.street,
  lga: body.lga,
  state: body.state,
  landmark: body.landmark,
});

/** The shopper's address book: the default first, then the newest. */
export async function listAddresses(db: Executor, userId: number): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(answerOf);
}

/** One of the shopper's own addresses, locked for the change; someone else's is not found. */
async function ownAddress(tx: Executor, userId: number, id: number): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .for('update');
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** Makes `id` the shopper's only default (the other first, so the one-default index always holds). */
async function makeDefault(tx: Executor, userId: number, id: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), ne(addresses.id, id), eq(addresses.isDefault, true)));
  await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id));
}

/**
 * Saves a new address. The shopper's row is locked first, so two at once cannot pass the limit; the first address
 * is the default whatever the body says.
 */
export async function createAddress(db: Executor, userId: number, body: AddressBody): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (count >= MAX_ADDRESSES) throw badRequest(TOO_MANY);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...columnsOf(body), isDefault: false })
      .returning();
    if (!row) throw new Error('address not created');
    if (count === 0 || body.is_default) await makeDefault(tx, userId, row.id);
    const [saved] = await tx.select().from(addresses).where(eq(addresses.id, row.id));
    return answerOf(saved ?? row);
  });
}

/** Changes one of the shopper's addresses; `is_default: true` makes it the default (false leaves that as it is). */
export async function updateAddress(
  db: Executor,
  userId: number,
  id: number,
  body: AddressBody,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await ownAddress(tx, userId, id);
    await tx
      .update(addresses)
      .set({ ...columnsOf(body), updatedAt: new Date() })
      .where(eq(addresses.id, id));
    if (body.is_default) await makeDefault(tx, userId, id);
    const [saved] = await tx.select().from(addresses).where(eq(addresses.id, id));
    if (!saved) throw notFound(NOT_FOUND);
    return answerOf(saved);
  });
}

/** Makes one of the shopper's addresses the default; answers the book. */
export async function setDefaultAddress(db: Executor, userId: number, id: number): Promise<SavedAddress[]> {
  await db.transaction(async (tx) => {
    await ownAddress(tx, userId, id);
    await makeDefault(tx, userId, id);
  });
  return listAddresses(db, userId);
}

/** Deletes one of the shopper's addresses; when it was the default, the newest left becomes it. Answers the book. */
export async function deleteAddress(db: Executor, userId: number, id: number): Promise<SavedAddress[]> {
  await db.transaction(async (tx) => {
    const row = await ownAddress(tx, userId, id);
    await tx.delete(addresses).where(eq(addresses.id, id));
    if (!row.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (next) await makeDefault(tx, userId, next.id);
  });
  return listAddresses(db, userId);
}
