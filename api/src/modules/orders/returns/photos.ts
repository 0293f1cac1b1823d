import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { MAX_RETURN_PHOTOS } from 'shared-contracts/schemas/returns';
import type { Executor } from '../../../db/client.js';
import { returnPhotos, returns } from '../tables.js';
import { conflict, notFound } from '../../../lib/http-error.js';

/** Where return photos are kept: beside the uploads, never under the folder served to everyone. */
export const returnPhotoDir = (dataDir: string) => join(dataDir, 'return-photos');

/** A stored photo of a return, for its shopper or an admin; null for anyone else. */
export async function returnPhotoPath(
  db: Executor,
  returnId: number,
  photoId: number,
  viewer: { id: number; admin: boolean },
): Promise<string | null> {
  const [row] = await db
    .select({ path: returnPhotos.path, userId: returns.userId })
    .from(returnPhotos)
    .innerJoin(returns, eq(returns.id, returnPhotos.returnId))
    .where(and(eq(returnPhotos.id, photoId), eq(returnPhotos.returnId, returnId)));
  if (!row || (!viewer.admin && row.userId !== viewer.id)) return null;
  return row.path;
}

/** Checks the caller may add a photo to their return (theirs, still requested, fewer than the most). */
export async function photoSlot(db: Executor, userId: number, returnId: number): Promise<void> {
  const [row] = await db
    .select({
      status: returns.status,
      photos: sql<number>`(select count(*)::int from "return_photos" p where p."return_id" = "returns"."id")`,
    })
    .from(returns)
    .where(and(eq(returns.id, returnId), eq(returns.userId, userId)));
  if (!row) throw notFound('Return not found.');
  if (row.status !== 'requested')
    throw conflict('Photos can be added only while the return waits for the shop.');
  if (row.photos >= MAX_RETURN_PHOTOS)
    throw conflict(`A return can have at most ${MAX_RETURN_PHOTOS} photos.`);
}

/** Adds a stored photo, within the limit even when several uploads finish at once (the return row is locked). */
export async function addReturnPhoto(
  db: Executor,
  userId: number,
  returnId: number,
  path: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: returns.id }).from(returns).where(eq(returns.id, returnId)).for('update');
    await photoSlot(tx, userId, returnId);
    await tx.insert(returnPhotos).values({ returnId, path });
  });
}
