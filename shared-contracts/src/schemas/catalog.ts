import * as v from 'valibot';
import {
  bodyIdSchema,
  INT32_MAX,
  intFromText,
  intInBody,
  MAX_PRICE_NAIRA,
  optionalText,
  pageSchema,
  pageSizeSchema,
  priceSchema,
  requiredText,
  text,
} from './common';
import { PRODUCT_SORTS } from '../constants';
import {
  descriptionLangEntries,
  langEntries,
  translationsInputSchema,
  translationsSchema,
} from './catalog-languages';
import { VAT_CLASSES } from './order-values';

export {
  localeSchema,
  translationSchema,
  translationsSchema,
  type Translation,
  type Translations,
  type TranslationsInput,
} from './catalog-languages';

export const categorySchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  description: v.string(),
  product_count: v.number(),
  ...langEntries,
  ...descriptionLangEntries,
});
export type Category = v.InferOutput<typeof categorySchema>;

export const productImageSchema = v.object({ id: v.number(), url: v.string(), alt: v.string() });
export type ProductImage = v.InferOutput<typeof productImageSchema>;

export const variantAttributeValueSchema = v.object({ attribute: v.string(), value: v.string() });
export type VariantAttributeValue = v.InferOutput<typeof variantAttributeValueSchema>;

export const variantSchema = v.object({
  id: v.number(),
  sku: v.string(),
  sale_price: v.number(),
  regular_price: v.number(),
  stock: v.number(),
  attributes: v.array(variantAttributeValueSchema),
});
export type Variant = v.InferOutput<typeof variantSchema>;

export const categoryRefSchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  ...langEntries,
});
export type CategoryRef = v.InferOutput<typeof categoryRefSchema>;

/** What a cart line or wishlist entry carries of its product. */
export const productSummarySchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  category: categoryRefSchema,
  type: v.picklist(['simple', 'variable']),
  published: v.boolean(),
  subscribers: v.number(),
  created_by: v.nullable(v.number()),
  last_modified_by: v.nullable(v.number()),
  created_at: v.string(),
  last_modified_at: v.string(),
  image: v.nullable(productImageSchema),
  ...langEntries,
});
export type ProductSummary = v.InferOutput<typeof productSummarySchema>;

/**
 * A product's automatic promotion on the storefront (docs/storefront.md §2.12): computed by the server from the same
 * rules as the checkout's quote, so each price is what each unit costs at checkout with the automatic promotions
 * running now, whatever the quantity: only a percentage without a cap is a price for each unit. `price`: the
 * product's lowest price with it (as the product's `price`); `variant_prices`: each variant the promotion reaches, at
 * its price with it; `name`: the promotion that takes the most; `ends_at`: when that price ends (ISO), null when it
 * has no end; `per_customer_limit`: present when a promotion in the price can be used only so many times by each
 * shopper (a signed-in shopper's own price is then asked of `products/my-prices`).
 */
export const productPromotionSchema = v.object({
  name: v.string(),
  price: v.number(),
  ends_at: v.nullable(v.string()),
  variant_prices: v.array(v.object({ variant_id: v.number(), price: v.number() })),
  per_customer_limit: v.optional(v.number()),
});
export type ProductPromotion = v.InferOutput<typeof productPromotionSchema>;

/**
 * An automatic promotion that takes an amount off the order of a product rather than off each unit
 * (docs/storefront.md §2.12): a fixed amount (`amount_off`, Naira), or a percentage with a cap for the order
 * (`percent_off`, at most `max_off` Naira), or a percentage that checkout applies after one of those, on the variants
 * `variant_ids`. Shown as what it is ('₦1,000 off your order of this product'), never as a price for each unit.
 */
export const productOfferSchema = v.object({
  name: v.string(),
  /** The variants it reaches (one already on sale is not reached when it excludes sale items). */
  variant_ids: v.array(v.number()),
  amount_off: v.nullable(v.number()),
  percent_off: v.nullable(v.number()),
  max_off: v.nullable(v.number()),
  ends_at: v.nullable(v.string()),
  per_customer_limit: v.optional(v.number()),
});
export type ProductOffer = v.InferOutput<typeof productOfferSchema>;

/** GET products/my-prices: a signed-in shopper's own promotion and offers for each product asked about. */
export const myProductPricesSchema = v.array(
  v.object({
    product_id: v.number(),
    promotion: v.nullable(productPromotionSchema),
    offers: v.array(productOfferSchema),
  }),
);
export type MyProductPrices = v.InferOutput<typeof myProductPricesSchema>;

/** The products a shopper's own prices are asked for at once: at most a page of them. */
export const MY_PRICES_MAX = 48;

const MY_PRICES_IDS_MESSAGE = `ids must be up to ${MY_PRICES_MAX} product ids, separated by commas`;

