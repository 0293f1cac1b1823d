import { asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { lagosToday } from 'shared-contracts/dates';
import type * as v from 'valibot';
import { fromKobo, toKobo } from 'shared-contracts/money';
import type { NigerianState, VatClass } from 'shared-contracts/schemas/orders';
import type {
  holidayInputSchema,
  paymentWaysInputSchema,
  shopDetailsInputSchema,
  stationInputSchema,
  zoneInputSchema,
} from 'shared-contracts/schemas/settings';
import {
  STATE_CODES,
  VAT_CLASS_LABELS,
  type AdminSettings,
  type DeliveryZone,
  type PaymentWays,
  type PickupStation,
  type PublicHoliday,
  type SettingsChange,
  type SettingsSection,
  type ShopDetails,
  type StoreDelivery,
  type StoreSettings,
} from 'shared-contracts/schemas/settings';
import type { Paginated } from 'shared-contracts/schemas/common';
import type { Executor } from '../db/client.js';
import { readAll } from '../db/reads.js';
import {
  categories,
  deliveryZones,
  pickupStations,
  products,
  publicHolidays,
  settingsHistory,
  shopSettings,
  users,
  zoneStates,
} from '../db/schema.js';
import { HttpError, badRequest, conflict, notFound, violatedUnique } from '../lib/http-error.js';

type SettingsRow = typeof shopSettings.$inferSelect;
type ZoneRow = typeof deliveryZones.$inferSelect;
type StationRow = typeof pickupStations.$inferSelect;

/** Basis points (750) ↔ percent (7.5). */
export const rateFromBp = (bp: number): number => bp / 100;
export const bpFromRate = (rate: number): number => Math.round(rate * 100);

/** The one row of shop-wide settings (migration 0013 writes it). */
export async function loadSettingsRow(db: Executor, forUpdate = false): Promise<SettingsRow> {
  const query = db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new HttpError(500, 'The shop settings are missing');
  return row;
}

const shopOf = (row: SettingsRow): ShopDetails => ({
  name: row.shopName,
  support_email: row.supportEmail,
  support_phone: row.supportPhone,
  address: row.address,
  return_window_days: row.returnWindowDays,
});

const paymentWaysOf = (row: SettingsRow, payNowAvailable: boolean): PaymentWays => ({
  pay_on_delivery: row.payOnDelivery,
  pay_on_delivery_max: row.payOnDeliveryMaxKobo === null ? null : fromKobo(row.payOnDeliveryMaxKobo),
  pay_later: row.payLater,
  pay_now: row.payNow,
  pay_now_available: payNowAvailable,
});

const zoneOf = (row: ZoneRow, states: NigerianState[]): DeliveryZone => ({
  id: row.id,
  name: row.name,
  fee: fromKobo(row.feeKobo),
  free_from: row.freeFromKobo === null ? null : fromKobo(row.freeFromKobo),
  min_days: row.minDays,
  max_days: row.maxDays,
  states,
});

export const stationOf = (row: StationRow): PickupStation => ({
  id: row.id,
  name: row.name,
  state: row.state as NigerianState,
  address: row.address,
  opening_hours: row.openingHours,
  fee: fromKobo(row.feeKobo),
  active: row.active,
});

/** Every zone with its states (in the order of NIGERIAN_STATES' alphabet), in the admin's order. */
export async function listZones(db: Executor): Promise<DeliveryZone[]> {
  const [zones, states] = await readAll(db, [
    () => db.select().from(deliveryZones).orderBy(asc(deliveryZones.position), asc(deliveryZones.id)),
    () => db.select().from(zoneStates).orderBy(asc(zoneStates.state)),
  ]);
  return zones.map((z) =>
    zoneOf(
      z,
      states.filter((s) => s.zoneId === z.id).map((s) => s.state as NigerianState),
    ),
  );
}

export async function listStations(db: Executor, onlyActive: boolean): Promise<PickupStation[]> {
  const rows = await db
    .select()
    .from(pickupStations)
    .where(onlyActive ? eq(pickupStations.active, true) : undefined)
    .orderBy(asc(pickupStations.state), asc(pickupStations.name), asc(pickupStations.id));
  return rows.map(stationOf);
}

/** The zone a state belongs to (each state is in exactly one). */
export async function zoneOfState(db: Executor, state: NigerianState): Promise<ZoneRow> {
  const [row] = await db
    .select({ zone: deliveryZones })
    .from(zoneStates)
    .innerJoin(deliveryZones, eq(deliveryZones.id, zoneStates.zoneId))
    .where(eq(zoneStates.state, state));
  if (!row) throw new HttpError(500, `No delivery zone holds ${state}`);
  return row.zone;
}

export async function loadStation(db: Executor, id: number): Promise<StationRow | undefined> {
  const [row] = await db.select().from(pickupStations).where(eq(pickupStations.id, id));
  return row;
}

export async function storeSettings(db: Executor): Promise<StoreSettings> {
  const row = await loadSettingsRow(db);
  return { shop: shopOf(row), vat_rate: rateFromBp(row.vatRateBp) };
}

export async function storeDelivery(db: Executor, now = new Date()): Promise<StoreDelivery> {
  const [zones, stations, holidays, row] = await readAll(db, [
    () => listZones(db),
    () => listStations(db, true),
    () => holidayDays(db, now),
    () => loadSettingsRow(db),
  ]);
  return {
    zones,
    stations,
    holidays,
    pay_on_delivery: {
      offered: row.payOnDelivery,
      max: row.payOnDeliveryMaxKobo === null ? null : fromKobo(row.payOnDeliveryMaxKobo),
    },
  };
}

const holidayOf = (row: typeof publicHolidays.$inferSelect): PublicHoliday => ({
  id: row.id,
  date: row.day,
  name: row.name,
});

/** Every public holiday, oldest first. */
export async function listHolidays(db: Executor): Promise<PublicHoliday[]> {
  const rows = await db.select().from(publicHolidays).orderBy(asc(publicHolidays.day));
  return rows.map(holidayOf);
}

/**
 * The public holidays from the Lagos day of `now` on (`YYYY-MM-DD`): what a delivery window counted from now
 * skips (`deliveryWindow` in shared-contracts/delivery-dates).
 */
export async function holidayDays(db: Executor, now = new Date()): Promise<string[]> {
  const rows = await db
    .select({ day: publicHolidays.day })
    .from(publicHolidays)
    .where(gte(publicHolidays.day, lagosToday(now.getTime())))
    .orderBy(asc(publicHolidays.day));
  return rows.map((r) => r.day);
}

export async function addHoliday(
  db: Executor,
  actorId: number,
  input: v.InferOutput<typeof holidayInputSchema>,
): Promise<PublicHoliday> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(publicHolidays).values({ day: input.date, name: input.name }).returning();
      if (!row) throw new HttpError(500, 'The holiday could not be added');
      const holiday = holidayOf(row);
      await recordSettingsChange(
        tx,
        actorId,
        'holidays',
        `Public holiday ${holiday.name} (${holiday.date}) added`,
        null,
        holiday,
      );
      return holiday;
    });
  } catch (err) {
    if (violatedUnique(err) !== undefined)
      throw badRequest('That day is already a holiday', { date: ['That day is already a holiday'] });
    throw err;
  }
}

