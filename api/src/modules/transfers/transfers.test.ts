import { eq } from 'drizzle-orm';
import { naira } from 'shared-contracts/money';
import { users } from '../../db/schema.js';
import { jobsSettled } from '../../../test/jobs-helpers.js';
import { waitForMails } from '../../../test/outbox.js';
import { address, addToCart, createProduct, newPhone, shopper, stockOf } from '../../../test/fixtures.js';
import {
  completeAtProvider,
  describePayShop,
  startPayment,
  orderRow,
  setWebhooks,
  webhooksProcessed,
  type PayShop,
} from '../../../test/payments-helpers.js';
import { expireReservations, type PaymentDeps } from '../payments/index.js';
import { ledgerLines } from './ledger.js';
import { recordTransfer } from './receive.js';
import { reconcileTransfers } from './reconcile.js';
import { bankTransfers } from './tables.js';

const deps = (shop: PayShop): PaymentDeps => {
  const payments = shop.t.app.payments;
  if (!payments) throw new Error('payments not enabled');
  return payments;
};

/** A shopper with an email and a phone (a dedicated account needs both), signed in. */
async function transferShopper(shop: PayShop) {
  const who = await shopper(shop.t.app);
  await shop.t.database.db.update(users).set({ phone: newPhone() }).where(eq(users.id, who.user.id));
  return who;
}

async function openAccount(shop: PayShop, headers: Record<string, string>) {
  const res = await shop.t.app.inject({ method: 'POST', url: '/api/users/me/bank-account', headers });
  if (res.statusCode !== 200) throw new Error(`bank-account: ${res.statusCode} ${res.body}`);
  return res.json().data as { account_number: string; account_name: string; bank_name: string };
}