/** GET products/my-prices?ids=1,2,3 */
export const myPricesQuerySchema = v.object({
  ids: v.pipe(
    v.string(MY_PRICES_IDS_MESSAGE),
    v.regex(new RegExp(`^[1-9]\\d{0,9}(?:,[1-9]\\d{0,9}){0,${MY_PRICES_MAX - 1}}$`), MY_PRICES_IDS_MESSAGE),
    v.transform((text) => [...new Set(text.split(',').map(Number))]),
    v.check((ids) => ids.every((id) => id <= INT32_MAX), MY_PRICES_IDS_MESSAGE),
  ),
});
/** A product's rating from its visible reviews (schemas/reviews.ts): the mean stars to one decimal, and how many. */
export const productRatingSchema = v.object({ average: v.number(), count: v.number() });
export type ProductRating = v.InferOutput<typeof productRatingSchema>;

/** GET products/{id} and each entry of GET products. */
export const productSchema = v.object({
  ...productSummarySchema.entries,
  description: v.string(),
  ...descriptionLangEntries,
  images: v.array(productImageSchema),
  variants: v.array(variantSchema),
  /** Lowest effective price over the variants. */
  price: v.number(),
  in_stock: v.boolean(),
  /** The maker (Tecno, Samsung…), or null for unbranded goods. */
  brand: v.nullable(v.string()),
  /** The automatic promotion running on it now, with its prices; absent when none reaches it. */
  promotion: v.optional(productPromotionSchema),
  /** The automatic promotions running now that take an amount off its order, not off each unit; absent when none. */
  offers: v.optional(v.array(productOfferSchema)),
  /** The visible reviews' average stars and count; absent while it has none. */
  rating: v.optional(productRatingSchema),
});
export type Product = v.InferOutput<typeof productSchema>;

/** A product as the admin reads and edits it: with its own VAT class (null: as its category), and its translations. */
export const adminProductSchema = v.object({
  ...productSchema.entries,
  vat_class: v.nullable(v.picklist(VAT_CLASSES)),
  translations: translationsSchema,
});
export type AdminProduct = v.InferOutput<typeof adminProductSchema>;

/** The listing's orders (`PRODUCT_SORTS`). */
export const productSortSchema = v.picklist(PRODUCT_SORTS);
export type ProductSort = v.InferOutput<typeof productSortSchema>;

const numberFromQuery = (message: string) =>
  v.pipe(
    v.unknown(),
    v.transform((raw) => (typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw)),
    v.number(message),
    v.finite(message),
    v.minValue(0, message),
    v.maxValue(MAX_PRICE_NAIRA, `Prices go up to ${MAX_PRICE_NAIRA}`),
  );

/** A yes/no filter of a query string: true, false, 1 or 0 (or a boolean, from a typed client). */
const flagFromQuery = (message: string) =>
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])], message),
    v.transform((x) => x === true || x === 'true' || x === '1'),
  );

/** A search is at most this many characters and words: a longer one is a 400, not a slow query. */
export const SEARCH_MAX_LENGTH = 120;
export const SEARCH_MAX_WORDS = 10;

const searchText = v.optional(
  v.pipe(
    text(SEARCH_MAX_LENGTH),
    v.check(
      (q) => q.split(/\s+/).filter(Boolean).length <= SEARCH_MAX_WORDS,
      `Search for at most ${SEARCH_MAX_WORDS} words`,
    ),
  ),
);

/** GET products query string. */
export const productListQuerySchema = v.object({
  category: optionalText(120),
  search: searchText,
  /** A brand's name, matched without case. */
  brand: optionalText(60),
  min_price: v.optional(numberFromQuery('min_price must be a non-negative number')),
  max_price: v.optional(numberFromQuery('max_price must be a non-negative number')),
  in_stock: v.optional(flagFromQuery('in_stock must be true or false')),
  /** Only products with a variant whose sale price is below its regular price. */
  on_sale: v.optional(flagFromQuery('on_sale must be true or false')),
  /** Only products whose visible reviews average this many stars or more (4: "4★ & up"). */
  min_rating: v.optional(intFromText('min_rating', 1, 5)),
  /** Without it: `relevance` for a search, `newest` otherwise. */
  sort: v.optional(productSortSchema),
  page: pageSchema,
  page_size: pageSizeSchema(24),
});
export type ProductListQuery = v.InferInput<typeof productListQuerySchema>;

/** One value of a facet with the number of products it would show, the listing's other choices applied. */
export const facetValueSchema = v.object({
  value: v.string(),
  label: v.string(),
  count: v.number(),
  /** A category's: the language of its label (as a category's `lang`); absent for brands. */
  ...langEntries,
});
export type FacetValue = v.InferOutput<typeof facetValueSchema>;

/** A price band of the facets, in Naira; `max` null for the open top band. */
export const priceBandSchema = v.object({ min: v.number(), max: v.nullable(v.number()), count: v.number() });
export type PriceBand = v.InferOutput<typeof priceBandSchema>;

/**
 * GET products/facets: what can narrow the listing asked (same query string as GET products), with counts
 * that follow the choices made; and, for a search that found nothing, the closest words the catalogue knows.
 */