export async function removeHoliday(db: Executor, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(publicHolidays).where(eq(publicHolidays.id, id)).returning();
    if (!row) throw notFound('Holiday not found');
    const holiday = holidayOf(row);
    await recordSettingsChange(
      tx,
      actorId,
      'holidays',
      `Public holiday ${holiday.name} (${holiday.date}) removed`,
      holiday,
      null,
    );
  });
}

export async function adminSettings(db: Executor, payNowAvailable: boolean): Promise<AdminSettings> {
  const [row, zones, stations, cats, overrides, holidays] = await readAll(db, [
    () => loadSettingsRow(db),
    () => listZones(db),
    () => listStations(db, false),
    () =>
      db
        .select({ id: categories.id, name: categories.name, vat_class: categories.vatClass })
        .from(categories)
        .orderBy(asc(categories.name)),
    () =>
      db
        .select({
          id: products.id,
          name: products.name,
          category: categories.name,
          vat_class: products.vatClass,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(isNotNull(products.vatClass))
        .orderBy(asc(products.name)),
    () => listHolidays(db),
  ]);
  return {
    shop: shopOf(row),
    vat_rate: rateFromBp(row.vatRateBp),
    payment_ways: paymentWaysOf(row, payNowAvailable),
    zones,
    stations,
    categories: cats,
    product_overrides: overrides.map((o) => ({ ...o, vat_class: o.vat_class ?? 'standard' })),
    holidays,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function actorEmail(db: Executor, userId: number): Promise<string> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? `user ${userId}`;
}

/** One line of the history: who changed what, and the values before and after. */
export async function recordSettingsChange(
  tx: Executor,
  actorId: number,
  section: SettingsSection,
  summary: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await tx.insert(settingsHistory).values({
    section,
    summary: summary.slice(0, 300),
    actorId,
    actor: await actorEmail(tx, actorId),
    before: before ?? null,
    after: after ?? null,
  });
}

export async function updateShopDetails(
  db: Executor,
  actorId: number,
  input: v.InferOutput<typeof shopDetailsInputSchema>,
): Promise<ShopDetails> {
  return db.transaction(async (tx) => {
    const before = shopOf(await loadSettingsRow(tx, true));
    const [row] = await tx
      .update(shopSettings)
      .set({
        shopName: input.name,
        supportEmail: input.support_email,
        supportPhone: input.support_phone,
        address: input.address,
        returnWindowDays: input.return_window_days,
        updatedAt: new Date(),
      })
      .where(eq(shopSettings.id, 1))
      .returning();
    if (!row) throw new HttpError(500, 'The shop settings are missing');
    const after = shopOf(row);
    await recordSettingsChange(tx, actorId, 'shop', 'Shop details changed', before, after);
    return after;
  });
}

export async function updateVatRate(db: Executor, actorId: number, rate: number): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await loadSettingsRow(tx, true);
    await tx
      .update(shopSettings)
      .set({ vatRateBp: bpFromRate(rate), updatedAt: new Date() })
      .where(eq(shopSettings.id, 1));
    await recordSettingsChange(
      tx,
      actorId,
      'vat',
      `Standard VAT rate set to ${rate}%`,
      { rate: rateFromBp(before.vatRateBp) },
      { rate },
    );
    return rate;
  });
}

