import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../db/schema.js';
import { onlinePayments } from '../payments/index.js';
import { createCategory, createProduct, newPhone, stockOf } from '../../../test/fixtures.js';
import { buildTestApp, databases } from '../../../test/helpers.js';
import { payShop, webhooksProcessed, type PayShop } from '../../../test/payments-helpers.js';
import { startSmsOutbox } from '../../../test/sms-outbox.js';
import { ussdCaller, type Screen, type UssdCaller } from '../../../test/ussd-caller.js';
import { SCREEN_MAX, isGsm7 } from './gsm7.js';

const KEY = 'ussd-dev-key';

/**
 * Paying by a bank's USSD code or by transfer (docs/ussd.md): the last screen says what to dial or where to
 * transfer and the amount, an SMS repeats it, and the order is paid when Paystack's `charge.success` comes.
 */
describe.each(databases)('paying a USSD order by bank USSD or transfer (%s)', (kind) => {
  let shop: PayShop;
  let sms: Awaited<ReturnType<typeof startSmsOutbox>>;
  beforeAll(async () => {
    sms = await startSmsOutbox();
    shop = await payShop(kind, { sms: sms.sms });
  }, 60_000);
  afterAll(async () => {
    await shop.close();
    await sms.close();
  });

  /** A new caller who buys 2 of a product (₦4,000 each) for home delivery in Lagos, up to the ways to pay. */
  async function toWaysToPay(c: UssdCaller, app: FastifyInstance = shop.t.app, stock = 5) {
    const category = await createCategory(app, `Aaa pay ${c.sessionId}`);
    const made = await createProduct(app, {
      name: `Garri Ijebu ${c.sessionId.slice(-4)}`,
      price: 4000,
      stock,
      categoryId: category.id,
    });
    await c.dial();
    let s = await c.pick(await c.press('1'), category.name);
    s = await c.pick(s, 'Garri Ijebu');
    await c.press('2');
    await c.press('2');
    await c.press('Bola Ade');
    await c.press('2');
    s = await c.pick(await c.press('0'), 'Lagos');
    s = await c.press('4 Allen Avenue, Ikeja');
    return { s, variant: made.variant };
  }

  /** The caller's one order (a second would be a callback's action done twice). */
  const orderOf = async (c: UssdCaller) => {
    const mine = await shop.t.database.db
      .select()
      .from(orders)
      .where(eq(orders.shippingPhone, c.phoneNumber));
    expect(mine).toHaveLength(1);
    return mine[0]!;
  };
  const fits = (screens: Screen[]) =>
    expect(screens.filter((s) => s.screen.length > SCREEN_MAX || !isGsm7(s.screen))).toEqual([]);

  it('ends with the code to dial and the amount, texts it, and the order is paid when Paystack says so', async () => {
    const c = ussdCaller(shop.t.app, newPhone(), KEY);
    const { s, variant } = await toWaysToPay(c);
    expect(s.screen).toMatch(
      /\nTotal N[\d,]+ incl\. VAT N[\d,.]+\n1 Pay on delivery\n2 Pay by bank USSD\n3 Pay by bank transfer\n00 Back$/,
    );
    const banks = await c.press('2');
    expect(banks.screen).toMatch(
      /^Pay N[\d,]+ from which bank\?\n1 GTBank \*737#\n2 UBA \*919#\n3 Sterling \*822#\n4 Zenith \*966#\n00 Back$/,
    );
    // The bank, and the gateway's retry of it at the same instant, while Paystack is asked: one order, one charge.
    const [paying, sameInstant] = await Promise.all([c.press('1'), c.again()]);
    const order = await orderOf(c);
    expect(sameInstant.answer).toBe(paying.answer);
    expect(paying.ended).toBe(true);
    expect(paying.screen).toMatch(
      new RegExp(
        `^Order ${order.number}: dial \\*737\\*33\\*\\d+# to pay N[\\d,]+ by \\d\\d:\\d\\d\\.\\nWe sent it by SMS\\.$`,
      ),
    );
    expect(order).toMatchObject({ channel: 'ussd', paymentMethod: 'pay_now', paymentStatus: 'unpaid' });
    expect(await stockOf(shop.t.app, variant.id)).toBe(3);
    // The gateway sends the last callback again: the same screen, no second order, no second charge.
    expect((await c.again()).answer).toBe(paying.answer);
    const payments = await shop.t.database.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.orderId, order.id));
    expect(payments).toHaveLength(1);
    expect((await sms.textsTo(shop.t.app, c.phoneNumber))[0]).toBe(
      `Kasuwa: ${paying.screen.split('\nWe sent')[0]}`,
    );

    // Track my order, meanwhile: the order waits for its payment.
    const track = ussdCaller(shop.t.app, c.phoneNumber, KEY);
    await track.dial();
    expect((await track.press('5')).screen).toMatch(
      new RegExp(`\\n${order.number} \\d+ \\w+: Awaiting payment$`),
    );

    // The shopper dials the code at their bank: Paystack's charge.success pays the order.
    const paid = await fetch(`${shop.simUrl}/test-bank/${payments[0]?.reference ?? ''}`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await webhooksProcessed(shop);
    expect(await orderOf(c)).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' });
    const [payment] = await shop.t.database.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.orderId, order.id));
    expect(payment).toMatchObject({ status: 'succeeded', channel: 'ussd' });
    // The caller has no email: the payment is confirmed by text.
    expect((await sms.textsTo(shop.t.app, c.phoneNumber))[0]).toMatch(
      new RegExp(`^Kasuwa: we received N[\\d,]+ for order ${order.number}\\. Thank you!$`),
    );
    fits(c.screens);
  });

  it('ends with the account to transfer to, and the transfer pays the order', async () => {
    const c = ussdCaller(shop.t.app, newPhone(), KEY);
    await toWaysToPay(c);
    const paying = await c.press('3');
    const order = await orderOf(c);
    expect(paying.screen).toMatch(
      new RegExp(
        `^Order ${order.number}: transfer N[\\d,]+ to Test Bank \\d{10} \\(TEST-MANAGED-ACCOUNT\\) by \\d\\d:\\d\\d\\.\\nWe sent it by SMS\\.$`,
      ),
    );
    const [payment] = await shop.t.database.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.orderId, order.id));
    await fetch(`${shop.simUrl}/test-bank/${payment?.reference ?? ''}`, {
      method: 'POST',
      redirect: 'manual',
    });
    await webhooksProcessed(shop);
    expect(await orderOf(c)).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' });
    fits(c.screens);
  });

  it('cancels the order and gives the stock back when Paystack cannot be reached', async () => {
    const down = await buildTestApp({
      kind,
      config: { sms: sms.sms, paystackBaseUrl: 'http://127.0.0.1:9', paystackSecretKey: 'sk_test_down' },
    });
    try {
      const c = ussdCaller(down.app, newPhone(), KEY);
      const { variant } = await toWaysToPay(c, down.app, 4);
      const ended = await c.press('3');
      const [order] = await down.database.db
        .select()
        .from(orders)
        .where(eq(orders.shippingPhone, c.phoneNumber));
      expect(ended.screen).toBe(
        `The bank could not be reached, so order ${order?.number} was cancelled.\nPlease dial again later, or choose Pay on delivery.`,
      );
      expect(order?.status).toBe('cancelled');
      expect(await stockOf(down.app, variant.id)).toBe(4);
    } finally {
      await down.close();
    }
  });
});
