/** Sale price when above zero, else the regular price (docs/storefront.md §9.4). */
export const effectivePriceKobo = (v: { salePriceKobo: number; regularPriceKobo: number }): number =>
  v.salePriceKobo > 0 ? v.salePriceKobo : v.regularPriceKobo;

/**
 * The one shipping rule: a delivery zone's (Settings) fee for an order of `amountKobo` after the lines' discounts,
 * free from the zone's threshold when it has one. Checkout (priceOrder, deliveryOptions) and the seed's orders use it.
 */
export const zoneFeeKobo = (
  zone: { feeKobo: number; freeFromKobo: number | null },
  amountKobo: number,
): number => (zone.freeFromKobo !== null && amountKobo >= zone.freeFromKobo ? 0 : zone.feeKobo);

/** One instalment of a pay-later plan, in kobo; the shop and the checkout page share it. */
export { instalmentKobo } from 'shared-contracts/pay-later';
