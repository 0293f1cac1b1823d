/** The Black Friday order worked by hand, shared by the ledger's tests. */

/**
 * One Black Friday order, worked by hand in kobo, and every surface that shows it.
 *
 * The shop: VAT at 7.5 %; a Black Friday week with an automatic 20 % off phones and the code BFWEEK (₦5,000 off
 * an order of ₦100,000 or more); a pickup station in Maiduguri (Borno) at ₦3,000.
 *
 * The order (paid by card at the Paystack simulator, collected at the station). The automatic promotion first,
 * then the code, spread over what each line has left in proportion, to the kobo (largest remainders):
 *   1 × phone       ₦349,000 = 34,900,000  standard    less 20 %: 6,980,000 → 27,920,000
 *   2 × earbuds     ₦12,500  =  2,500,000  standard                          →  2,500,000
 *   3 × past questions ₦4,000 = 1,200,000  zero-rated                        →  1,200,000
 *   the code's 500,000 over 31,620,000: phone 441,492.73, earbuds 39,531.94, book 18,975.33
 *     → 441,492 + 39,531 + 18,975 = 499,998; the two kobo left go to .94 and .73: 441,493, 39,532, 18,975
 *   lines paid: phone 27,478,507; earbuds 2,460,468; book 1,181,025
 *   subtotal   34,900,000 + 2,500,000 + 1,200,000          = 38,600,000
 *   discount    6,980,000 + 500,000                        =  7,480,000
 *   pickup                                                 =    300,000
 *   total      38,600,000 − 7,480,000 + 300,000            = 31,420,000
 *   VAT at 7.5 % contained (amount × 75 / 1075), line by line as the receipt has it, half up to the kobo:
 *     phone 1,917,105.14 → 1,917,105; earbuds 171,660.56 → 171,661; pickup 20,930.23 → 20,930; = 2,109,696
 *     (all at once: 30,238,975 × 75 / 1075 = 2,109,695.93 → 2,109,696, the same)
 *   zero-rated: 1,181,025, no VAT.
 *
 * The return (one earbud and one book, refunded to the card): each unit gives back what its line paid per unit,
 *   earbud 2,460,468 / 2 = 1,230,234; book 1,181,025 / 3 = 393,675; refund 1,623,909.
 *   VAT in the earbud's refund: 1,230,234 × 75 / 1075 = 85,830.28 → 85,830.
 *
 * Afterwards:
 *   revenue (money in less money out) 31,420,000 − 1,623,909 = 29,796,091
 *   VAT report, standard 7.5 %: sales 27,478,507 + 2,460,468 + 300,000 = 30,238,975, refunds 1,230,234,
 *     net 29,008,741, VAT 2,109,696 − 85,830 = 2,023,866; zero-rated: sales 1,181,025, refunds 393,675, net 787,350
 *   net sales by product: phone 27,478,507 (1 unit); earbuds 2,460,468 − 1,230,234 = 1,230,234 (1 unit);
 *     book 1,181,025 − 393,675 = 787,350 (2 units)
 */
export const K = {
  phoneUnit: 34_900_000,
  earbudsUnit: 1_250_000,
  bookUnit: 400_000,
  phoneLine: 34_900_000,
  earbudsLine: 2_500_000,
  bookLine: 1_200_000,
  subtotal: 38_600_000,
  phoneAutomatic: 6_980_000,
  code: 500_000,
  phoneCode: 441_493,
  earbudsCode: 39_532,
  bookCode: 18_975,
  discount: 7_480_000,
  pickup: 300_000,
  total: 31_420_000,
  phonePaid: 27_478_507,
  earbudsPaid: 2_460_468,
  bookPaid: 1_181_025,
  vatStandard: 2_109_696,
  earbudRefund: 1_230_234,
  bookRefund: 393_675,
  refund: 1_623_909,
  refundVat: 85_830,
  revenue: 29_796_091,
  vatStandardSales: 30_238_975,
  vatStandardNet: 29_008_741,
  vatStandardAfter: 2_023_866,
  zeroNet: 787_350,
  netSalesPhone: 27_478_507,
  netSalesEarbuds: 1_230_234,
  netSalesBook: 787_350,
} as const;

/** A CSV file's cells (every field here is one line; quotes taken off). */
export const rows = (csv: string): string[][] =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((line) => (line.match(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g) ?? []).map((cell) => cell.replace(/,$/, '')))
    .map((cells) => cells.slice(0, -1).map((cell) => cell.replace(/^"|"$/g, '').replace(/""/g, '"')));

/** Kobo in Naira, as the API answers money. */
export const n = (kobo: number) => kobo / 100;
/** Kobo as a receipt writes it ('₦386,000.00'), spelt out here rather than with the shop's formatter. */
export const written = (kobo: number) => {
  const naira = Math.floor(Math.abs(kobo) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',');
  return `${kobo < 0 ? '-' : ''}₦${naira}.${String(Math.abs(kobo) % 100).padStart(2, '0')}`;
};

export const DAY = 86_400_000;
export const STATION = {
  name: 'Maiduguri Post Office',
  state: 'Borno',
  address: '1 Kashim Ibrahim Way, Maiduguri',
  opening_hours: 'Mon–Sat 8:00–18:00',
  fee: n(K.pickup),
} as const;

/** A call to the API as the shop's admin, answering the response's data. */
export type AsAdmin = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) => Promise<T>;
