import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import { formatNaira, fromKobo, toKobo } from 'shared-contracts/money';
import type { CheckoutInput, CheckoutQuote, Order, checkoutSchema } from 'shared-contracts/schemas/orders';
import type { Executor } from '../db/client.js';
import { cartItems, carts, orderItems, orders, payLaterPlans, products, variants } from '../db/schema.js';
import { HttpError, badRequest, conflict } from '../lib/http-error.js';
import { effectivePriceKobo, shippingFeeKobo } from '../lib/money.js';
import { loadVariants, variantLabel } from './catalog.js';
import { firstImages } from './orders.js';
import { computeDiscounts, reservePromotionUses, type DiscountResult } from './promotions/apply.js';

// --- Promotions: a minimal call until the pricing pipeline (services/checkout/pricing.ts) prices the order. ---
type CartLine = Awaited<ReturnType<typeof cartLines>>[number];
function discountsFor(db: Executor, userId: number, lines: CartLine[], code: string | null | undefined) {
  return computeDiscounts(db, {
    userId,
    lines: lines.map((l) => ({
      productId: l.productId,
      variantId: l.variantId,
      categoryId: l.categoryId,
      quantity: l.quantity,
      regularUnitKobo: l.regularPriceKobo,
      unitKobo: effectivePriceKobo(l),
    })),
    subtotalKobo: lines.reduce((sum, l) => sum + effectivePriceKobo(l) * l.quantity, 0),
    code: code ?? null,
    now: new Date(),
  });
}
const discountOf = (d: DiscountResult) => d.lineDiscountsKobo.reduce((a, x) => a + x, 0);
// --- end of the promotions call ---