export async function updatePaymentWays(
  db: Executor,
  actorId: number,
  input: v.InferOutput<typeof paymentWaysInputSchema>,
  payNowAvailable: boolean,
): Promise<PaymentWays> {
  if (!input.pay_on_delivery && !input.pay_later && !(input.pay_now && payNowAvailable)) {
    throw badRequest('Keep at least one way to pay open', {
      pay_on_delivery: ['Keep at least one way to pay'],
    });
  }
  return db.transaction(async (tx) => {
    const before = paymentWaysOf(await loadSettingsRow(tx, true), payNowAvailable);
    const [row] = await tx
      .update(shopSettings)
      .set({
        payOnDelivery: input.pay_on_delivery,
        payOnDeliveryMaxKobo: input.pay_on_delivery_max === null ? null : toKobo(input.pay_on_delivery_max),
        payLater: input.pay_later,
        payNow: input.pay_now,
        updatedAt: new Date(),
      })
      .where(eq(shopSettings.id, 1))
      .returning();
    if (!row) throw new HttpError(500, 'The shop settings are missing');
    const after = paymentWaysOf(row, payNowAvailable);
    await recordSettingsChange(tx, actorId, 'payment_ways', 'Payment ways changed', before, after);
    return after;
  });
}

const zoneValues = (input: v.InferOutput<typeof zoneInputSchema>) => ({
  name: input.name,
  feeKobo: toKobo(input.fee),
  freeFromKobo: input.free_from === null ? null : toKobo(input.free_from),
  minDays: input.min_days,
  maxDays: input.max_days,
});

