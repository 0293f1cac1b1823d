import { asc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { fromKobo, toKobo } from 'shared-contracts/money';
import type { NigerianState } from 'shared-contracts/schemas/orders';
import type { PickupStation, stationInputSchema } from 'shared-contracts/schemas/settings';
import type { Executor } from '../../db/client.js';
import { pickupStations } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { recordSettingsChange } from './history.js';

type StationRow = typeof pickupStations.$inferSelect;

export const stationOf = (row: StationRow): PickupStation => ({
  id: row.id,
  name: row.name,
  state: row.state as NigerianState,
  address: row.address,
  opening_hours: row.openingHours,
  fee: fromKobo(row.feeKobo),
  active: row.active,
});

export async function listStations(db: Executor, onlyActive: boolean): Promise<PickupStation[]> {
  const rows = await db
    .select()
    .from(pickupStations)
    .where(onlyActive ? eq(pickupStations.active, true) : undefined)
    .orderBy(asc(pickupStations.state), asc(pickupStations.name), asc(pickupStations.id));
  return rows.map(stationOf);
}

export async function loadStation(db: Executor, id: number): Promise<StationRow | undefined> {
  const [row] = await db.select().from(pickupStations).where(eq(pickupStations.id, id));
  return row;
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
