const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });

/** 15000 → '₦15,000.00' */
export const formatNaira = (amount: number): string => naira.format(amount);

/** Naira (≤ 2 decimals) → integer kobo, so sums are exact. */
export const toKobo = (amount: number): number => Math.round(amount * 100);
export const fromKobo = (kobo: number): number => kobo / 100;

/** A shipping fee as a shopper reads it: 0 → 'Free', else Naira. */
export const formatShippingFee = (fee: number): string => (fee === 0 ? 'Free' : formatNaira(fee));
