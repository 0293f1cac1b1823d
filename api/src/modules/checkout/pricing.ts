import { fromKobo, toKobo } from 'shared-contracts/money';
import { formatNaira } from 'shared-contracts/money';
import { deliveryWindow } from 'shared-contracts/delivery-dates';
import type { DeliveryMethod, NigerianState, PaymentMethod, VatClass } from 'shared-contracts/schemas/orders';
import type { Executor } from '../../db/client.js';
import { readAll } from '../../db/reads.js';
import type { PickupStationSnapshot } from '../../db/schema.js';
import { badRequest } from '../../lib/http-error.js';
import { zoneFeeKobo } from '../../lib/money.js';
import {
  computeDiscounts,
  type AppliedPromotionKobo,
  type DiscountResult,
  type PricedLine,
} from '../../modules/promotions/index.js';
import {
  holidayDays,
  listStations,
  loadSettingsRow,
  loadStation,
  zoneOfState,
} from '../../modules/settings/index.js';
import type { CourierQuote } from '../delivery/index.js';

/** A cart line as pricing needs it: its prices (kobo) and how it is taxed. */
export interface PricingLine extends PricedLine {
  vatClass: VatClass;
}

export interface PricingInput {
  userId: number;
  lines: PricingLine[];
  state: NigerianState;
  deliveryMethod: DeliveryMethod;
  pickupStationId: number | null;
  /** Upper-cased (promoCodeSchema), or null. */
  promoCode: string | null;
  /** Whether a payment provider is configured (pay now needs one). */
  payNowAvailable: boolean;
  now: Date;
  /** The courier's price for home delivery (modules/delivery/checkout-rates.ts); the zone's fee when null. */
  courier?: CourierQuote | null;
}

export interface PricedOrderLine {
  unitKobo: number;
  lineTotalKobo: number;
  discountKobo: number;
  vatClass: VatClass;
  /** Basis points (750 = 7.5 %); 0 for zero-rated and exempt lines. */
  vatRateBp: number;
}

export interface PricedDelivery {
  method: DeliveryMethod;
  state: NigerianState;
  zone: string;
  station: (PickupStationSnapshot & { id: number }) | null;
  /** The zone's, the courier's or the station's fee before any threshold or promotion. */
  listedFeeKobo: number;
  freeFromKobo: number | null;
  /** The courier home delivery is priced by; null for the zone's fee or a station. */
  courier: string | null;
  minDays: number;
  maxDays: number;
  earliest: string;
  latest: string;
}

export interface PricedOrder {
  lines: PricedOrderLine[];
  subtotalKobo: number;
  /** Σ line discounts plus a delivery fee a free-delivery promotion waived. */
  discountKobo: number;
  /** The delivery fee after the zone's free-delivery threshold (before a promotion's waiver). */
  shippingFeeKobo: number;
  /** subtotal − discount + shipping fee. */
  totalKobo: number;
  vat: { rateBp: number; kobo: number }[];
  delivery: PricedDelivery;
  promotions: AppliedPromotionKobo[];
  codeError: string | null;
  codeRefusal: DiscountResult['codeRefusal'];
  /** The promotion the shopper's code names (computeDiscounts), whether it applied or not. */
  codePromotion: DiscountResult['codePromotion'];
  paymentMethods: { method: PaymentMethod; available: boolean; reason: string | null }[];
  /** How long an order paid by transfer to the shopper's account holds its stock (Settings). */
  transferHoldMs: number;
  /** What is left to the zone's free-delivery threshold, for home delivery below it. */
  freeDeliveryHint: { remainingKobo: number; zone: string } | null;
  standardRateBp: number;
}

/**
 * The VAT contained in a VAT-inclusive amount at `rateBp` basis points: amount × r / (100 + r), rounded half up
 * to the kobo (in BigInt, so no amount is too large to be exact).
 */
