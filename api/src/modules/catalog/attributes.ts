import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Attribute } from 'shared-contracts/schemas/catalog';
import type { Executor } from '../../db/client.js';
import { attributeValues, attributes, variantAttributeValues } from './tables.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/http-error.js';
import { groupBy } from './catalog.js';

const nameTaken = () =>
  badRequest('An attribute with this name already exists', {
    name: ['An attribute with this name already exists'],
  });

/** Same value twice (ignoring case) is kept once, in the first spelling. */
const uniqueValues = (values: string[]): string[] =>
  values.filter((value, i) => values.findIndex((other) => other.toLowerCase() === value.toLowerCase()) === i);

/** Every attribute (or the one with `id`) with its values, by name. */
export async function listAttributes(db: Executor, id?: number): Promise<Attribute[]> {
  const rows = await db
    .select()
    .from(attributes)
    .where(id === undefined ? undefined : eq(attributes.id, id))
    .orderBy(asc(attributes.name));
  if (rows.length === 0) return [];
  const values = await db
    .select()
    .from(attributeValues)
    .where(
      inArray(
        attributeValues.attributeId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(attributeValues.id));
  const byAttribute = groupBy(values, (v) => v.attributeId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    values: (byAttribute.get(r.id) ?? []).map((v) => v.value),
  }));
}

async function assertNameFree(db: Executor, name: string, exceptId?: number): Promise<void> {
  const clash = await db
    .select({ id: attributes.id })
    .from(attributes)
    .where(sql`lower(${attributes.name}) = ${name.toLowerCase()}`);
  if (clash.some((c) => c.id !== exceptId)) throw nameTaken();
}

/** How many variants use each of these values. */
async function usage(db: Executor, valueIds: number[]): Promise<Map<number, number>> {
  if (valueIds.length === 0) return new Map();
  const rows = await db
    .select({ id: variantAttributeValues.attributeValueId, n: sql<number>`count(*)::int` })
    .from(variantAttributeValues)
    .where(inArray(variantAttributeValues.attributeValueId, valueIds))
    .groupBy(variantAttributeValues.attributeValueId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

async function loadAttribute(db: Executor, id: number): Promise<Attribute> {
  const [attribute] = await listAttributes(db, id);
  if (!attribute) throw notFound('Attribute not found');
  return attribute;
}

export interface AttributeFields {
  name: string;
  values: string[];
}

export async function createAttribute(db: Executor, input: AttributeFields): Promise<Attribute> {
  const { name } = input;
  const values = uniqueValues(input.values);
  await assertNameFree(db, name);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(attributes).values({ name }).returning({ id: attributes.id });
      const attributeId = row?.id ?? 0;
      if (values.length > 0)
        await tx.insert(attributeValues).values(values.map((value) => ({ attributeId, value })));
      return attributeId;
    });
    return await loadAttribute(db, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

/** Renames and sets the values; a value still used by variants cannot be removed. */
export async function updateAttribute(db: Executor, id: number, input: AttributeFields): Promise<Attribute> {
  const { name } = input;
  const values = uniqueValues(input.values);
  await assertNameFree(db, name, id);
  try {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(attributes)
        .set({ name })
        .where(eq(attributes.id, id))
        .returning({ id: attributes.id });
      if (updated.length === 0) throw notFound('Attribute not found');
      const current = await tx.select().from(attributeValues).where(eq(attributeValues.attributeId, id));
      const wanted = new Set(values.map((value) => value.toLowerCase()));
      const removed = current.filter((row) => !wanted.has(row.value.toLowerCase()));
      const used = await usage(
        tx,
        removed.map((r) => r.id),
      );
      const blocked = removed.filter((r) => (used.get(r.id) ?? 0) > 0).map((r) => `"${r.value}"`);
      if (blocked.length > 0) {
        throw conflict(
          `Cannot remove ${blocked.join(', ')}: still used by product variants. Change those variants first.`,
        );
      }
      if (removed.length > 0) {
        await tx.delete(attributeValues).where(
          and(
            eq(attributeValues.attributeId, id),
            inArray(
              attributeValues.id,
              removed.map((r) => r.id),
            ),
          ),
        );
      }
      const known = new Set(current.map((row) => row.value.toLowerCase()));
      const added = values.filter((value) => !known.has(value.toLowerCase()));
      if (added.length > 0)
        await tx.insert(attributeValues).values(added.map((value) => ({ attributeId: id, value })));
      // Keep a changed spelling ('xl' → 'XL') of an existing value.
      for (const value of values) {
        const row = current.find((r) => r.value.toLowerCase() === value.toLowerCase() && r.value !== value);
        if (row) await tx.update(attributeValues).set({ value }).where(eq(attributeValues.id, row.id));
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
  return loadAttribute(db, id);
}

/** Only an attribute no variant uses can go. */
export async function deleteAttribute(db: Executor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [attribute] = await tx.select().from(attributes).where(eq(attributes.id, id));
    if (!attribute) throw notFound('Attribute not found');
    const valueIds = (
      await tx
        .select({ id: attributeValues.id })
        .from(attributeValues)
        .where(eq(attributeValues.attributeId, id))
    ).map((r) => r.id);
    const used = [...(await usage(tx, valueIds)).values()].reduce((sum, n) => sum + n, 0);
    if (used > 0) {
      throw conflict(
        `Cannot delete "${attribute.name}" because ${used === 1 ? '1 variant uses' : `${used} variants use`} it. Change those variants first.`,
      );
    }
    await tx.delete(attributes).where(eq(attributes.id, id));
  });
}
