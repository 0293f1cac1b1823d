import { desc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { fromKobo } from 'shared-contracts/money';
import type {
  CheckoutQuote,
  NigerianState,
  Order,
  checkoutQuoteQuerySchema,
} from 'shared-contracts/schemas/orders';
import type { Executor } from '../../db/client.js';
import { readAll } from '../../db/reads.js';
import { orders } from '../../db/schema.js';
import { effectivePriceKobo } from '../../lib/money.js';
import { firstImages } from '../orders/index.js';
import { loadVariantLabels } from '../catalog/index.js';
import { carts } from '../cart/index.js';
import type { CodeAttempts } from '../promotions/index.js';
import type { CheckoutRates } from '../delivery/index.js';
import { cartLines, pricingLines, rateLines } from './cart-lines.js';
import { deliveryOptions, linePromotions, priceOrder, type PricedOrder } from './pricing.js';

/** The VAT lines, delivery and promotions of a priced order, in Naira as the API speaks. */
export function pricedAnswer(priced: PricedOrder) {
  const d = priced.delivery;
  return {
    discount: fromKobo(priced.discountKobo),
    vat: priced.vat.map((l) => ({ rate: l.rateBp / 100, amount: fromKobo(l.kobo) })),
    delivery: {
      method: d.method,
      state: d.state,
      zone: d.zone,
      station: d.station
        ? {
            id: d.station.id,
            name: d.station.name,
            state: d.station.state as NigerianState,
            address: d.station.address,
            opening_hours: d.station.opening_hours,
            fee: fromKobo(d.station.fee_kobo),
          }
        : null,
      fee: fromKobo(d.listedFeeKobo),
      free_from: d.freeFromKobo === null ? null : fromKobo(d.freeFromKobo),
      min_days: d.minDays,
      max_days: d.maxDays,
      earliest: d.earliest,
      latest: d.latest,
      courier: d.courier,
    },
    promotions: priced.promotions.map((p) => ({
      id: p.id,
      name: p.name,
      code: p.code,
      kind: p.kind,
      discount: fromKobo(p.discountKobo),
    })),
  };
}

type QuoteQuery = v.InferOutput<typeof checkoutQuoteQuerySchema>;

/**
 * What checkout would charge for the cart now, priced by the same function as `checkout` (priceOrder), for the
 * state, delivery and code asked for (the last order's state, else Lagos), and the address of the shopper's latest
 * order to fill the form with.
 */
export async function quoteCheckout(
  db: Executor,
  userId: number,
  query: QuoteQuery,
  options: {
    codes: CodeAttempts;
    payNowAvailable?: boolean;
    now?: Date;
    /** The courier's prices for home delivery; without them (the USSD menu) the zone's fee, never a wait. */
    rates?: CheckoutRates;
  },
): Promise<CheckoutQuote> {
  // A shopper past the limit on codes gets the quote without their code, and why in words where its answer goes.
  const code = query.promo_code ?? null;
  const refused = code === null ? null : await options.codes.begin(code);
  const [lines, [last]] = await readAll(db, [
    () => cartLines(db, eq(carts.userId, userId)),
    () =>
      db
        .select({
          full_name: orders.shippingFullName,
          phone: orders.shippingPhone,
          second_phone: orders.shippingSecondPhone,
          street: orders.shippingStreet,
          city: orders.shippingCity,
          state: orders.shippingState,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(1),
  ]);
  const [labels, images] = await readAll(db, [
    () =>
      loadVariantLabels(
        db,
        lines.map((l) => l.variantId),
      ),
    () =>
      firstImages(
        db,
        lines.map((l) => l.productId),
      ),
  ]);
  const deliveryMethod = query.delivery_method ?? 'home';
  const state = query.state ?? (last?.state as NigerianState | undefined) ?? 'Lagos';
  // Up to two seconds for the courier's price (checkout-rates.ts), for home delivery's option whichever is chosen.
  const rated = options.rates
    ? await options.rates.rateFor({ userId, state, lines: rateLines(lines) })
    : null;
  const priced = await priceOrder(db, {
    userId,
    lines: pricingLines(lines),
    state,
    deliveryMethod,
    courier: deliveryMethod === 'home' ? (rated?.quote ?? null) : null,
    pickupStationId: query.pickup_station_id ?? null,
    promoCode: refused ? null : code,
    payNowAvailable: options.payNowAvailable ?? false,
    now: options.now ?? new Date(),
  });
  if (code !== null && !refused) await options.codes.settled(code, priced.codeError === null);
  const choices = await deliveryOptions(db, priced, rated?.quote ?? null);
  const answer = pricedAnswer(priced);
  return {
    items: lines.map((l, i) => {
      const line = priced.lines[i];
      const promoted = linePromotions(priced, i, l.quantity);
      return {
        product_id: l.productId,
        variant_id: l.variantId,
        product_name: l.productName,
        variant_label: labels.get(l.variantId) ?? '',
        quantity: l.quantity,
        stock: l.stock,
        unit_price: fromKobo(effectivePriceKobo(l)),
        line_total: fromKobo(effectivePriceKobo(l) * l.quantity),
        image: images.get(l.productId) ?? null,
        discount: fromKobo(line?.discountKobo ?? 0),
        vat_rate: (line?.vatRateBp ?? 0) / 100,
        vat_class: l.vatClass,
        promotions: promoted.promotions.map((p) => ({ name: p.name, discount: fromKobo(p.discountKobo) })),
        promoted_unit_price: promoted.promotedUnitKobo === null ? null : fromKobo(promoted.promotedUnitKobo),
      };
    }),
    delivery_options: choices.map((o) => ({
      method: o.method,
      station_id: o.stationId,
      listed_fee: fromKobo(o.listedFeeKobo),
      fee: fromKobo(o.feeKobo),
    })),
    subtotal: fromKobo(priced.subtotalKobo),
    shipping_fee: fromKobo(priced.shippingFeeKobo),
    total: fromKobo(priced.totalKobo),
    ...answer,
    delivery: {
      ...answer.delivery,
      courier_quote: deliveryMethod === 'home' && rated ? rated.token : null,
    },
    promo_code:
      code === null
        ? null
        : refused
          ? { code, applied: false, message: refused.message }
          : { code, applied: priced.codeError === null, message: priced.codeError },
    payment_methods: priced.paymentMethods,
    free_delivery_hint: priced.freeDeliveryHint
      ? { remaining: fromKobo(priced.freeDeliveryHint.remainingKobo), zone: priced.freeDeliveryHint.zone }
      : null,
    last_address: last ? { ...last, state: last.state as Order['shipping_address']['state'] } : null,
  };
}
