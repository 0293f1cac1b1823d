import type { Product, ProductInput, Translations, VatClass } from 'shared-contracts';
import { translationsDraftOf, type TranslationsDraft } from '../../../components/common/translations-fields';

/** What the form edits: numbers stay text until submit so a half-typed price is not lost. */
export interface VariantDraft {
  key: string;
  id?: number;
  sku: string;
  regular_price: string;
  sale_price: string;
  stock: string;
  attribute_values: { attribute_id: number | ''; value: string }[];
}

export interface ProductDraft {
  name: string;
  /** Empty for unbranded goods. */
  brand: string;
  description: string;
  category_id: string;
  type: 'simple' | 'variable';
  published: boolean;
  /** The product's own VAT class, or '' to be taxed as its category. */
  vat_class: VatClass | '';
  variants: VariantDraft[];
  /** Its name and description in the shop's other languages ('' where it has none). */
  translations: TranslationsDraft;
}

let nextKey = 0;
export const newKey = (): string => `v${++nextKey}`;

export const emptyVariant = (): VariantDraft => ({
  key: newKey(),
  sku: '',
  regular_price: '',
  sale_price: '',
  stock: '0',
  attribute_values: [],
});

export const emptyDraft = (): ProductDraft => ({
  name: '',
  brand: '',
  description: '',
  category_id: '',
  type: 'simple',
  published: true,
  vat_class: '',
  variants: [emptyVariant()],
  translations: translationsDraftOf(),
});

/** A product from the API as a draft; attribute names are matched to ids through the attribute list. */
export function draftFromProduct(
  product: Product & { vat_class?: VatClass | null; translations?: Translations },
  attributes: { id: number; name: string }[],
): ProductDraft {
  const idOf = (name: string) => attributes.find((a) => a.name === name)?.id ?? '';
  return {
    name: product.name,
    brand: product.brand ?? '',
    description: product.description,
    category_id: String(product.category.id),
    type: product.type,
    published: product.published,
    vat_class: product.vat_class ?? '',
    variants: product.variants.map((variant) => ({
      key: newKey(),
      id: variant.id,
      sku: variant.sku,
      regular_price: String(variant.regular_price),
      sale_price: variant.sale_price > 0 ? String(variant.sale_price) : '',
      stock: String(variant.stock),
      attribute_values: variant.attributes.map((a) => ({ attribute_id: idOf(a.attribute), value: a.value })),
    })),
    translations: translationsDraftOf(product.translations),
  };
}

const numberOrMissing = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The draft as the API payload, left for productInputSchema to judge (missing numbers give its "required" messages). */
export function inputFromDraft(draft: ProductDraft): Record<keyof ProductInput, unknown> {
  return {
    name: draft.name,
    brand: draft.brand.trim() || null,
    description: draft.description,
    category_id: numberOrMissing(draft.category_id),
    type: draft.type,
    published: draft.published,
    vat_class: draft.vat_class === '' ? null : draft.vat_class,
    variants: draft.variants.map((variant) => ({
      ...(variant.id !== undefined ? { id: variant.id } : {}),
      sku: variant.sku,
      regular_price: numberOrMissing(variant.regular_price),
      sale_price: numberOrMissing(variant.sale_price) ?? 0,
      stock: numberOrMissing(variant.stock),
      attribute_values: variant.attribute_values.map((av) => ({
        attribute_id: av.attribute_id === '' ? undefined : av.attribute_id,
        value: av.value,
      })),
    })),
    translations: draft.translations,
  };
}
