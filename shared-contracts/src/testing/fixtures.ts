import type { CartItem } from '../schemas/cart';
import type { Product, ProductSummary, Variant } from '../schemas/catalog';
import type { SignedInUser } from '../schemas/users';

/** Ids for fixtures that are not given one; each test file starts again from 100. */
let nextId = 100;

/** A variant: 10 in stock at ₦15,000, no sale price, no attributes. `over` changes any part of it. */
export const variantFixture = (over: Partial<Variant> = {}): Variant => {
  const id = over.id ?? nextId++;
  return { id, sku: `SKU-${id}`, sale_price: 0, regular_price: 15000, stock: 10, attributes: [], ...over };
};

/** A published product as a listing or a cart line shows it, in Fashion, with one image. */
export const productSummaryFixture = (over: Partial<ProductSummary> = {}): ProductSummary => {
  const id = over.id ?? nextId++;
  const name = over.name ?? `Product ${id}`;
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    category: { id: 1, name: 'Fashion', slug: 'fashion' },
    type: 'variable',
    published: true,
    subscribers: 0,
    created_by: 1,
    last_modified_by: 1,
    created_at: '2026-11-01T10:00:00.000Z',
    last_modified_at: '2026-11-01T10:00:00.000Z',
    image: { id: id * 10, url: `/media/${id}.webp`, alt: '' },
    ...over,
  };
};

/**
 * A product's details: one variant unless `over.variants` says otherwise (simple with one, variable with more),
 * its summary image as its only image, and the price and stock its variants give.
 */
export const productFixture = (over: Partial<Product> = {}): Product => {
  const variants = over.variants ?? [variantFixture()];
  const summary = productSummaryFixture({ type: variants.length > 1 ? 'variable' : 'simple', ...over });
  return {
    ...summary,
    description: 'A fine thing.',
    images: summary.image ? [summary.image] : [],
    variants,
    price: Math.min(...variants.map((v) => (v.sale_price > 0 ? v.sale_price : v.regular_price))),
    in_stock: variants.some((v) => v.stock > 0),
    brand: null,
    ...over,
  };
};

/** The signed-in shopper GET users/me answers, with the cart the server holds. */
export const shopperProfile = (cartItems: CartItem[]): SignedInUser => ({
  id: 1,
  email: 'shopper@kasuwa.test',
  username: 'shopper',
  first_name: 'Ada',
  last_name: 'Obi',
  phone: null,
  role: 'REGULAR',
  date_joined: '2026-01-01T00:00:00.000Z',
  email_verified_at: '2026-01-01T00:05:00.000Z',
  cart: { id: 1, cart_items: cartItems },
});