const sameZoneName = (err: unknown): HttpError | null =>
  violatedUnique(err) === undefined
    ? null
    : badRequest('Another zone already has this name', { name: ['Another zone already has this name'] });

async function oneZone(db: Executor, id: number): Promise<DeliveryZone> {
  const zone = (await listZones(db)).find((z) => z.id === id);
  if (!zone) throw notFound('Delivery zone not found');
  return zone;
}

export async function createZone(
  db: Executor,
  actorId: number,
  input: v.InferOutput<typeof zoneInputSchema>,
): Promise<DeliveryZone> {
  try {
    return await db.transaction(async (tx) => {
      const [{ next } = { next: 1 }] = await tx
        .select({ next: sql<number>`coalesce(max(${deliveryZones.position}), 0)::int + 1` })
        .from(deliveryZones);
      const [row] = await tx
        .insert(deliveryZones)
        .values({ ...zoneValues(input), position: next })
        .returning();
      if (!row) throw new HttpError(500, 'The zone could not be created');
      const zone = zoneOf(row, []);
      await recordSettingsChange(tx, actorId, 'zones', `Zone ${zone.name} added`, null, zone);
      return zone;
    });
  } catch (err) {
    throw sameZoneName(err) ?? err;
  }
}

export async function updateZone(
  db: Executor,
  actorId: number,
  id: number,
  input: v.InferOutput<typeof zoneInputSchema>,
): Promise<DeliveryZone> {
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(deliveryZones).where(eq(deliveryZones.id, id)).for('update');
      if (!locked) throw notFound('Delivery zone not found');
      const before = await oneZone(tx, id);
      await tx.update(deliveryZones).set(zoneValues(input)).where(eq(deliveryZones.id, id));
      const after = await oneZone(tx, id);
      await recordSettingsChange(tx, actorId, 'zones', `Zone ${after.name} changed`, before, after);
      return after;
    });
  } catch (err) {
    throw sameZoneName(err) ?? err;
  }
}

/** A zone goes only once it holds no state (every state stays in exactly one zone). */
export async function deleteZone(db: Executor, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(deliveryZones).where(eq(deliveryZones.id, id)).for('update');
    if (!locked) throw notFound('Delivery zone not found');
    const before = await oneZone(tx, id);
    if (before.states.length > 0) {
      throw conflict(`Move ${before.states.join(', ')} to another zone before deleting ${before.name}.`);
    }
    await tx.delete(deliveryZones).where(eq(deliveryZones.id, id));
    await recordSettingsChange(tx, actorId, 'zones', `Zone ${before.name} deleted`, before, null);
  });
}

/** Moves a state into a zone (out of the one it was in). */
export async function moveState(
  db: Executor,
  actorId: number,
  zoneId: number,
  state: NigerianState,
): Promise<DeliveryZone[]> {
  return db.transaction(async (tx) => {
    const [zone] = await tx.select().from(deliveryZones).where(eq(deliveryZones.id, zoneId)).for('update');
    if (!zone) throw notFound('Delivery zone not found');
    const [current] = await tx
      .select({ zoneId: zoneStates.zoneId, name: deliveryZones.name })
      .from(zoneStates)
      .innerJoin(deliveryZones, eq(deliveryZones.id, zoneStates.zoneId))
      .where(eq(zoneStates.state, state))
      .for('update');
    if (current?.zoneId === zoneId) return listZones(tx);
    await tx
      .insert(zoneStates)
      .values({ state, code: STATE_CODES[state], zoneId })
      .onConflictDoUpdate({ target: zoneStates.state, set: { zoneId } });
    await recordSettingsChange(
      tx,
      actorId,
      'zones',
      `${state} moved from ${current?.name ?? 'no zone'} to ${zone.name}`,
      { state, zone: current?.name ?? null },
      { state, zone: zone.name },
    );
    return listZones(tx);
  });
}

