import { fromKobo, toKobo } from './money';

/** Days between a pay-later plan's instalments; the first falls due this long after the order. */
export const INSTALMENT_INTERVAL_DAYS = 30;
export const INSTALMENT_CHOICES = [2, 3, 4] as const;
export type InstalmentCount = (typeof INSTALMENT_CHOICES)[number];

/** One instalment of a pay-later plan, in kobo: the total split evenly, rounded up so n instalments cover it. */
export const instalmentKobo = (totalKobo: number, instalments: number): number =>
  Math.ceil(totalKobo / instalments);

export interface Instalment {
  /** 1 … n */
  number: number;
  /** Naira */
  amount: number;
  /** Calendar date, `YYYY-MM-DD` (UTC). */
  due_date: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The plan the shop records instalments against: each instalment is the rounded-up share of the total, the
 * last one whatever is left (the server never takes more than the balance), due every 30 days after `from`.
 */
export function payLaterSchedule(total: number, instalments: number, from: Date | string): Instalment[] {
  const totalKobo = toKobo(total);
  const each = instalmentKobo(totalKobo, instalments);
  const start = new Date(from).getTime();
  return Array.from({ length: instalments }, (_, i) => {
    const balance = Math.max(0, totalKobo - each * i);
    return {
      number: i + 1,
      amount: fromKobo(Math.min(each, balance)),
      due_date: new Date(start + (i + 1) * INSTALMENT_INTERVAL_DAYS * DAY_MS).toISOString().slice(0, 10),
    };
  });
}
