import { K, STATION, written } from './black-friday-hand.js';

/** The invoice the admin prints, as text: every line, the totals and the payment, to the kobo. */
export function expectInvoice(pdf: string[]) {
  const pdfAmount = (kobo: number) => written(kobo).replace('₦', 'NGN ');
  // Each line: name, quantity, unit price, its discount (the automatic promotion and its share of the code), amount.
  const at = (name: string) => pdf.slice(pdf.indexOf(name), pdf.indexOf(name) + 5);
  expect(at('Tecno Camon 30')).toEqual([
    'Tecno Camon 30',
    '1',
    pdfAmount(K.phoneUnit),
    pdfAmount(-(K.phoneAutomatic + K.phoneCode)),
    pdfAmount(K.phoneLine),
  ]);
  expect(at('Oraimo FreePods 4')).toEqual([
    'Oraimo FreePods 4',
    '2',
    pdfAmount(K.earbudsUnit),
    pdfAmount(-K.earbudsCode),
    pdfAmount(K.earbudsLine),
  ]);
  expect(at('WAEC Past Questions')).toEqual([
    'WAEC Past Questions',
    '3',
    pdfAmount(K.bookUnit),
    pdfAmount(-K.bookCode),
    pdfAmount(K.bookLine),
  ]);
  expect(pdf.slice(pdf.indexOf('Subtotal'), pdf.indexOf('Subtotal') + 12)).toEqual([
    'Subtotal',
    pdfAmount(K.subtotal),
    'Black Friday: 20% off phones',
    pdfAmount(-K.phoneAutomatic),
    'Black Friday week (BFWEEK)',
    pdfAmount(-K.code),
    `Pickup at ${STATION.name}`,
    pdfAmount(K.pickup),
    'Total',
    pdfAmount(K.total),
    'VAT at 7.5% included',
    pdfAmount(K.vatStandard),
  ]);
  // The payment as the admin's order page reads it, the refund included.
  expect(pdf).toContain('Payment: Pay now · Partly refunded');
}
