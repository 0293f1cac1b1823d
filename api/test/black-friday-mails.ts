import type { Order } from 'shared-contracts/schemas/orders';
import { K, STATION, written } from './black-friday-hand.js';
import type { OutboxMail } from './outbox.js';

/** The mails to the buyer: the order placed, the payment received and the refund, each once, to the kobo. */
export function expectMails(mails: OutboxMail[], placed: Order, shopName: string) {
  const mail = (subject: string) => {
    const found = mails.filter((m) => m.subject === subject);
    expect(found).toHaveLength(1);
    return found[0]?.text ?? '';
  };
  const receipt = [
    `1 × Tecno Camon 30: ${written(K.phoneLine)}`,
    `2 × Oraimo FreePods 4: ${written(K.earbudsLine)}`,
    `3 × WAEC Past Questions: ${written(K.bookLine)}`,
    `Subtotal: ${written(K.subtotal)}`,
    `Discount: −${written(K.discount)}`,
    `  Black Friday: 20% off phones: −${written(K.phoneAutomatic)}`,
    `  Black Friday week (BFWEEK): −${written(K.code)}`,
    `Pickup at ${STATION.name}: ${written(K.pickup)}`,
    `Total: ${written(K.total)}`,
    `Includes VAT at 7.5%: ${written(K.vatStandard)}`,
  ];
  const placedMail = mail(`Order ${placed.number} placed at ${shopName}`);
  const paidMail = mail(`Payment received for order ${placed.number}`);
  for (const text of [placedMail, paidMail])
    expect(text.split('\n')).toEqual(expect.arrayContaining(receipt));
  expect(paidMail).toContain(`We have received ${written(K.total)} for order ${placed.number}`);
  expect(mail(`Return refunded for order ${placed.number}`)).toContain(
    `We have refunded ${written(K.refund)} for your return from order ${placed.number}`,
  );
  expect(mails.filter((m) => m.subject?.startsWith('Refund'))).toEqual([]);
}
