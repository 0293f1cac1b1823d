import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import * as schema from '../db/schema.js';
import { contactTables } from '../modules/contact/index.js';
import { orderTables } from '../modules/orders/index.js';
import { paymentTables } from '../modules/payments/index.js';
import { reviewTables } from '../modules/reviews/index.js';
import { settingsTables } from '../modules/settings/index.js';
import { effectivePriceKobo, instalmentKobo, zoneFeeKobo } from '../lib/money.js';
import { newOrderNumber } from '../lib/order-number.js';
import type { CatalogueProduct } from './catalogue.js';
import { DEMO_ADDRESSES, DEMO_CONTACT_MESSAGES, DEMO_CUSTOMERS, DEMO_SHOPPER } from './data.js';
import { hashString } from './images.js';

/**
 * The demo's shopping, outside production: the demo shopper and customers with their addresses, their orders over
 * the last 30 days (every status, pay later, payments), the contact messages, and the reviews of what they received.
 */

/** Deterministic pseudo-random numbers so every fresh database looks the same. */
function sequence(seed: string) {
  let state = hashString(seed) || 1;
  return (max: number): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % max;
  };
}

export const toUser = (u: {
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  phone: string | null;
}) => ({
  email: u.email,
  username: u.username,
  firstName: u.first_name,
  lastName: u.last_name,
  phone: u.phone,
  // The seeded accounts (the admin; outside production the demo shopper and customers) are the shop's own: their
  // emails count as confirmed, so the demo and the e2e suite use codes limited per customer and vote at once.
  emailVerifiedAt: new Date(),
});

export type SeededVariant = {
  id: number;
  sku: string;
  productId: number;
  regularPriceKobo: number;
  salePriceKobo: number;
};

/** Status, payment and age (days) of each demo order: enough for every dashboard tile. */
const DEMO_ORDERS = [
  { status: 'delivered', days: 28 },
  { status: 'delivered', days: 25 },
  { status: 'cancelled', days: 23 },
  { status: 'delivered', days: 20 },
  { status: 'shipped', days: 17 },
  { status: 'delivered', days: 14 },
  { status: 'processing', days: 11 },
  { status: 'shipped', days: 9 },
  { status: 'confirmed', days: 7, payLater: { instalments: 3, status: 'approved', paid: 1 } },
  { status: 'confirmed', days: 5 },
  { status: 'processing', days: 4 },
  { status: 'pending', days: 2, payLater: { instalments: 2, status: 'pending', paid: 0 } },
  { status: 'pending', days: 1 },
  { status: 'pending', days: 0 },
] as const satisfies readonly {
  status: (typeof schema.orders.$inferSelect)['status'];
  days: number;
  payLater?: { instalments: number; status: 'pending' | 'approved'; paid: number };
}[];

