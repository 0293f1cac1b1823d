import { FREE_SHIPPING_THRESHOLD_NAIRA, SHIPPING_FEE_NAIRA } from 'shared-contracts/constants';
import { toKobo } from 'shared-contracts/money';

/** Sale price when above zero, else the regular price (docs/storefront.md §9.4). */
export const effectivePriceKobo = (v: { salePriceKobo: number; regularPriceKobo: number }): number =>
  v.salePriceKobo > 0 ? v.salePriceKobo : v.regularPriceKobo;

export const shippingFeeKobo = (subtotalKobo: number): number =>
  subtotalKobo === 0 || subtotalKobo >= toKobo(FREE_SHIPPING_THRESHOLD_NAIRA)
    ? 0
    : toKobo(SHIPPING_FEE_NAIRA);

/** One instalment of a pay-later plan, in kobo; the shop and the checkout page share it. */
export { instalmentKobo } from 'shared-contracts/pay-later';