export function vatContainedKobo(amountKobo: number, rateBp: number): number {
  if (amountKobo <= 0 || rateBp <= 0) return 0;
  const numerator = BigInt(amountKobo) * BigInt(rateBp);
  const denominator = BigInt(10_000 + rateBp);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** The rate a class is taxed at, in basis points. */
export const rateOfClass = (vatClass: VatClass, standardBp: number): number =>
  vatClass === 'standard' ? standardBp : 0;

/**
 * Prices an order (docs/storefront.md, "Pricing"): lines at their selling price → subtotal; the promotions'
 * discounts; the delivery fee (the zone's, free from its threshold, or the pickup station's; a free-delivery
 * promotion waives it); total = subtotal − discount + delivery; the VAT contained, per rate. The quote and
 * checkout both call it, so what the shopper is shown is what the order charges.
 */
export async function priceOrder(db: Executor, input: PricingInput): Promise<PricedOrder> {
  const settings = await loadSettingsRow(db);
  const holidays = await holidayDays(db, input.now);
  const standardRateBp = settings.vatRateBp;

  let delivery: PricedDelivery;
  if (input.deliveryMethod === 'pickup') {
    if (input.pickupStationId === null) {
      throw badRequest('Choose a pickup station', { pickup_station_id: ['Choose a pickup station'] });
    }
    const station = await loadStation(db, input.pickupStationId);
    if (!station || !station.active) {
      throw badRequest('This pickup station is not open. Choose another one or home delivery.', {
        pickup_station_id: ['Choose an open pickup station'],
      });
    }
    const zone = await zoneOfState(db, station.state as NigerianState);
    delivery = {
      method: 'pickup',
      state: input.state,
      zone: zone.name,
      station: {
        id: station.id,
        name: station.name,
        state: station.state,
        address: station.address,
        opening_hours: station.openingHours,
        fee_kobo: station.feeKobo,
      },
      listedFeeKobo: station.feeKobo,
      freeFromKobo: null,
      courier: null,
      minDays: zone.minDays,
      maxDays: zone.maxDays,
      ...deliveryWindow(zone.minDays, zone.maxDays, input.now.getTime(), holidays),
    };
  } else {
    // The courier's price and days when it answered in time; the zone's threshold for free delivery either way.
    const zone = await zoneOfState(db, input.state);
    const courier = input.courier ?? null;
    const minDays = courier?.minDays ?? zone.minDays;
    const maxDays = courier?.maxDays ?? zone.maxDays;
    delivery = {
      method: 'home',
      state: input.state,
      zone: zone.name,
      station: null,
      listedFeeKobo: courier?.feeKobo ?? zone.feeKobo,
      freeFromKobo: zone.freeFromKobo,
      courier: courier?.courier ?? null,
      minDays,
      maxDays,
      ...deliveryWindow(minDays, maxDays, input.now.getTime(), holidays),
    };
  }

  const subtotalKobo = input.lines.reduce((sum, l) => sum + l.unitKobo * l.quantity, 0);
  const discounts = await computeDiscounts(db, {
    userId: input.userId,
    lines: input.lines,
    subtotalKobo,
    code: input.promoCode,
    now: input.now,
  });
  const lineDiscountsKobo = input.lines.map((l, i) =>
    Math.min(Math.max(0, discounts.lineDiscountsKobo[i] ?? 0), l.unitKobo * l.quantity),
  );
  const linesDiscountKobo = lineDiscountsKobo.reduce((a, b) => a + b, 0);
  const afterDiscountKobo = subtotalKobo - linesDiscountKobo;

  const shippingFeeKobo =
    subtotalKobo === 0
      ? 0
      : zoneFeeKobo(
          { feeKobo: delivery.listedFeeKobo, freeFromKobo: delivery.freeFromKobo },
          afterDiscountKobo,
        );
  const waivedKobo = discounts.freeDelivery ? shippingFeeKobo : 0;
  const promotions = discounts.applied.map((p) =>
    p.kind === 'free_delivery' ? { ...p, discountKobo: p.discountKobo + waivedKobo } : p,
  );
  const discountKobo = linesDiscountKobo + waivedKobo;
  const totalKobo = subtotalKobo - discountKobo + shippingFeeKobo;

  const lines: PricedOrderLine[] = input.lines.map((l, i) => ({
    unitKobo: l.unitKobo,
    lineTotalKobo: l.unitKobo * l.quantity,
    discountKobo: lineDiscountsKobo[i] ?? 0,
    vatClass: l.vatClass,
    vatRateBp: rateOfClass(l.vatClass, standardRateBp),
  }));
  const vatByRate = new Map<number, number>();
  for (const line of lines) {
    if (line.vatClass === 'exempt') continue;
    const vat = vatContainedKobo(line.lineTotalKobo - line.discountKobo, line.vatRateBp);
    vatByRate.set(line.vatRateBp, (vatByRate.get(line.vatRateBp) ?? 0) + vat);
  }
  const chargedDeliveryKobo = shippingFeeKobo - waivedKobo;
  if (chargedDeliveryKobo > 0) {
    vatByRate.set(
      standardRateBp,
      (vatByRate.get(standardRateBp) ?? 0) + vatContainedKobo(chargedDeliveryKobo, standardRateBp),
    );
  }
  const vat = [...vatByRate.entries()].sort(([a], [b]) => b - a).map(([rateBp, kobo]) => ({ rateBp, kobo }));

  const payOnDeliveryMax = settings.payOnDeliveryMaxKobo;
  const paymentMethods: PricedOrder['paymentMethods'] = [
    {
      method: 'pay_on_delivery',
      available: settings.payOnDelivery && (payOnDeliveryMax === null || totalKobo <= payOnDeliveryMax),
      reason: !settings.payOnDelivery
        ? 'Pay on delivery is not offered right now.'
        : payOnDeliveryMax !== null && totalKobo > payOnDeliveryMax
          ? `Pay on delivery is for orders up to ${formatNaira(fromKobo(payOnDeliveryMax))}.`
          : null,
    },
    {
      method: 'pay_later',
      available: settings.payLater,
      reason: settings.payLater ? null : 'Pay later is not offered right now.',
    },
    {
      method: 'pay_now',
      available: settings.payNow && input.payNowAvailable,
      reason: settings.payNow && input.payNowAvailable ? null : 'Paying online is not available right now.',
    },
    {
      // The shopper's own account number is opened through the payment provider.
      method: 'account_transfer',
      available: settings.accountTransfer && input.payNowAvailable,
      reason:
        settings.accountTransfer && input.payNowAvailable
          ? null
          : 'Bank transfer to your Kasuwa account is not available right now.',
    },
  ];

  const freeDeliveryHint =
    delivery.method === 'home' &&
    delivery.freeFromKobo !== null &&
    subtotalKobo > 0 &&
    shippingFeeKobo > 0 &&
    !discounts.freeDelivery
      ? { remainingKobo: delivery.freeFromKobo - afterDiscountKobo, zone: delivery.zone }
      : null;

  return {
    lines,
    subtotalKobo,
    discountKobo,
    shippingFeeKobo,
    totalKobo,
    vat,
    delivery,
    promotions,
    codeError: discounts.codeError,
    codeRefusal: discounts.codeRefusal,
    codePromotion: discounts.codePromotion,
    paymentMethods,
    transferHoldMs: settings.accountTransferHoldHours * 3_600_000,
    freeDeliveryHint,
    standardRateBp,
  };
}

/** What one way to get the order would cost: home delivery, or one pickup station. */
export interface DeliveryOptionPrice {
  method: DeliveryMethod;
  stationId: number | null;
  /** The zone's or station's fee before any threshold or promotion. */
  listedFeeKobo: number;
  /** What the order would be charged for delivery this way (0: free). */
  feeKobo: number;
}

/**
 * What each way to get this priced order in its state would cost, by the rules priceOrder applies: home delivery
 * (the courier's price, else the zone's fee; free from the zone's threshold, on the subtotal after the lines'
 * discounts) and each open pickup station of the state; a free-delivery promotion waives every one. The checkout
 * page shows each option with its own fee.
 */
export async function deliveryOptions(
  db: Executor,
  priced: PricedOrder,
  courier: CourierQuote | null = null,
): Promise<DeliveryOptionPrice[]> {
  const { delivery } = priced;
  const [zone, stations] = await readAll(db, [
    () =>
      delivery.method === 'home'
        ? { feeKobo: delivery.listedFeeKobo, freeFromKobo: delivery.freeFromKobo }
        : zoneOfState(db, delivery.state),
    () => listStations(db, true),
  ]);
  const home = delivery.method === 'home' || !courier ? zone : { ...zone, feeKobo: courier.feeKobo };
  const waived = priced.promotions.some((p) => p.kind === 'free_delivery') || priced.subtotalKobo === 0;
  const afterDiscountKobo = priced.subtotalKobo - priced.lines.reduce((sum, l) => sum + l.discountKobo, 0);
  return [
    {
      method: 'home',
      stationId: null,
      listedFeeKobo: home.feeKobo,
      feeKobo: waived ? 0 : zoneFeeKobo(home, afterDiscountKobo),
    },
    ...stations
      .filter((s) => s.state === delivery.state)
      .map((s) => {
        const listedFeeKobo = toKobo(s.fee);
        return {
          method: 'pickup' as const,
          stationId: s.id,
          listedFeeKobo,
          feeKobo: waived ? 0 : listedFeeKobo,
        };
      }),
  ];
}

/**
 * The promotions that took something off line `index` of a priced order, with what each took (in the order
 * applied), and what each unit then costs when every unit costs the same (the line's discount splits evenly to
 * the kobo), else null: the cart shows the price the product page showed.
 */
export function linePromotions(
  priced: PricedOrder,
  index: number,
  quantity: number,
): { promotions: { name: string; discountKobo: number }[]; promotedUnitKobo: number | null } {
  const line = priced.lines[index];
  const promotions = priced.promotions.flatMap((p) => {
    const kobo = p.lineDiscountsKobo[index] ?? 0;
    return kobo > 0 ? [{ name: p.name, discountKobo: kobo }] : [];
  });
  if (!line || line.discountKobo === 0 || quantity <= 0) return { promotions, promotedUnitKobo: null };
  const left = line.lineTotalKobo - line.discountKobo;
  return { promotions, promotedUnitKobo: left % quantity === 0 ? left / quantity : null };
}

/** Refuses a payment way the shop does not offer for this order, in the shopper's words. */
export function assertPaymentWay(priced: PricedOrder, method: PaymentMethod): void {
  const way = priced.paymentMethods.find((m) => m.method === method);
  if (way && !way.available) {
    const reason = way.reason ?? 'This way to pay is not available.';
    throw badRequest(`${reason} Choose another way to pay.`, { payment_method: [reason] });
  }
}