export async function seedDemoShopping(
  tx: Tx,
  catalogue: CatalogueProduct[],
  variantBySku: Map<string, SeededVariant>,
  shopperHash: string,
): Promise<void> {
  const people = [DEMO_SHOPPER, ...DEMO_CUSTOMERS];
  const now = Date.now();
  const userRows = await tx
    .insert(schema.users)
    .values(
      people.map((p, i) => ({
        ...toUser(p),
        role: 'REGULAR' as const,
        passwordHash: shopperHash,
        dateJoined: new Date(now - (60 - i * 7) * 86_400_000),
      })),
    )
    .returning({
      id: schema.users.id,
      firstName: schema.users.firstName,
      lastName: schema.users.lastName,
      phone: schema.users.phone,
    });

  // Delivery charged by the Settings zones (as the migrations set them up), the rule checkout applies.
  const zones = await tx
    .select({
      state: settingsTables.zoneStates.state,
      feeKobo: settingsTables.deliveryZones.feeKobo,
      freeFromKobo: settingsTables.deliveryZones.freeFromKobo,
    })
    .from(settingsTables.zoneStates)
    .innerJoin(
      settingsTables.deliveryZones,
      eq(settingsTables.deliveryZones.id, settingsTables.zoneStates.zoneId),
    );
  const zoneByState = new Map(zones.map((zone) => [zone.state as string, zone]));

  const random = sequence('kasuwa-demo-orders');
  // Numbers from a sequence of their own, so the orders' contents stay what they were.
  const numberBytes = sequence('kasuwa-demo-order-numbers');
  const inStock = catalogue.filter((p) => p.published && p.variants.some((v) => v.stock > 5));
  const orderValues: (typeof schema.orders.$inferInsert)[] = [];
  const itemsPerOrder: { variant: SeededVariant; name: string; label: string; quantity: number }[][] = [];

  DEMO_ORDERS.forEach((spec, index) => {
    const customer = userRows[index % userRows.length];
    if (!customer) return;
    const lines = Array.from({ length: 1 + random(3) }, () => {
      const product = inStock[random(inStock.length)];
      const choice = product?.variants[random(product.variants.length)];
      const variant = choice ? variantBySku.get(choice.sku) : undefined;
      if (!product || !choice || !variant) throw new Error('Seed catalogue is empty');
      return {
        variant,
        name: product.name,
        label: choice.attributes.map((a) => a.value).join(' / '),
        quantity: 1 + random(2),
      };
    });
    const unique = lines.filter((line, i) => lines.findIndex((l) => l.variant.id === line.variant.id) === i);
    const subtotal = unique.reduce((sum, l) => sum + effectivePriceKobo(l.variant) * l.quantity, 0);
    const address = DEMO_ADDRESSES[index % DEMO_ADDRESSES.length] ?? DEMO_ADDRESSES[0];
    const zone = zoneByState.get(address.state);
    if (!zone) throw new Error(`No delivery zone holds ${address.state}`);
    const fee = zoneFeeKobo(zone, subtotal);
    const createdAt = new Date(now - spec.days * 86_400_000 - random(10 * 3600) * 1000);
    const payLater = 'payLater' in spec ? spec.payLater : undefined;
    orderValues.push({
      number: newOrderNumber(
        createdAt,
        Array.from({ length: 6 }, () => numberBytes(256)),
      ),
      userId: customer.id,
      status: spec.status,
      paymentStatus:
        spec.status === 'delivered' ? 'paid' : payLater && payLater.paid > 0 ? 'partially_paid' : 'unpaid',
      paymentMethod: payLater ? 'pay_later' : 'pay_on_delivery',
      subtotalKobo: subtotal,
      shippingFeeKobo: fee,
      totalKobo: subtotal + fee,
      shippingFullName: `${customer.firstName} ${customer.lastName}`,
      shippingPhone: customer.phone ?? '+2348012345678',
      shippingStreet: address.street,
      shippingCity: address.city,
      shippingState: address.state,
      createdAt,
      updatedAt: createdAt,
    });
    itemsPerOrder.push(unique);
  });

  const orderRows = await tx.insert(schema.orders).values(orderValues).returning({
    id: schema.orders.id,
    totalKobo: schema.orders.totalKobo,
    createdAt: schema.orders.createdAt,
  });
  await tx.insert(schema.orderItems).values(
    orderRows.flatMap((order, i) =>
      (itemsPerOrder[i] ?? []).map((line) => ({
        orderId: order.id,
        productId: line.variant.productId,
        variantId: line.variant.id,
        productName: line.name,
        variantLabel: line.label,
        sku: line.variant.sku,
        unitPriceKobo: effectivePriceKobo(line.variant),
        quantity: line.quantity,
      })),
    ),
  );

  // Each order's statuses up to where it stands, a day apart at most (within its age).
  const PATH = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'] as const;
  await tx.insert(orderTables.orderStatusHistory).values(
    orderRows.flatMap((order, i) => {
      const spec = DEMO_ORDERS[i];
      if (!spec) return [];
      const path: (typeof schema.orders.$inferSelect)['status'][] =
        spec.status === 'cancelled'
          ? ['pending', 'cancelled']
          : [...PATH.slice(0, PATH.indexOf(spec.status) + 1)];
      const step = Math.min(86_400_000, (spec.days * 86_400_000) / path.length);
      return path.map((status, k) => ({
        orderId: order.id,
        status,
        at: new Date(order.createdAt.getTime() + k * step),
        by: k === 0 ? ('shopper' as const) : ('admin' as const),
      }));
    }),
  );

  const plans = DEMO_ORDERS.flatMap((spec, i) => {
    const order = orderRows[i];
    if (!('payLater' in spec) || !order) return [];
    const instalment = instalmentKobo(order.totalKobo, spec.payLater.instalments);
    return [
      {
        orderId: order.id,
        instalments: spec.payLater.instalments,
        paidInstalments: spec.payLater.paid,
        amountPaidKobo: instalment * spec.payLater.paid,
        status: spec.payLater.status,
        createdAt: order.createdAt,
        updatedAt: order.createdAt,
      },
    ];
  });
  if (plans.length > 0) await tx.insert(paymentTables.payLaterPlans).values(plans);

  // The money those orders brought in: cash two days after a delivered order was placed, and each paid
  // instalment a day apart, so the admin's transactions list starts with something in it.
  const payments = DEMO_ORDERS.flatMap((spec, i): (typeof paymentTables.payments.$inferInsert)[] => {
    const order = orderRows[i];
    if (!order) return [];
    const at = (days: number) => new Date(order.createdAt.getTime() + days * 86_400_000);
    if (spec.status === 'delivered')
      return [
        { orderId: order.id, kind: 'delivery' as const, amountKobo: order.totalKobo, createdAt: at(2) },
      ];
    if (!('payLater' in spec)) return [];
    const instalment = instalmentKobo(order.totalKobo, spec.payLater.instalments);
    return Array.from({ length: spec.payLater.paid }, (_, n) => ({
      orderId: order.id,
      kind: 'instalment' as const,
      amountKobo: instalment,
      createdAt: at(1 + n),
    }));
  });
  if (payments.length > 0) await tx.insert(paymentTables.payments).values(payments);

  await seedReviews(
    tx,
    DEMO_ORDERS.flatMap((spec, i) => {
      const order = orderRows[i];
      const customer = userRows[i % userRows.length];
      // The demo shopper's own deliveries are left for them to review.
      if (spec.status !== 'delivered' || !order || !customer || i % userRows.length === 0) return [];
      return (itemsPerOrder[i] ?? []).map((line) => ({
        userId: customer.id,
        productId: line.variant.productId,
        at: new Date(order.createdAt.getTime() + 4 * 86_400_000),
      }));
    }),
  );

  await tx.insert(contactTables.contactMessages).values(
    DEMO_CONTACT_MESSAGES.map((m, i) => ({
      name: m.name,
      email: m.email,
      inquiryType: m.inquiry_type,
      subject: m.subject,
      message: m.message,
      createdAt: new Date(now - (3 - i) * 86_400_000),
    })),
  );
}

