import { asc, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { fromKobo, toKobo } from 'shared-contracts/money';
import type { NigerianState } from 'shared-contracts/schemas/orders';
import type { zoneInputSchema } from 'shared-contracts/schemas/settings';
import { STATE_CODES, type DeliveryZone } from 'shared-contracts/schemas/settings';
import type { Executor } from '../../db/client.js';
import { readAll } from '../../db/reads.js';
import { deliveryZones, zoneStates } from './tables.js';
import { HttpError, badRequest, conflict, notFound, violatedUnique } from '../../lib/http-error.js';
import { recordSettingsChange } from './history.js';

type ZoneRow = typeof deliveryZones.$inferSelect;

const zoneOf = (row: ZoneRow, states: NigerianState[]): DeliveryZone => ({
  id: row.id,
  name: row.name,
  fee: fromKobo(row.feeKobo),
  free_from: row.freeFromKobo === null ? null : fromKobo(row.freeFromKobo),
  min_days: row.minDays,
  max_days: row.maxDays,
  states,
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
