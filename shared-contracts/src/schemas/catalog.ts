import * as v from 'valibot';
import { optionalText, priceSchema } from './common';

export interface Category {
  id: number;
  name: string;
  slug: string;
  description: string;
  product_count: number;
}

export interface ProductImage {
  id: number;
  url: string;
  alt: string;
}

export interface VariantAttributeValue {
  attribute: string;
  value: string;
}

export interface Variant {
  id: number;
  sku: string;
  sale_price: number;
  regular_price: number;
  stock: number;
  attributes: VariantAttributeValue[];
}

export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
}

/** What a cart line or wishlist entry carries of its product. */
export interface ProductSummary {
  id: number;
  name: string;
  slug: string;
  category: CategoryRef;
  type: 'simple' | 'variable';
  published: boolean;
  subscribers: number;
  created_by: number | null;
  last_modified_by: number | null;
  created_at: string;
  last_modified_at: string;
  image: ProductImage | null;
}

/** GET products/{id} and each entry of GET products. */
export interface Product extends ProductSummary {
  description: string;
  images: ProductImage[];
  variants: Variant[];
  /** Lowest effective price over the variants. */
  price: number;
  in_stock: boolean;
}

export const productSortSchema = v.picklist(['newest', 'price_asc', 'price_desc', 'name']);
export type ProductSort = v.InferOutput<typeof productSortSchema>;

const numberFromQuery = (message: string) =>
  v.pipe(v.unknown(), v.transform(Number), v.number(message), v.minValue(0, message));

/** GET products query string. */
export const productListQuerySchema = v.object({
  category: optionalText(120),
  search: optionalText(120),
  min_price: v.optional(numberFromQuery('min_price must be a non-negative number')),
  max_price: v.optional(numberFromQuery('max_price must be a non-negative number')),
  in_stock: v.optional(
    v.pipe(
      v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])], 'in_stock must be true or false'),
      v.transform((x) => x === true || x === 'true' || x === '1'),
    ),
  ),
  sort: v.optional(productSortSchema, 'newest'),
  page: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(Number),
      v.number(),
      v.integer(),
      v.minValue(1, 'page must be at least 1'),
    ),
    1,
  ),
  page_size: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(Number),
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(100, 'page_size must be at most 100'),
    ),
    24,
  ),
});
export type ProductListQuery = v.InferInput<typeof productListQuerySchema>;

/** Admin: create or replace a product with its variants. */
export const variantInputSchema = v.object({
  id: v.optional(v.pipe(v.number(), v.integer())),
  sku: v.pipe(v.string('SKU is required'), v.trim(), v.nonEmpty('SKU is required'), v.maxLength(64)),
  regular_price: priceSchema,
  sale_price: v.optional(priceSchema, 0),
  stock: v.pipe(
    v.number('Stock must be a number'),
    v.integer('Stock must be a whole number'),
    v.minValue(0, 'Stock cannot be negative'),
  ),
  attribute_values: v.optional(
    v.array(
      v.object({
        attribute_id: v.pipe(v.number(), v.integer()),
        value: v.pipe(v.string(), v.trim(), v.nonEmpty('Value is required'), v.maxLength(64)),
      }),
    ),
    [],
  ),
});
export type VariantInput = v.InferInput<typeof variantInputSchema>;

export const productInputSchema = v.object({
  name: v.pipe(v.string('Name is required'), v.trim(), v.nonEmpty('Name is required'), v.maxLength(200)),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(5000)), ''),
  category_id: v.pipe(v.number('Category is required'), v.integer()),
  type: v.optional(v.picklist(['simple', 'variable']), 'simple'),
  published: v.optional(v.boolean(), true),
  variants: v.pipe(v.array(variantInputSchema), v.minLength(1, 'At least one variant is required')),
});
export type ProductInput = v.InferInput<typeof productInputSchema>;

export const categoryInputSchema = v.object({
  name: v.pipe(v.string('Name is required'), v.trim(), v.nonEmpty('Name is required'), v.maxLength(80)),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), ''),
});
export type CategoryInput = v.InferInput<typeof categoryInputSchema>;

export interface Attribute {
  id: number;
  name: string;
  values: string[];
}
export const attributeInputSchema = v.object({
  name: v.pipe(v.string('Name is required'), v.trim(), v.nonEmpty('Name is required'), v.maxLength(60)),
  values: v.optional(
    v.array(v.pipe(v.string(), v.trim(), v.nonEmpty('Value is required'), v.maxLength(60))),
    [],
  ),
});
export type AttributeInput = v.InferInput<typeof attributeInputSchema>;
