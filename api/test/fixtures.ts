import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { categories, products, users, variants } from '../src/db/schema.js';
import { issuePhoneCode } from '../src/modules/customers/index.js';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

export const PASSWORD = 'Passw0rdKasuwa';

export interface UserFixture {
  email?: string;
  /**
   * Whether the email counts as confirmed (as after the mailed link): what once-per-customer promotions and helpful
   * votes need. A new account's is not, as after registration; say so where a test needs it.
   */
  verified?: boolean;
}

export async function createUser(
  app: FastifyInstance,
  role: 'ADMIN' | 'REGULAR' = 'REGULAR',
  fixture: UserFixture = {},
) {
  const email = fixture.email ?? `user${unique()}@example.ng`;
  const [user] = await app.db
    .insert(users)
    .values({
      email,
      username: `u${unique()}`,
      firstName: 'Ada',
      lastName: 'Obi',
      role,
      passwordHash: await app.passwords.hash(PASSWORD),
      emailVerifiedAt: fixture.verified ? new Date() : null,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return { ...user, email };
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD, remember?: boolean) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, ...(remember ? { remember } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { access: string; refresh: string } }>().data;
}

/** A signed-in user and the header to send. */
export async function shopper(
  app: FastifyInstance,
  role: 'ADMIN' | 'REGULAR' = 'REGULAR',
  fixture: UserFixture = {},
) {
  const user = await createUser(app, role, fixture);
  const tokens = await login(app, user.email);
  return { user, tokens, headers: { authorization: `Bearer ${tokens.access}` } };
}

let phoneSerial = 0;
/** A Nigerian mobile number (+23490…) no other test of the run gives: the time and a counter. */
export const newPhone = () =>
  `+23490${String(Date.now() % 1_000_000).padStart(6, '0')}${String((phoneSerial += 1) % 100).padStart(2, '0')}`;

/**
 * A shopper whose account was made with a phone number alone (no email, no password), signed in as phone sign-in
 * signs in: a code made as the SMS job makes it, then `auth/phone/verify` with the names.
 */
export async function phoneShopper(app: FastifyInstance, phone = newPhone()) {
  const code = await issuePhoneCode(app.db, app.config.jwtSecret, phone);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/phone/verify',
    payload: { phone, code, first_name: 'Musa', last_name: 'Bello' },
    remoteAddress: '192.0.2.200',
  });
  if (res.statusCode !== 200) throw new Error(`phone sign-in failed: ${res.statusCode} ${res.body}`);
  const tokens = res.json<{ data: { access: string; refresh: string } }>().data;
  const [user] = await app.db.select().from(users).where(eq(users.phone, phone));
  if (!user) throw new Error('phone account not created');
  return { user, phone, tokens, headers: { authorization: `Bearer ${tokens.access}` } };
}

export async function createCategory(app: FastifyInstance, name = `Category ${unique()}`) {
  const [category] = await app.db
    .insert(categories)
    .values({ name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), description: '' })
    .returning();
  if (!category) throw new Error('category not created');
  return category;
}

export interface ProductFixture {
  name?: string;
  brand?: string;
  description?: string;
  categoryId?: number;
  published?: boolean;
  /** Naira */
  price?: number;
  salePrice?: number;
  stock?: number;
  createdAt?: Date;
}

export async function createProduct(app: FastifyInstance, fixture: ProductFixture = {}) {
  const categoryId = fixture.categoryId ?? (await createCategory(app)).id;
  const name = fixture.name ?? `Product ${unique()}`;
  const [product] = await app.db
    .insert(products)
    .values({
      name,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${unique()}`,
      description: fixture.description ?? '',
      brand: fixture.brand ?? null,
      categoryId,
      published: fixture.published ?? true,
      ...(fixture.createdAt ? { createdAt: fixture.createdAt } : {}),
    })
    .returning();
  if (!product) throw new Error('product not created');
  const [variant] = await app.db
    .insert(variants)
    .values({
      productId: product.id,
      sku: `SKU-${unique()}`,
      regularPriceKobo: Math.round((fixture.price ?? 1000) * 100),
      salePriceKobo: Math.round((fixture.salePrice ?? 0) * 100),
      stock: fixture.stock ?? 10,
    })
    .returning();
  if (!variant) throw new Error('variant not created');
  return { product, variant };
}

export async function stockOf(app: FastifyInstance, variantId: number): Promise<number> {
  const [row] = await app.db
    .select({ stock: variants.stock })
    .from(variants)
    .where(eq(variants.id, variantId));
  return row?.stock ?? -1;
}

/** Puts a variant in the shopper's cart, as the storefront does. */
export function addToCart(
  app: FastifyInstance,
  headers: Record<string, string>,
  product_id: number,
  variant_id: number,
  quantity = 1,
) {
  return app.inject({
    method: 'POST',
    url: '/api/products/add-to-cart',
    headers,
    payload: { product_id, variant_id, quantity },
  });
}

export const address = {
  full_name: 'Ada Obi',
  phone: '08031234567',
  street: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
};