/** What the demo customers wrote about what they received: plain text, as a shopper would. */
const DEMO_REVIEWS = [
  {
    rating: 5,
    title: 'Exactly as described',
    body: 'Arrived well packed and works perfectly. Delivery to Lagos took three days.',
  },
  {
    rating: 4,
    title: 'Good value for the price',
    body: 'Does the job well. The finish could be a little better, but I would buy it again.',
  },
  {
    rating: 5,
    title: 'Very happy with it',
    body: 'Original product, the quality is good and the rider called before coming.',
  },
  {
    rating: 3,
    title: 'Okay, not amazing',
    body: 'It works, but it is smaller than I expected from the pictures. Check the size first.',
  },
  { rating: 4, title: 'Solid purchase', body: 'Came on time and in good condition. My family likes it.' },
  {
    rating: 5,
    title: 'Recommended',
    body: 'Second time buying this. Same good quality, and the price was better than in the market.',
  },
] as const;

/** Reviews of the demo customers' delivered products, with each product's rating on its row. */
async function seedReviews(
  tx: Tx,
  received: { userId: number; productId: number; at: Date }[],
): Promise<void> {
  const seen = new Set<string>();
  const values = received.flatMap((r, i) => {
    const key = `${r.userId}:${r.productId}`;
    const text = DEMO_REVIEWS[i % DEMO_REVIEWS.length];
    if (seen.has(key) || !text) return [];
    seen.add(key);
    return [{ ...text, userId: r.userId, productId: r.productId, createdAt: r.at, updatedAt: r.at }];
  });
  if (values.length === 0) return;
  await tx.insert(reviewTables.reviews).values(values);
  const totals = new Map<number, { count: number; sum: number }>();
  for (const v of values) {
    const t = totals.get(v.productId) ?? { count: 0, sum: 0 };
    totals.set(v.productId, { count: t.count + 1, sum: t.sum + v.rating });
  }
  for (const [productId, t] of totals)
    await tx
      .update(schema.products)
      .set({ ratingCount: t.count, ratingSum: t.sum })
      .where(eq(schema.products.id, productId));
}