/** A cart's lines with what pricing them needs, in variant-id order (the order checkout takes stock in). */
function cartLines(db: Executor, which: SQL) {
  return db
    .select({
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      productName: products.name,
      categoryId: products.categoryId,
      published: products.published,
      sku: variants.sku,
      stock: variants.stock,
      regularPriceKobo: variants.regularPriceKobo,
      salePriceKobo: variants.salePriceKobo,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .where(which)
    .orderBy(asc(cartItems.variantId));
}

/**
 * What checkout would charge for the cart now, priced like `checkout` prices it (database prices, the same
 * shipping rule), and the address of the shopper's latest order to fill the form with.
 */
export async function quoteCheckout(
  db: Executor,
  userId: number,
  promoCode?: string | undefined,
): Promise<CheckoutQuote> {
  const [lines, [last]] = await Promise.all([
    cartLines(db, eq(carts.userId, userId)),
    db
      .select({
        full_name: orders.shippingFullName,
        phone: orders.shippingPhone,
        street: orders.shippingStreet,
        city: orders.shippingCity,
        state: orders.shippingState,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(1),
  ]);
  const [variantMap, images] = await Promise.all([
    loadVariants(
      db,
      lines.map((l) => l.variantId),
    ),
    firstImages(
      db,
      lines.map((l) => l.productId),
    ),
  ]);
  const subtotalKobo = lines.reduce((sum, l) => sum + effectivePriceKobo(l) * l.quantity, 0);
  const discounts = await discountsFor(db, userId, lines, promoCode);
  const discountKobo = discountOf(discounts);
  const shippingKobo = discounts.freeDelivery ? 0 : shippingFeeKobo(subtotalKobo);
  return {
    items: lines.map((l) => {
      const variant = variantMap.get(l.variantId);
      return {
        product_id: l.productId,
        variant_id: l.variantId,
        product_name: l.productName,
        variant_label: variant ? variantLabel(variant) : '',
        quantity: l.quantity,
        stock: l.stock,
        unit_price: fromKobo(effectivePriceKobo(l)),
        line_total: fromKobo(effectivePriceKobo(l) * l.quantity),
        image: images.get(l.productId) ?? null,
      };
    }),
    subtotal: fromKobo(subtotalKobo),
    discount: fromKobo(discountKobo),
    promotions: discounts.applied.map((p) => ({
      id: p.id,
      name: p.name,
      code: p.code,
      kind: p.kind,
      discount: fromKobo(p.discountKobo),
    })),
    promo_code: promoCode
      ? { code: promoCode, applied: discounts.codeError === null, message: discounts.codeError }
      : null,
    shipping_fee: fromKobo(shippingKobo),
    total: fromKobo(subtotalKobo - discountKobo + shippingKobo),
    last_address: last ? { ...last, state: last.state as Order['shipping_address']['state'] } : null,
  };
}

/** 'KSW-20261121-7F3K9Q' */
export function newOrderNumber(now = new Date()): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const suffix = [...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('');
  return `KSW-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${suffix}`;
}

type CheckoutBody = v.InferOutput<typeof checkoutSchema>;

/**
 * Places the order in one transaction: stock is taken with a conditional UPDATE per line, so two shoppers
 * can never buy the same last unit; any shortage rolls everything back. Within a transaction (an
 * idempotent checkout) it runs in a savepoint.
 */
export async function checkout(
  db: Executor,
  userId: number,
  body: CheckoutBody | CheckoutInput,
  /** Pay now: how long the order holds its stock while the payment is awaited (services/payments/). */
  options: { reserveForMs?: number } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    // Serialises checkouts of the same cart (double submit).
    const [cart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.userId, userId))
      .for('update');
    if (!cart) throw badRequest('Your cart is empty.');
    const lines = await cartLines(tx, eq(cartItems.cartId, cart.id));
    if (lines.length === 0) throw badRequest('Your cart is empty.');

    for (const line of lines) {
      const ids = { product_id: line.productId, variant_id: line.variantId };
      if (!line.published) {
        throw conflict(`${line.productName} is no longer available.`, { reason: 'unavailable', ...ids });
      }
      const taken = await tx
        .update(variants)
        .set({ stock: sql`${variants.stock} - ${line.quantity}` })
        .where(and(eq(variants.id, line.variantId), sql`${variants.stock} >= ${line.quantity}`))
        .returning({ id: variants.id });
      if (taken.length === 0) {
        throw conflict(`Not enough stock for ${line.productName}.`, { reason: 'stock', ...ids });
      }
    }

    const subtotalKobo = lines.reduce((sum, l) => sum + effectivePriceKobo(l) * l.quantity, 0);
    const discounts = await discountsFor(tx, userId, lines, body.promo_code);
    const shippingKobo = discounts.freeDelivery ? 0 : shippingFeeKobo(subtotalKobo);
    const totalKobo = subtotalKobo - discountOf(discounts) + shippingKobo;
    if (body.expected_total !== undefined && toKobo(body.expected_total) !== totalKobo) {
      // A price changed since the shopper's quote: nothing is charged that they were not shown.
      throw conflict(
        `The total of your order has changed from ${formatNaira(body.expected_total)} to ${formatNaira(fromKobo(totalKobo))}. Check the new total and place your order again.`,
        { reason: 'total', expected_total: body.expected_total, total: fromKobo(totalKobo) },
      );
    }
    const address = body.shipping_address;
    const [order] = await tx
      .insert(orders)
      .values({
        number: newOrderNumber(),
        userId,
        paymentMethod: body.payment_method,
        subtotalKobo,
        shippingFeeKobo: shippingKobo,
        totalKobo,
        shippingFullName: address.full_name,
        shippingPhone: address.phone,
        shippingStreet: address.street,
        shippingCity: address.city,
        shippingState: address.state,
        reservedUntil:
          body.payment_method === 'pay_now'
            ? new Date(Date.now() + (options.reserveForMs ?? 30 * 60_000))
            : null,
      })
      .returning({ id: orders.id });
    if (!order) throw new HttpError(500, 'Order could not be created');

    const variantMap = await loadVariants(
      tx,
      lines.map((l) => l.variantId),
    );
    await tx.insert(orderItems).values(
      lines.map((l) => {
        const variant = variantMap.get(l.variantId);
        return {
          orderId: order.id,
          productId: l.productId,
          variantId: l.variantId,
          productName: l.productName,
          variantLabel: variant ? variantLabel(variant) : '',
          sku: l.sku,
          unitPriceKobo: effectivePriceKobo(l),
          quantity: l.quantity,
        };
      }),
    );
    await reservePromotionUses(tx, order.id, userId, discounts.applied);
    if (body.payment_method === 'pay_later') {
      await tx.insert(payLaterPlans).values({ orderId: order.id, instalments: body.instalments ?? 2 });
    }
    await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
    return order.id;
  });
}
