import { useMemo, useState } from 'react';
import type { Variant } from 'shared-contracts';

export interface AttributeOption {
  value: string;
  /** No variant in stock carries this value. */
  unavailable: boolean;
}

export interface AttributeGroup {
  name: string;
  options: AttributeOption[];
}

type Selection = Record<string, string>;

const selectionOf = (variant: Variant | undefined): Selection =>
  Object.fromEntries((variant?.attributes ?? []).map((a) => [a.attribute, a.value]));

const matches = (variant: Variant, selection: Selection) =>
  Object.entries(selection).every(([name, value]) =>
    variant.attributes.some((a) => a.attribute === name && a.value === value),
  );

/** Attribute names in first-seen order, each with its distinct values and whether any in-stock variant has it. */
export function attributeGroups(variants: readonly Variant[]): AttributeGroup[] {
  const groups = new Map<string, Map<string, boolean>>();
  for (const variant of variants) {
    for (const { attribute, value } of variant.attributes) {
      const values = groups.get(attribute) ?? new Map<string, boolean>();
      values.set(value, (values.get(value) ?? false) || variant.stock > 0);
      groups.set(attribute, values);
    }
  }
  return [...groups].map(([name, values]) => ({
    name,
    options: [...values].map(([value, inStock]) => ({ value, unavailable: !inStock })),
  }));
}

/**
 * The shopper's choice of variant, made one attribute at a time. Starts on the first variant in stock; picking a
 * value that does not combine with the other choices moves to the first in-stock variant that has it.
 */
export function useVariantSelection(variants: readonly Variant[]) {
  const initial = useMemo(() => variants.find((v) => v.stock > 0) ?? variants[0], [variants]);
  const [selection, setSelection] = useState<Selection>(() => selectionOf(initial));
  const groups = useMemo(() => attributeGroups(variants), [variants]);

  const selected = useMemo(() => {
    if (groups.length === 0) return initial;
    return variants.find(
      (v) => matches(v, selection) && v.attributes.length === Object.keys(selection).length,
    );
  }, [groups.length, initial, selection, variants]);

  const select = (name: string, value: string) => {
    const wanted = { ...selection, [name]: value };
    const exact = variants.find((v) => v.stock > 0 && matches(v, wanted));
    if (exact) {
      setSelection(selectionOf(exact));
      return;
    }
    const fallback = variants.find((v) => v.stock > 0 && matches(v, { [name]: value }));
    if (fallback) setSelection(selectionOf(fallback));
  };

  /** Variants without attributes (but more than one) are chosen directly. */
  const [plainId, setPlainId] = useState(initial?.id);
  const plain = groups.length === 0 && variants.length > 1;
  const plainSelected = plain ? variants.find((v) => v.id === plainId) : undefined;

  return {
    groups,
    selection,
    select,
    plain,
    selectVariant: setPlainId,
    variant: plain ? plainSelected : selected,
  };
}
