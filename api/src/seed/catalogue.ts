import { toKobo } from 'shared-contracts/money';
import { slugify } from '../lib/slug.js';
import {
  SEED_CATEGORIES,
  SEED_PRODUCTS,
  type SeedAttributeName,
  type SeedOption,
  type SeedProductSpec,
} from './data.js';
import { hashString } from './images.js';

export interface CatalogueVariant {
  sku: string;
  regularKobo: number;
  saleKobo: number;
  stock: number;
  attributes: { attribute: SeedAttributeName; value: string }[];
}

export interface CatalogueProduct {
  name: string;
  brand: string | null;
  slug: string;
  description: string;
  categorySlug: string;
  categoryName: string;
  colour: string;
  type: 'simple' | 'variable';
  published: boolean;
  variants: CatalogueVariant[];
}

const code = (value: string): string =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 6);

function combinations(
  options: SeedOption[],
): { attribute: SeedAttributeName; value: string; extra: number }[][] {
  let result: { attribute: SeedAttributeName; value: string; extra: number }[][] = [[]];
  for (const option of options) {
    const next: typeof result = [];
    for (const combo of result) {
      option.values.forEach((value, i) =>
        next.push([...combo, { attribute: option.attribute, value, extra: option.extra?.[i] ?? 0 }]),
      );
    }
    result = next;
  }
  return result;
}

function expand(spec: SeedProductSpec, index: number): CatalogueProduct {
  const category = SEED_CATEGORIES.find((c) => c.name === spec.category);
  if (!category) throw new Error(`Unknown seed category ${spec.category}`);
  const prefix = `${category.code}-${String(index + 1).padStart(3, '0')}`;
  const options = spec.options ?? [];
  const saleRatio = spec.sale === undefined ? 0 : spec.sale / spec.price;
  const variants = combinations(options).map((combo): CatalogueVariant => {
    const regular = spec.price + combo.reduce((sum, c) => sum + c.extra, 0);
    // Dearer variants keep the same discount, rounded to ₦50.
    const sale =
      saleRatio === 0
        ? 0
        : combo.length === 0 || regular === spec.price
          ? (spec.sale ?? 0)
          : Math.round((regular * saleRatio) / 50) * 50;
    const sku = [prefix, ...combo.map((c) => code(c.value))].join('-');
    return {
      sku,
      regularKobo: toKobo(regular),
      saleKobo: toKobo(sale),
      stock: spec.stock ?? 6 + (hashString(sku) % 55),
      attributes: combo.map(({ attribute, value }) => ({ attribute, value })),
    };
  });
  return {
    name: spec.name,
    brand: spec.brand ?? null,
    slug: slugify(spec.name),
    description: spec.description,
    categorySlug: category.slug,
    categoryName: category.name,
    colour: category.colour,
    type: options.length > 0 ? 'variable' : 'simple',
    published: spec.published ?? true,
    variants,
  };
}

/** The demo products with their variants, SKUs, kobo prices and stock. */
export const buildCatalogue = (): CatalogueProduct[] => SEED_PRODUCTS.map(expand);