const stationValues = (input: v.InferOutput<typeof stationInputSchema>) => ({
  name: input.name,
  state: input.state,
  address: input.address,
  openingHours: input.opening_hours,
  feeKobo: toKobo(input.fee),
  active: input.active,
});

export async function createStation(
  db: Executor,
  actorId: number,
  input: v.InferOutput<typeof stationInputSchema>,
): Promise<PickupStation> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(pickupStations).values(stationValues(input)).returning();
    if (!row) throw new HttpError(500, 'The station could not be created');
    const station = stationOf(row);
    await recordSettingsChange(
      tx,
      actorId,
      'stations',
      `Pickup station ${station.name} added`,
      null,
      station,
    );
    return station;
  });
}

export async function updateStation(
  db: Executor,
  actorId: number,
  id: number,
  input: v.InferOutput<typeof stationInputSchema>,
): Promise<PickupStation> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(pickupStations).where(eq(pickupStations.id, id)).for('update');
    if (!locked) throw notFound('Pickup station not found');
    const [row] = await tx
      .update(pickupStations)
      .set(stationValues(input))
      .where(eq(pickupStations.id, id))
      .returning();
    if (!row) throw notFound('Pickup station not found');
    const before = stationOf(locked);
    const after = stationOf(row);
    const what =
      before.active && !after.active ? 'closed' : !before.active && after.active ? 'reopened' : 'changed';
    await recordSettingsChange(
      tx,
      actorId,
      'stations',
      `Pickup station ${after.name} ${what}`,
      before,
      after,
    );
    return after;
  });
}

export async function setCategoryVat(
  db: Executor,
  actorId: number,
  id: number,
  vatClass: VatClass,
): Promise<{ id: number; name: string; vat_class: VatClass }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw notFound('Category not found');
    await tx.update(categories).set({ vatClass }).where(eq(categories.id, id));
    await recordSettingsChange(
      tx,
      actorId,
      'vat_classes',
      `${before.name}: ${VAT_CLASS_LABELS[vatClass]}`,
      { category: before.name, vat_class: before.vatClass },
      { category: before.name, vat_class: vatClass },
    );
    return { id, name: before.name, vat_class: vatClass };
  });
}

/** A product's own VAT class, or null to follow its category again. */
export async function setProductVat(
  db: Executor,
  actorId: number,
  id: number,
  vatClass: VatClass | null,
): Promise<{ id: number; name: string; vat_class: VatClass | null }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!before) throw notFound('Product not found');
    await tx.update(products).set({ vatClass }).where(eq(products.id, id));
    await recordSettingsChange(
      tx,
      actorId,
      'vat_classes',
      `${before.name}: ${vatClass ? VAT_CLASS_LABELS[vatClass] : 'as its category'}`,
      { product: before.name, vat_class: before.vatClass },
      { product: before.name, vat_class: vatClass },
    );
    return { id, name: before.name, vat_class: vatClass };
  });
}

export async function settingsHistoryPage(db: Executor, page: number): Promise<Paginated<SettingsChange>> {
  const pageSize = 50;
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select()
        .from(settingsHistory)
        .orderBy(desc(settingsHistory.createdAt), desc(settingsHistory.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    () => db.select({ n: sql<number>`count(*)::int` }).from(settingsHistory),
  ]);
  return {
    results: rows.map((r) => ({
      id: r.id,
      section: r.section as SettingsSection,
      summary: r.summary,
      actor: r.actor,
      before: r.before,
      after: r.after,
      created_at: r.createdAt.toISOString(),
    })),
    count: total?.n ?? 0,
    page,
    page_size: pageSize,
  };
}

/** The VAT class of each product (its own, else its category's). */
export async function productVatClasses(db: Executor, productIds: number[]): Promise<Map<number, VatClass>> {
  const result = new Map<number, VatClass>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select({ id: products.id, own: products.vatClass, category: categories.vatClass })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, [...new Set(productIds)]));
  for (const r of rows) result.set(r.id, r.own ?? r.category);
  return result;
}
