import { eq, inArray } from 'drizzle-orm';
import type { VatClass } from 'shared-contracts/schemas/orders';
import { VAT_CLASS_LABELS } from 'shared-contracts/schemas/settings';
import type { Executor } from '../../db/client.js';
import { categories, products } from '../../db/schema.js';
import { shopSettings } from './tables.js';
import { notFound } from '../../lib/http-error.js';
import { recordSettingsChange } from './history.js';
import { loadSettingsRow } from './shop.js';

/** Basis points (750) ↔ percent (7.5). */
export const rateFromBp = (bp: number): number => bp / 100;
export const bpFromRate = (rate: number): number => Math.round(rate * 100);

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
