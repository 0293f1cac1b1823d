import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the rush is made of: its sizes, prices and ports (from the environment where said), and the records it keeps. */

const here = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(here, '../../..');
export const API_DIR = join(ROOT, 'api');
export const SIMULATOR_DIR = join(ROOT, 'paystack-simulator');
// The API finds its migrations from this (its default is the working directory, bench/ under pnpm).
process.env.KASUWA_API_DIR ??= API_DIR;

export const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 1000);
export const UNITS = 100;
export const CODE_CAP = 300;
export const CODE = 'BLACKFRIDAY';
export const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 9000);
/** The checkouts arrive evenly over this many seconds (0: every one at the same instant). */
export const RUSH_SECONDS = Number(process.env.BENCH_RUSH_SECONDS ?? 3);
export const ONLY = process.env.BENCH_ONLY as 'postgres' | 'pglite' | undefined;
export const MAINTENANCE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The flash product: ₦50,000, 30% off automatically, then 10% with the code: ₦31,500 before delivery. */
export const FLASH_PRICE = 50_000;
export const FLASH_PERCENT = 30;
/** What the other half of the shoppers buy with the code: ₦10,000, plenty in stock. */
export const OTHER_PRICE = 10_000;
export const CODE_PERCENT = 10;
export const STATES = ['Lagos', 'Oyo', 'Kano', 'Rivers', 'Enugu', 'Kaduna', 'Edo', 'FCT'] as const;
export const MARK_START = '## Flash sale: a Black Friday rush';
export const MARK_END = '<!-- end of the flash sale section -->';

export type Method = 'pay_on_delivery' | 'pay_now';

export interface Shopper {
  index: number;
  userId: number;
  token: string;
  flash: boolean;
  method: Method;
  address: { full_name: string; phone: string; street: string; city: string; state: string };
  quotedTotal: number;
}

export interface Answer {
  shopper: Shopper;
  status: number;
  ms: number;
  orderId: number | null;
  kind: string;
  message: string;
}

export interface Run {
  label: string;
  replicas: number;
  rushSeconds: number;
  answers: Answer[];
  p50: number;
  p99: number;
  placedP50: number;
  placedP99: number;
  paid: number;
  payFailures: string[];
  checks: Checks;
}

export interface Checks {
  unitsSold: number;
  stockLeft: number;
  codeUses: number;
  codeUsedColumn: number;
  ordersInDatabase: number;
  wrongTotals: number;
  wrongTotalIds: number[];
  cartsIntact: number;
  losers: number;
  cartProblems: string[];
  winnersWithCart: number;
  paidInDatabase: number;
  redeemed: number;
}