export const productFacetsSchema = v.object({
  categories: v.array(facetValueSchema),
  brands: v.array(facetValueSchema),
  price_bands: v.array(priceBandSchema),
  in_stock: v.number(),
  on_sale: v.number(),
  /** The whole search as the catalogue would spell it, when it found nothing and a close spelling finds some. */
  did_you_mean: v.nullable(v.string()),
});
export type ProductFacets = v.InferOutput<typeof productFacetsSchema>;

/** GET products/suggestions query string: what the shopper has typed so far. */
export const suggestionQuerySchema = v.object({
  q: v.pipe(
    text(SEARCH_MAX_LENGTH),
    v.minLength(2, 'Type at least 2 characters'),
    v.check(
      (q) => q.split(/\s+/).filter(Boolean).length <= SEARCH_MAX_WORDS,
      `Search for at most ${SEARCH_MAX_WORDS} words`,
    ),
  ),
});

export const productSuggestionSchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  /** What the product page shows as its price: with an automatic promotion, the promotion's price. */
  price: v.number(),
  /** The automatic promotion that sets `price` and the price before it (absent: none, and `price` is the product's own). */
  promotion: v.optional(v.object({ name: v.string(), price_before: v.number() })),
  image: v.nullable(productImageSchema),
  ...langEntries,
});
export type ProductSuggestion = v.InferOutput<typeof productSuggestionSchema>;

/** GET products/suggestions: up to 8 products and the categories that hold matches. */
export const suggestionsSchema = v.object({
  products: v.array(productSuggestionSchema),
  categories: v.array(categoryRefSchema),
});
export type Suggestions = v.InferOutput<typeof suggestionsSchema>;

/** Admin: create or replace a product with its variants. */
export const variantInputSchema = v.object({
  id: v.optional(bodyIdSchema('Variant id')),
  sku: requiredText('SKU is required', 64),
  regular_price: priceSchema,
  sale_price: v.optional(priceSchema, 0),
  stock: v.pipe(
    v.number('Stock must be a number'),
    v.finite('Stock must be a number'),
    v.integer('Stock must be a whole number'),
    v.minValue(0, 'Stock cannot be negative'),
    v.maxValue(INT32_MAX, `Stock must be at most ${INT32_MAX}`),
  ),
  attribute_values: v.optional(
    v.array(
      v.object({
        attribute_id: bodyIdSchema('Attribute'),
        value: requiredText('Value is required', 64),
      }),
    ),
    [],
  ),
});
export type VariantInput = v.InferInput<typeof variantInputSchema>;

export const productInputSchema = v.object({
  name: requiredText('Name is required', 200),
  description: v.optional(text(5000), ''),
  category_id: intInBody('Category', 1, INT32_MAX),
  /** Empty or absent: no brand. */
  brand: v.optional(v.nullable(text(60)), null),
  type: v.optional(v.picklist(['simple', 'variable']), 'simple'),
  published: v.optional(v.boolean(), true),
  /**
   * The product's own VAT class (standard, zero-rated, exempt), or null to be taxed as its category is. Absent on an
   * edit: unchanged; on a new product: as its category.
   */
  vat_class: v.optional(
    v.nullable(v.picklist(VAT_CLASSES, 'Choose standard, zero-rated, exempt or as its category')),
  ),
  variants: v.pipe(v.array(variantInputSchema), v.minLength(1, 'At least one variant is required')),
  translations: translationsInputSchema(200, 5000),
});
export type ProductInput = v.InferInput<typeof productInputSchema>;

export const categoryInputSchema = v.object({
  name: requiredText('Name is required', 80),
  description: v.optional(text(500), ''),
  translations: translationsInputSchema(80, 500),
});

/** A category as the admin reads it: with its translations. */
export const adminCategorySchema = v.object({ ...categorySchema.entries, translations: translationsSchema });
export type AdminCategory = v.InferOutput<typeof adminCategorySchema>;
export type CategoryInput = v.InferInput<typeof categoryInputSchema>;

export const attributeSchema = v.object({ id: v.number(), name: v.string(), values: v.array(v.string()) });
export type Attribute = v.InferOutput<typeof attributeSchema>;
export const attributeInputSchema = v.object({
  name: requiredText('Name is required', 60),
  values: v.optional(v.array(requiredText('Value is required', 60)), []),
});
export type AttributeInput = v.InferInput<typeof attributeInputSchema>;

/** A group of words shoppers use for the same thing ("tv", "television"), as the admin edits it. */
export const synonymGroupSchema = v.object({ id: v.number(), terms: v.array(v.string()) });
export type SynonymGroup = v.InferOutput<typeof synonymGroupSchema>;

export const synonymGroupInputSchema = v.object({
  terms: v.pipe(
    v.array(requiredText('Each word is required', 60), 'Terms must be a list of words'),
    v.minLength(2, 'Give at least two words that mean the same thing'),
    v.maxLength(20, 'A group has at most 20 words'),
  ),
});
export type SynonymGroupInput = v.InferInput<typeof synonymGroupInputSchema>;
