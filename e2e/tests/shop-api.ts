import { expect, type APIRequestContext } from '@playwright/test';
import { ports } from '../playwright.config';
import { uniqueShopper } from './fixtures';

/** The shop's API, called the way the pages call it, to set up what a journey starts from. */

export type Shopper = ReturnType<typeof uniqueShopper>;

/** A new account (its order history empty), created through the API: a unique one unless `shopper` is given. */
export async function register(
  request: APIRequestContext,
  shopper: Shopper = uniqueShopper(),
): Promise<Shopper> {
  const res = await request.post('/api/auth/register', {
    data: {
      first_name: shopper.first,
      last_name: shopper.last,
      username: shopper.username,
      email: shopper.email,
      password: shopper.password,
    },
  });
  expect(res.status()).toBe(201);
  return shopper;
}

export async function tokenOf(request: APIRequestContext, shopper: Shopper): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { access: string } }).data.access;
}

interface Variant {
  id: number;
  stock: number;
}
interface ProductDetail {
  id: number;
  name: string;
  variants: Variant[];
}

/** A published product with a variant in stock (skipping `except`), straight from the API. */
export async function productInStock(request: APIRequestContext, except: number[] = []) {
  const list = await request.get('/api/products?in_stock=true&page_size=30&sort=newest');
  const { results } = ((await list.json()) as { data: { results: { id: number }[] } }).data;
  for (const { id } of results) {
    if (except.includes(id)) continue;
    const product = ((await (await request.get(`/api/products/${id}`)).json()) as { data: ProductDetail })
      .data;
    const variant = product.variants.find((v) => v.stock >= 2 && v.stock < 999);
    if (variant) return { product, variant };
  }
  throw new Error('No product in stock');
}

export async function addToCart(
  request: APIRequestContext,
  token: string,
  productId: number,
  variantId: number,
  quantity = 1,
) {
  const res = await request.post('/api/products/add-to-cart', {
    headers: { authorization: `Bearer ${token}` },
    data: { product_id: productId, variant_id: variantId, quantity },
  });
  expect(res.ok()).toBeTruthy();
}

export async function stockOf(request: APIRequestContext, productId: number, variantId: number) {
  const product = (
    (await (await request.get(`/api/products/${productId}`)).json()) as { data: ProductDetail }
  ).data;
  return product.variants.find((v) => v.id === variantId)?.stock;
}

/** Places an order of the shopper's cart, paid on delivery; the order's id and number. */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
): Promise<{ id: number; number: string }> {
  const res = await request.post('/api/orders/checkout', {
    headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      shipping_address: {
        full_name: 'Tunde Bakare',
        phone: '08030000002',
        street: '1 Marina',
        city: 'Lagos',
        state: 'Lagos',
      },
      payment_method: 'pay_on_delivery',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: number; number: string } }).data;
}

/** A new shopper with one item in the cart (or `quantity` of it), a product still in stock. */
export async function shopperWithItemInCart(request: APIRequestContext, quantity = 1) {
  const shopper = await register(request);
  const { product, variant } = await productInStock(request);
  await addToCart(request, await tokenOf(request, shopper), product.id, variant.id, quantity);
  return { shopper, product, variant };
}

/** Every text the shop's SMS outbox holds for `phone` (npm start's, at the API's port + 500), newest first. */
export async function textsTo(request: APIRequestContext, phone: string): Promise<string[]> {
  const res = await request.get(
    `http://127.0.0.1:${ports.api + 500}/messages?to=${encodeURIComponent(phone)}`,
  );
  return ((await res.json()) as { data: { text: string }[] }).data.map((message) => message.text);
}
