import type {
  CartItem,
  Product,
  ProductSummary,
  SignedInUser,
  Variant,
  WishlistItem,
} from 'shared-contracts';

export const summary = (id: number, name: string): ProductSummary => ({
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
});

export const variant = (id: number, over: Partial<Variant> = {}): Variant => ({
  id,
  sku: `SKU-${id}`,
  sale_price: 0,
  regular_price: 10000,
  stock: 10,
  attributes: [],
  ...over,
});

export const line = (product: ProductSummary, v: Variant, quantity: number): CartItem => ({
  product,
  variant: v,
  quantity,
});

export const wishlistItem = (
  product: ProductSummary,
  price: number,
  inStock = true,
  chosen: Variant | null = null,
): WishlistItem => ({
  product: { ...product, price, in_stock: inStock },
  variant: chosen,
  added_at: '2026-11-20T10:00:00.000Z',
});

export const productDetail = (s: ProductSummary, variants: Variant[]): Product => ({
  ...s,
  description: '',
  images: s.image ? [s.image] : [],
  variants,
  price: Math.min(...variants.map((v) => (v.sale_price > 0 ? v.sale_price : v.regular_price))),
  in_stock: variants.some((v) => v.stock > 0),
});

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
  cart: { id: 1, cart_items: cartItems },
});
