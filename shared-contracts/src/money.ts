/**
 * Naira as en-NG writes it: '₦15,000.00', '-₦1,234.50'. Written out rather than with `Intl.NumberFormat`,
 * whose first currency formatter costs a phone 40–60 ms of ICU set-up (about 200 ms under Lighthouse's 4×
 * slowdown) inside the first render of every page that shows a price. The output is the same as
 * `Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' })` for every finite amount (the tests compare
 * them): the shortest decimal of the amount, rounded half away from zero to two places.
 */
export const formatNaira = (amount: number): string => {
  // Up to 10^13 Naira, where kobo are still exact integers; NaN, Infinity and exponents go to Intl.
  const digits = Math.abs(amount).toString();
  if (!/^\d{1,13}(\.\d+)?$/.test(digits)) return intlNaira().format(amount);
  const [whole = '0', fraction = ''] = digits.split('.');
  const kobo = Number(whole + (fraction + '00').slice(0, 2)) + ((fraction[2] ?? '0') >= '5' ? 1 : 0);
  const naira = Math.floor(kobo / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}₦${naira}.${(kobo % 100).toString().padStart(2, '0')}`;
};

let intl: Intl.NumberFormat | undefined;
const intlNaira = () => (intl ??= new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }));

/** Naira without kobo when there are none: '₦20,000' rather than '₦20,000.00', '₦20,000.50' as it is. */
export const formatPlainNaira = (amount: number): string => formatNaira(amount).replace(/\.00$/, '');

/** Naira (≤ 2 decimals) → integer kobo, so sums are exact. */
export const toKobo = (amount: number): number => Math.round(amount * 100);
export const fromKobo = (kobo: number): number => kobo / 100;

/** An amount in kobo (a number, or a bigint below 2^53) as Naira: 1_500_050 → '₦15,000.50'. */
export const naira = (kobo: number | bigint): string => formatNaira(fromKobo(Number(kobo)));

/** An amount in kobo as Naira without kobo when there are none: 2_000_000 → '₦20,000', 2_000_050 → '₦20,000.50'. */
export const plainNaira = (kobo: number | bigint): string => formatPlainNaira(fromKobo(Number(kobo)));

/** A shipping fee as a shopper reads it: 0 → 'Free', else Naira. */
export const formatShippingFee = (fee: number): string => (fee === 0 ? 'Free' : formatNaira(fee));
