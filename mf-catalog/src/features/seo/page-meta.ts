import {
  formatNaira,
  hasWidths,
  lagosDayOf,
  pictureUrl,
  PICTURE_WIDTHS,
  toKobo,
  type Product,
  type Review,
} from 'shared-contracts';
import { type PageMeta } from 'shop-sdk';
import { inEnglish, type Translate } from '../../messages/translate';
import { categoryDescription, categoryImageAlt, productDescription, seoMessages } from './seo.messages';

/** The size of a product's link-preview picture (the API's share image): what WhatsApp and Facebook show best. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

const SITE = 'Kasuwa';

/**
 * The catalog's heads are in the page's language: each takes the page's `t` (`useIntl().formatMessage`); English
 * when none is given.
 */

/** The shop's own link-preview picture (its newest products beside what it sells), for the home page and /products. */
export const shopImage = (t: Translate = inEnglish) => ({
  url: '/api/products/share-image.jpg',
  ...SHARE_IMAGE,
  alt: t(seoMessages.shopImageAlt),
});

/** A category's link-preview picture: its name and description beside its newest products. */
export const categoryImage = (slug: string, name: string, t: Translate = inEnglish) => ({
  url: `/api/products/category/${encodeURIComponent(slug)}/share-image.jpg`,
  ...SHARE_IMAGE,
  alt: t(categoryImageAlt, { name }),
});

export const homeMeta = (t: Translate = inEnglish): PageMeta => ({
  title: t(seoMessages.homeTitle),
  description: t(seoMessages.homeDescription),
  canonical: '/',
  image: shopImage(t),
});

/**
 * A listing: all products, a category or a search. Search results are not a page of their own for search engines.
 * Its preview picture: the category's (`categorySlug`), else the shop's.
 */
export function listingMeta(
  heading: string,
  ownDescription: string | undefined,
  canonical: string,
  search: string,
  categorySlug?: string,
  t: Translate = inEnglish,
): PageMeta {
  const searching = search.trim() !== '';
  return {
    image: categorySlug ? categoryImage(categorySlug, heading, t) : shopImage(t),
    title: searching ? `“${search.trim()}” | ${SITE}` : `${heading} | ${SITE}`,
    description:
      ownDescription?.trim() ||
      (heading === t(seoMessages.allProducts)
        ? t(seoMessages.allProductsDescription)
        : t(categoryDescription, { category: heading })),
    canonical: listingCanonical(canonical),
  };
}

export const productNotFoundMeta = (t: Translate = inEnglish): PageMeta => ({
  title: t(seoMessages.productNotFound),
  status: 404,
});

/** A category the shop does not have: a 404, like a product that does not exist. */
export const categoryNotFoundMeta = (t: Translate = inEnglish): PageMeta => ({
  title: t(seoMessages.categoryNotFound),
  status: 404,
});

/** The listing's parameters that change what it shows; anything else (utm_…, a click id) is left out of its canonical. */
const CONTENT_PARAMS = [
  'category',
  'search',
  'min_price',
  'max_price',
  'in_stock',
  'on_sale',
  'min_rating',
  'sort',
  'page',
];

/** A listing's canonical URL: its path and, in a fixed order, only the parameters that change its content. */
export function listingCanonical(href: string): string {
  const url = new URL(href, 'http://shop');
  const kept = new URLSearchParams();
  for (const name of CONTENT_PARAMS)
    for (const value of url.searchParams.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** The widths of a stored photo offered to search engines and shopping surfaces: the larger ones, widest first. */
const STRUCTURED_DATA_WIDTHS = PICTURE_WIDTHS.filter((width) => width >= 480).reverse();

/**
 * A product's pictures for structured data: shopping surfaces take raster pictures only, so each stored photo as
 * JPEG in several widths (the API's picture pipeline), and for a product shown with drawings the share image (a JPEG
 * the API makes from its first picture).
 */
export function structuredDataImages(product: Product): string[] {
  const photos = product.images
    .filter((image) => hasWidths(image.url))
    .flatMap((image) => STRUCTURED_DATA_WIDTHS.map((width) => pictureUrl(image.url, width, 'jpeg')));
  if (photos.length) return photos;
  return product.images.length ? [`/api/products/${product.id}/share-image.jpg`] : [];
}

/** While a product loads, or when it cannot be loaded. */
export const productPageMeta = (productId: string, t: Translate = inEnglish): PageMeta => ({
  title: t(seoMessages.product),
  canonical: `/products/${productId}`,
});

/** A price as schema.org wants it: digits and a dot, two decimals, no symbol or separators ("15000.00"). */
export function schemaPrice(naira: number): string {
  const kobo = toKobo(naira);
  return `${Math.floor(kobo / 100)}.${String(kobo % 100).padStart(2, '0')}`;
}

/** The Lagos calendar date of an instant, 'YYYY-MM-DD', as schema.org's priceValidUntil takes it. */
export const lagosDate = lagosDayOf;

/** A description for previews and search results: the first sentences, at most about 160 characters. */
export function summary(text: string, limit = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit / 2)).trimEnd()}…`;
}

/**
 * A product page's head: its title, description, Open Graph picture (the API's 1200×630 share image: the first
 * picture beside the name and price, or a drawn card for a product without one; its text is the product's name, not
 * the uploaded file's), and structured data for search engines: a schema.org Product with its lowest price in Naira, and
 * the breadcrumb to it. Paths are made absolute by the server that writes the head.
 */
export function productMeta(
  product: Product,
  reviews: readonly Review[] = [],
  t: Translate = inEnglish,
): PageMeta {
  const path = `/products/${product.id}`;
  const categoryPath = `/products/category/${encodeURIComponent(product.category.name)}`;
  const description =
    summary(product.description) ||
    t(productDescription, {
      name: product.name,
      price: formatNaira(product.promotion?.price ?? product.price),
    });
  return {
    title: `${product.name} | ${SITE}`,
    description,
    canonical: path,
    type: 'product',
    image: { url: `/api/products/${product.id}/share-image.jpg`, ...SHARE_IMAGE, alt: product.name },
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description: product.description,
        sku: product.variants[0]?.sku ?? String(product.id),
        image: structuredDataImages(product),
        category: product.category.name,
        // The maker, when the product has one; never the shop's own name.
        ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
        url: path,
        offers: {
          '@type': 'Offer',
          price: schemaPrice(product.promotion?.price ?? product.price),
          // A promotion's price holds until its end (its Lagos date).
          ...(product.promotion?.ends_at ? { priceValidUntil: lagosDate(product.promotion.ends_at) } : {}),
          priceCurrency: 'NGN',
          availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          url: path,
        },
        ...reviewsData(product, reviews),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: t(seoMessages.home), item: '/' },
          { '@type': 'ListItem', position: 2, name: product.category.name, item: categoryPath },
          { '@type': 'ListItem', position: 3, name: product.name, item: path },
        ],
      },
    ],
  };
}

/**
 * A product's rating and the reviews its page shows, for structured data; nothing while it has none. The text goes
 * as it was written: the server that writes the head escapes it for the script element.
 */
export function reviewsData(product: Product, reviews: readonly Review[]): Record<string, unknown> {
  if (!product.rating || product.rating.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating.average,
      reviewCount: product.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(reviews.length > 0
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            name: review.title,
            reviewBody: review.body,
            datePublished: review.created_at.slice(0, 10),
            author: { '@type': 'Person', name: review.author },
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}