/** A transfer sent at the simulator's bank to `accountNumber`; its webhook comes back over HTTP. */
async function sendTransfer(
  shop: PayShop,
  accountNumber: string,
  amountKobo: number,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await fetch(`${shop.simUrl}/__sim/bank/transfer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      account_number: accountNumber,
      amount_kobo: amountKobo,
      sender_name: 'ADA OBI',
      narration: 'NIP transfer',
      ...extra,
    }),
  });
  if (!res.ok) throw new Error(`transfer: ${res.status} ${await res.text()}`);
  const { reference } = (await res.json()) as { reference: string };
  await webhooksProcessed(shop);
  return reference;
}

/** An order placed to be paid by transfer to the shopper's account (price in Naira, delivery on top). */
async function transferOrder(
  shop: PayShop,
  headers: Record<string, string>,
  { price = 20_000, stock = 3 } = {},
) {
  const product = await createProduct(shop.t.app, { price, stock });
  await addToCart(shop.t.app, headers, product.product.id, product.variant.id, 1);
  const res = await shop.t.app.inject({
    method: 'POST',
    url: '/api/orders/checkout',
    headers,
    payload: { shipping_address: address, payment_method: 'account_transfer' },
  });
  if (res.statusCode !== 201) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  const order = res.json().data as {
    id: number;
    number: string;
    total: number;
    reserved_until: string | null;
  };
  return { order, totalKobo: Math.round(order.total * 100), variantId: product.variant.id };
}

async function credit(shop: PayShop, headers: Record<string, string>) {
  const res = await shop.t.app.inject({ method: 'GET', url: '/api/users/me/credit', headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { balance: number; lines: { kind: string; amount: number; balance: number }[] };
}

describePayShop(
  'transfers to the shopper’s own account number',
  ({ shop, admin }) => {
    beforeEach(async () => setWebhooks(shop, { webhook_mode: 'normal' }));

    it('gives a shopper one account number, asked once or twice at once, and answers it after', async () => {
      const { headers } = await transferShopper(shop);
      const none = await shop.t.app.inject({ method: 'GET', url: '/api/users/me/bank-account', headers });
      expect(none.json().data).toBeNull();
      const [a, b] = await Promise.all([openAccount(shop, headers), openAccount(shop, headers)]);
      expect(a.account_number).toMatch(/^\d{10}$/);
      expect(b.account_number).toBe(a.account_number);
      expect(a.account_name).toBe('KASUWA/ADA OBI');
      const again = await shop.t.app.inject({ method: 'GET', url: '/api/users/me/bank-account', headers });
      expect(again.json().data.account_number).toBe(a.account_number);
    });

    it('refuses an account number to a shopper without a phone, saying what to add', async () => {
      const { headers } = await shopper(shop.t.app);
      const res = await shop.t.app.inject({ method: 'POST', url: '/api/users/me/bank-account', headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Add your phone number/);
    });

    it('a transfer with no order waiting is store credit; the same webhook three times credits once', async () => {
      const { headers, user } = await transferShopper(shop);
      const { account_number } = await openAccount(shop, headers);
      await sendTransfer(shop, account_number, 1_250_000, { duplicate: 2 });
      const after = await credit(shop, headers);
      expect(after.balance).toBe(12_500);
      expect(after.lines).toEqual([
        expect.objectContaining({ kind: 'transfer', amount: 12_500, balance: 12_500 }),
      ]);
      const stored = await shop.t.database.db
        .select()
        .from(bankTransfers)
        .where(eq(bankTransfers.userId, user.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ status: 'credited', senderName: 'ADA OBI', source: 'webhook' });
    });

    it('an order paid N5,000 short is part paid with the rest due; the next transfer completes it', async () => {
      const { headers, user } = await transferShopper(shop);
      const { account_number } = await openAccount(shop, headers);
      const { order, totalKobo } = await transferOrder(shop, headers);
      const before = await orderRow(shop, order.id);
      expect(before).toMatchObject({
        status: 'pending',
        paymentStatus: 'unpaid',
        paymentMethod: 'account_transfer',
      });
      // Held for the Settings' 24 hours.
      const heldHours = ((before.reservedUntil?.getTime() ?? 0) - before.createdAt.getTime()) / 3_600_000;
      expect(heldHours).toBeCloseTo(24, 1);

      await sendTransfer(shop, account_number, totalKobo - 500_000);
      expect(await orderRow(shop, order.id)).toMatchObject({
        status: 'pending',
        paymentStatus: 'partially_paid',
      });
      expect((await credit(shop, headers)).balance).toBe(0);
      // The shopper is told what came and what is still due, in a mail of its own.
      await jobsSettled(shop.t.app);
      const told = (await waitForMails(shop.t.config.mailDir, { to: user.email, atLeast: 2 })).filter(
        (mail) => mail.subject?.startsWith('We received'),
      );
      expect(told).toEqual([
        expect.objectContaining({
          subject: `We received ${naira(totalKobo - 500_000)} by transfer`,
          text: expect.stringContaining(
            `Order ${order.number} has received ${naira(totalKobo - 500_000)}; ₦5,000.00 is still to pay into the same account number.`,
          ),
        }),
      ]);

      await sendTransfer(shop, account_number, 500_000);
      expect(await orderRow(shop, order.id)).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'paid',
        reservedUntil: null,
      });
      const lines = await ledgerLines(shop.t.database.db, user.id);
      expect(lines.map((l) => [l.kind, l.amountKobo, l.balanceKobo])).toEqual([
        ['transfer', totalKobo - 500_000, totalKobo - 500_000],
        ['order', -(totalKobo - 500_000), 0],
        ['transfer', 500_000, 500_000],
        ['order', -500_000, 0],
      ]);
    });

    it('more than the order leaves store credit, which pays the next order waiting', async () => {
      const { headers } = await transferShopper(shop);
      const { account_number } = await openAccount(shop, headers);
      const first = await transferOrder(shop, headers);
      await sendTransfer(shop, account_number, first.totalKobo + 1_000_000);
      expect((await orderRow(shop, first.order.id)).paymentStatus).toBe('paid');
      expect((await credit(shop, headers)).balance).toBe(10_000);
      // Revenue counts what paid the order, once; the N10,000 of credit is the shopper's until spent.
      const ledger = async (number: string) => {
        const res = await shop.t.app.inject({
          method: 'GET',
          url: `/api/admin/transactions?search=${number}`,
          headers: admin.headers,
        });
        expect(res.statusCode).toBe(200);
        return res.json().data as { results: { kind: string; amount: number }[]; total_amount: number };
      };
      const firstLines = await ledger(first.order.number);
      expect(firstLines.results).toEqual([
        expect.objectContaining({ kind: 'transfer', amount: first.order.total }),
      ]);
      // The next order (N5,000 and its delivery: under N10,000) is paid by the credit as it is placed.
      const second = await transferOrder(shop, headers, { price: 5_000 });
      expect(second.totalKobo).toBeLessThan(1_000_000);
      expect(await orderRow(shop, second.order.id)).toMatchObject({
        paymentStatus: 'paid',
        status: 'confirmed',
      });
      expect((await credit(shop, headers)).balance).toBe(10_000 - second.order.total);
      expect((await ledger(second.order.number)).total_amount).toBe(second.order.total);
      expect((await ledger(first.order.number)).total_amount).toBe(first.order.total);
    });

    it('two transfers at the same instant for one order add up', async () => {
      const { headers, user } = await transferShopper(shop);
      const { account_number } = await openAccount(shop, headers);
      const { order, totalKobo } = await transferOrder(shop, headers);
      const half = Math.floor(totalKobo / 2);
      await Promise.all([
        sendTransfer(shop, account_number, half),
        sendTransfer(shop, account_number, totalKobo - half),
      ]);
      expect(await orderRow(shop, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' });
      const lines = await ledgerLines(shop.t.database.db, user.id);
      expect(lines.reduce((sum, l) => sum + l.amountKobo, 0)).toBe(0);
      expect(lines.at(-1)?.balanceKobo).toBe(0);
    });

    it('a transfer after the order was cancelled is credit; a part-paid order that runs out of time gives its money back to credit and its stock back', async () => {
      const { headers } = await transferShopper(shop);
      const { account_number } = await openAccount(shop, headers);
      const cancelled = await transferOrder(shop, headers);
      const cancel = await shop.t.app.inject({
        method: 'POST',
        url: `/api/orders/${cancelled.order.id}/cancel`,
        headers,
      });
      expect(cancel.statusCode).toBe(200);
      await sendTransfer(shop, account_number, 300_000);
      expect((await credit(shop, headers)).balance).toBe(3_000);
      expect((await orderRow(shop, cancelled.order.id)).paymentStatus).toBe('unpaid');

      // The credit pays part of the next order as it is placed; a transfer adds to it; then its 24 hours pass.
      const late = await transferOrder(shop, headers, { stock: 2 });
      expect(await orderRow(shop, late.order.id)).toMatchObject({ paymentStatus: 'partially_paid' });
      expect((await credit(shop, headers)).balance).toBe(0);
      await sendTransfer(shop, account_number, 100_000);
      expect((await orderRow(shop, late.order.id)).paymentStatus).toBe('partially_paid');
      expect(await stockOf(shop.t.app, late.variantId)).toBe(1);
      await expireReservations(deps(shop), new Date(Date.now() + 25 * 3_600_000));
      expect(await orderRow(shop, late.order.id)).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
      });
      expect(await stockOf(shop.t.app, late.variantId)).toBe(2);
      const after = await credit(shop, headers);
      expect(after.balance).toBe(4_000);
      expect(after.lines[0]).toMatchObject({ kind: 'order_back' });
    });

    it('a card payment and a transfer racing for one order leave one paid order and the transfer as credit', async () => {
      const { headers, user } = await transferShopper(shop);
      const { account_number } = await openAccount(shop, headers);
      const product = await createProduct(shop.t.app, { price: 9_000, stock: 2 });
      await addToCart(shop.t.app, headers, product.product.id, product.variant.id, 1);
      const placed = await shop.t.app.inject({
        method: 'POST',
        url: '/api/orders/checkout',
        headers,
        payload: { shipping_address: address, payment_method: 'pay_now' },
      });
      const order = placed.json().data as { id: number; total: number };
      const totalKobo = Math.round(order.total * 100);
      const { reference } = await startPayment(shop, order.id, headers);
      // The shopper pays by card and, unsure it went through, transfers the same amount to their account at once.
      await Promise.all([completeAtProvider(shop, reference), sendTransfer(shop, account_number, totalKobo)]);
      await webhooksProcessed(shop);
      expect(await orderRow(shop, order.id)).toMatchObject({ paymentStatus: 'paid', status: 'confirmed' });
      expect((await credit(shop, headers)).balance).toBe(order.total);
      const lines = await ledgerLines(shop.t.database.db, user.id);
      expect(lines.map((l) => [l.kind, l.orderId])).toEqual([['transfer', null]]);
    });

    it('a transfer into an account the shop does not know is stored for review, not credited', async () => {
      const outcome = await recordTransfer(
        deps(shop),
        {
          reference: `T-unknown-${Date.now()}`,
          status: 'success',
          amountKobo: 100_000n,
          requestedKobo: null,
          feesKobo: null,
          currency: 'NGN',
          paidAt: new Date(),
          channel: 'dedicated_nuban',
          providerId: '',
          gatewayResponse: 'Approved',
          orderId: null,
          transfer: {
            receiverAccountNumber: '0000000001',
            customerCode: null,
            senderName: 'SOMEONE',
            senderBank: null,
            senderAccountNumber: null,
            narration: null,
          },
        },
        'webhook',
      );
      expect(outcome).toBe('needs_review');
      const [row] = await shop.t.database.db
        .select()
        .from(bankTransfers)
        .where(eq(bankTransfers.accountNumber, '0000000001'));
      expect(row).toMatchObject({ status: 'needs_review', userId: null });
      expect(row?.reason).toMatch(/no shopper has account 0000000001/);
    });
  },
  { keepWebhooks: true },
);

describePayShop(
  'the admin’s transfers',
  ({ shop, admin }) => {
    beforeEach(async () => setWebhooks(shop, { webhook_mode: 'normal' }));

    const adminApi = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      shop.t.app.inject({
        method,
        url: `/api/admin${url}`,
        headers: admin.headers,
        ...(payload ? { payload } : {}),
      });

    it('lists a transfer with where it went, the part-paid orders and the credit waiting, and a customer’s ledger', async () => {
      const { headers, user } = await transferShopper(shop);
      const { account_number } = await openAccount(shop, headers);
      const { order, totalKobo } = await transferOrder(shop, headers);
      const reference = await sendTransfer(shop, account_number, totalKobo - 100_000, {
        narration: 'for my order',
      });
      const list = await adminApi('GET', '/transfers?page_size=100');
      expect(list.statusCode).toBe(200);
      const row = (list.json().data.results as { reference: string }[]).find(
        (r) => r.reference === reference,
      );
      expect(row).toMatchObject({
        amount: (totalKobo - 100_000) / 100,
        account_number,
        sender_name: 'ADA OBI',
        narration: 'for my order',
        status: 'credited',
        customer: { id: user.id, name: 'Ada Obi' },
        orders: [{ order_id: order.id, order_number: order.number, amount: (totalKobo - 100_000) / 100 }],
        to_credit: 0,
      });
      const waiting = (await adminApi('GET', '/transfers/waiting')).json().data;
      expect(waiting.part_paid).toContainEqual(
        expect.objectContaining({
          order_number: order.number,
          due: 1_000,
          paid: (totalKobo - 100_000) / 100,
        }),
      );
      const customer = (await adminApi('GET', `/transfers/customers/${user.id}`)).json().data;
      expect(customer.account.account_number).toBe(account_number);
      expect(customer.credit.lines.map((l: { kind: string }) => l.kind)).toEqual(['order', 'transfer']);
      const forShopper = await shop.t.app.inject({ method: 'GET', url: '/api/admin/transfers', headers });
      expect(forShopper.statusCode).toBe(403);
    });

    it('moves a transfer to another order, of the same shopper or another’s, and refuses what cannot move', async () => {
      const ada = await transferShopper(shop);
      const { account_number } = await openAccount(shop, ada.headers);
      const first = await transferOrder(shop, ada.headers);
      const second = await transferOrder(shop, ada.headers);
      const reference = await sendTransfer(shop, account_number, second.totalKobo, {
        narration: `for ${second.order.number}`,
      });
      // The narration named the second order: it was paid, the first still waits.
      expect((await orderRow(shop, second.order.id)).paymentStatus).toBe('paid');
      expect((await orderRow(shop, first.order.id)).paymentStatus).toBe('unpaid');
      const [stored] = await shop.t.database.db
        .select()
        .from(bankTransfers)
        .where(eq(bankTransfers.reference, reference));
      const id = stored?.id ?? 0;

      const paidAlready = await adminApi('POST', `/transfers/${id}/move`, {
        order_number: second.order.number,
      });
      expect(paidAlready.statusCode).toBe(409);

      // Its sister shopper's order: the money leaves Ada's credit for hers and pays it; Ada's order waits again.
      const sister = await transferShopper(shop);
      const hers = await transferOrder(shop, sister.headers, { price: 1_000 });
      const moved = await adminApi('POST', `/transfers/${id}/move`, {
        order_number: hers.order.number.toLowerCase(),
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().data.orders).toEqual([
        { order_id: hers.order.id, order_number: hers.order.number, amount: hers.order.total },
      ]);
      expect(await orderRow(shop, hers.order.id)).toMatchObject({
        paymentStatus: 'paid',
        status: 'confirmed',
      });
      const back = await orderRow(shop, second.order.id);
      expect(back.paymentStatus).toBe('unpaid');
      expect(back.reservedUntil?.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
      expect((await credit(shop, ada.headers)).balance).toBe(0);
      expect((await credit(shop, sister.headers)).balance).toBe((second.totalKobo - hers.totalKobo) / 100);
      const adaLines = await ledgerLines(shop.t.database.db, ada.user.id);
      expect(adaLines.slice(-2).map((l) => [l.kind, l.byUserId !== null])).toEqual([
        ['order_back', true],
        ['move_out', true],
      ]);

      // Moved again, back to Ada's first order: her sister's order gives it back, as it is not yet being prepared.
      const again = await adminApi('POST', `/transfers/${id}/move`, { order_number: first.order.number });
      expect(again.statusCode).toBe(200);
      expect((await orderRow(shop, hers.order.id)).paymentStatus).toBe('unpaid');
      expect((await orderRow(shop, first.order.id)).paymentStatus).toBe('paid');

      const unknown = await adminApi('POST', `/transfers/${id}/move`, { order_number: 'KSW-NOPE' });
      expect(unknown.statusCode).toBe(404);
      const notWaiting = await adminApi('POST', `/transfers/${id}/move`, { order_number: '' });
      expect(notWaiting.statusCode).toBe(400);
    });

    it('Settings say whether checkout offers it, how long an order holds its stock, and the bank', async () => {
      const ways = (body: object) =>
        adminApi('PUT', '/settings/payment-ways', {
          pay_on_delivery: true,
          pay_on_delivery_max: null,
          pay_later: true,
          pay_now: true,
          ...body,
        });
      const set = await ways({
        account_transfer: true,
        account_transfer_hold_hours: 48,
        account_transfer_bank: 'test-bank',
      });
      expect(set.statusCode).toBe(200);
      expect(set.json().data).toMatchObject({
        account_transfer: true,
        account_transfer_hold_hours: 48,
        account_transfer_bank: 'test-bank',
      });
      const read = (await adminApi('GET', '/settings')).json().data.payment_ways;
      expect(read).toMatchObject({ account_transfer: true, account_transfer_hold_hours: 48 });
      const { headers } = await transferShopper(shop);
      const { order } = await transferOrder(shop, headers);
      const row = await orderRow(shop, order.id);
      expect(((row.reservedUntil?.getTime() ?? 0) - row.createdAt.getTime()) / 3_600_000).toBeCloseTo(48, 1);
      expect((await ways({ account_transfer_hold_hours: 0 })).statusCode).toBe(400);
      // Turned off: checkout no longer offers it, and refuses it.
      expect((await ways({ account_transfer: false, account_transfer_hold_hours: 24 })).statusCode).toBe(200);
      const product = await createProduct(shop.t.app, { price: 1_000, stock: 1 });
      await addToCart(shop.t.app, headers, product.product.id, product.variant.id, 1);
      const refused = await shop.t.app.inject({
        method: 'POST',
        url: '/api/orders/checkout',
        headers,
        payload: { shipping_address: address, payment_method: 'account_transfer' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(
        /Bank transfer to your Kasuwa account is not available right now/,
      );
      expect((await ways({ account_transfer: true })).statusCode).toBe(200);
    });

    it('records store credit refunded to the shopper’s bank, the account checked with Paystack; never more than the credit', async () => {
      const { headers, user } = await transferShopper(shop);
      const { account_number } = await openAccount(shop, headers);
      await sendTransfer(shop, account_number, 500_000);
      const banks = (await shop.t.app.inject({ method: 'GET', url: '/api/returns/banks', headers })).json()
        .data as { code: string; name: string }[];
      const bank = banks[0];
      if (!bank) throw new Error('no banks');
      const refund = (body: object) =>
        adminApi('POST', `/transfers/customers/${user.id}/refund`, {
          amount: 2_000,
          bank_code: bank.code,
          account_number: '0123456789',
          transfer_reference: 'GTB-REF-0042',
          ...body,
        });
      const tooMuch = await refund({ amount: 5_000.01 });
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json().message).toBe("The shopper's store credit is ₦5,000.00: refund at most that.");
      const unknown = await refund({ account_number: '0009999999' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors.account_number).toEqual([
        'We could not find that account number at that bank. Check both and try again.',
      ]);
      const missing = await refund({ transfer_reference: ' ' });
      expect(missing.statusCode).toBe(400);
      const done = await refund({});
      expect(done.statusCode).toBe(200);
      expect(done.json().data.credit.balance).toBe(3_000);
      const [line] = done.json().data.credit.lines as { kind: string; amount: number; note: string }[];
      expect(line).toMatchObject({ kind: 'refund', amount: -2_000 });
      expect(line?.note).toMatch(
        new RegExp(`^Refunded to ${bank.name} 0123456789 \\(.+\\), reference GTB-REF-0042$`),
      );
      expect((await credit(shop, headers)).balance).toBe(3_000);
      const again = await refund({ amount: 1_000 });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'A refund with the reference GTB-REF-0042 is already recorded for this shopper.',
      );
      expect((await credit(shop, headers)).balance).toBe(3_000);
    });

    it('the nightly reconciliation credits a transfer whose webhook never came, once; a requery sends one held at the bank', async () => {
      const { headers } = await transferShopper(shop);
      const { account_number } = await openAccount(shop, headers);
      await setWebhooks(shop, { webhook_mode: 'drop' });
      await sendTransfer(shop, account_number, 250_000);
      expect((await credit(shop, headers)).balance).toBe(0);
      const range = { from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 60_000) };
      const first = await reconcileTransfers(deps(shop), range);
      expect(first.recorded).toBe(1);
      expect((await credit(shop, headers)).balance).toBe(2_500);
      expect((await reconcileTransfers(deps(shop), range)).recorded).toBe(0);

      await setWebhooks(shop, { webhook_mode: 'normal' });
      await sendTransfer(shop, account_number, 50_000, { hold: true });
      expect((await credit(shop, headers)).balance).toBe(2_500);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
      const requery = await adminApi('POST', '/transfers/requery', { account_number, date: today });
      expect(requery.statusCode).toBe(202);
      await webhooksProcessed(shop);
      expect((await credit(shop, headers)).balance).toBe(3_000);
      const bad = await adminApi('POST', '/transfers/requery', { account_number: '12', date: 'today' });
      expect(bad.statusCode).toBe(400);
    });
  },
  { keepWebhooks: true },
);
