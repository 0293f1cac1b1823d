import { eq } from 'drizzle-orm';
import type { AdminReturn } from 'shared-contracts/schemas/returns';
import { orders } from '../../../db/schema.js';
import { shopper, stockOf } from '../../../../test/fixtures.js';
import { describeReturns } from './returns-testing.js';

describeReturns('returns', ({ shop, inject, asAdmin, deliveredOrder, ask, returnsOf }) => {
  it('paid on delivery: the refund goes to a bank account resolved through Paystack, recorded by the admin when sent', async () => {
    const { order, headers, lineB, variantB } = await deliveredOrder('pay_on_delivery');
    const banks = await inject('GET', '/api/returns/banks', headers);
    expect(banks.statusCode).toBe(200);
    const gtb = banks.json<{ data: { code: string; name: string }[] }>().data.find((b) => b.code === '058');
    expect(gtb?.name).toBe('Guaranty Trust Bank');
    const resolved = await inject(
      'GET',
      `/api/returns/banks/resolve?order_id=${order.id}&bank_code=058&account_number=0123456789`,
      headers,
    );
    expect(resolved.json().data).toMatchObject({
      account_number: '0123456789',
      account_name: expect.any(String),
    });
    const unknown = await inject(
      'GET',
      `/api/returns/banks/resolve?order_id=${order.id}&bank_code=058&account_number=0001234567`,
      headers,
    );
    expect(unknown.statusCode).toBe(400);

    const lines = [{ order_item_id: lineB.id, quantity: 1 }];
    const noAccount = await ask(order.id, headers, { lines, reason: 'wrong_item' });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().errors.bank_account).toBeDefined();
    const badAccount = await ask(order.id, headers, {
      lines,
      reason: 'wrong_item',
      bank_account: { bank_code: '058', account_number: '0001234567' },
    });
    expect(badAccount.statusCode).toBe(400);
    const asked = await ask(order.id, headers, {
      lines,
      reason: 'wrong_item',
      bank_account: { bank_code: '058', account_number: '0123456789' },
    });
    expect(asked.statusCode).toBe(201);
    const [ret] = returnsOf(asked);
    expect(ret).toMatchObject({
      refund_route: 'bank_transfer',
      refund_total: 3000,
      bank_account: {
        bank_name: 'Guaranty Trust Bank',
        account_number: '0123456789',
        account_name: resolved.json().data.account_name,
      },
    });
    const id = ret?.id ?? 0;
    await asAdmin('POST', `/api/admin/returns/${id}/approve`, { method: 'courier' });
    const stock = await stockOf(shop.t.app, variantB);
    await asAdmin('POST', `/api/admin/returns/${id}/receive`, { lines: [] });
    expect(await stockOf(shop.t.app, variantB)).toBe(stock);
    const noReference = await asAdmin('POST', `/api/admin/returns/${id}/refund`, {});
    expect(noReference.statusCode).toBe(400);
    const sent = await Promise.all([
      asAdmin('POST', `/api/admin/returns/${id}/refund`, { transfer_reference: 'GTB-TRF-20261127-01' }),
      asAdmin('POST', `/api/admin/returns/${id}/refund`, { transfer_reference: 'GTB-TRF-20261127-02' }),
    ]);
    expect(sent.map((s) => s.statusCode).sort()).toEqual([200, 409]);
    const done = sent.find((s) => s.statusCode === 200)?.json<{ data: AdminReturn }>().data;
    expect(done).toMatchObject({
      status: 'refunded',
      refund_id: null,
      refund_status: null,
      transfer_reference: expect.stringMatching(/^GTB-TRF/),
    });
  });

  it("names an account's holder only for the shopper's own order refunded by transfer, a few times per return, per account and per address", async () => {
    const { order, headers, lineB } = await deliveredOrder('pay_on_delivery');
    const here = '203.0.113.7';
    const lookUp = (orderId: number | null, number: string, who = headers, from = here) =>
      inject(
        'GET',
        `/api/returns/banks/resolve?${orderId === null ? '' : `order_id=${orderId}&`}bank_code=058&account_number=${number}`,
        who,
        undefined,
        from,
      );

    // A new account with no order of its own learns no one's name, whichever order it names.
    const stranger = await shopper(shop.t.app);
    const bare = await lookUp(null, '0123456789', stranger.headers);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors.order_id).toBeDefined();
    const others = await lookUp(order.id, '0123456789', stranger.headers);
    expect(others.statusCode).toBe(404);
    expect(others.json().message).toBe('Order not found.');
    expect(others.body).not.toContain('account_name');

    // Nor does the shopper for an order refunded to the card it was paid with, or one not yet delivered.
    const db = shop.t.database.db;
    await db.update(orders).set({ paymentMethod: 'pay_now' }).where(eq(orders.id, order.id));
    const online = await lookUp(order.id, '0123456789');
    expect(online.statusCode).toBe(409);
    expect(online.json().message).toBe(
      'This order was paid online, so its refund goes back to the card or account you paid with.',
    );
    await db
      .update(orders)
      .set({ paymentMethod: 'pay_on_delivery', status: 'shipped' })
      .where(eq(orders.id, order.id));
    const early = await lookUp(order.id, '0123456789');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a delivered order can be returned; this one is shipped.');
    await db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));

    // The return being asked for: 3 checks (this file's limit), found or not; the next is refused in words.
    expect((await lookUp(order.id, '0123456789')).statusCode).toBe(200);
    expect((await lookUp(order.id, '0001234567')).statusCode).toBe(400);
    expect((await lookUp(order.id, '0123456780')).statusCode).toBe(200);
    const fourth = await lookUp(order.id, '0123456781');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(
      'You have checked 3 account numbers for this return. Send your request and we will check the account when it arrives.',
    );
    expect(fourth.body).not.toContain('account_name');
    // Asking for the return still checks the account itself, and keeps the name Paystack gave.
    const asked = await inject(
      'POST',
      `/api/orders/${order.id}/returns`,
      headers,
      {
        lines: [{ order_item_id: lineB.id, quantity: 1 }],
        reason: 'wrong_item',
        bank_account: { bank_code: '058', account_number: '0123456789' },
      },
      here,
    );
    expect(asked.statusCode).toBe(201);
    expect(returnsOf(asked)[0]?.bank_account?.account_number).toBe('0123456789');

    // The next return of the order may check again, but the account has had its 5 checks this hour.
    const tooMany = await lookUp(order.id, '0123456789');
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().message).toMatch(/^Too many bank account checks\. Try again in \d+ minutes\.$/);
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(3000);

    // Another shopper at the same address: the address has had 8 checks this hour; from another address, fine.
    const next = await deliveredOrder('pay_on_delivery');
    expect((await lookUp(next.order.id, '0123456789', next.headers)).statusCode).toBe(200);
    expect((await lookUp(next.order.id, '0123456780', next.headers)).statusCode).toBe(200);
    const byAddress = await lookUp(next.order.id, '0123456789', next.headers);
    expect(byAddress.statusCode).toBe(429);
    expect(byAddress.json().message).toMatch(/^Too many bank account checks\. Try again in \d+ minutes\.$/);
    expect((await lookUp(next.order.id, '0123456789', next.headers, '198.51.100.7')).statusCode).toBe(200);

    // Once every line is being returned, there is no return left to check an account for.
    const all = await inject(
      'POST',
      `/api/orders/${next.order.id}/returns`,
      next.headers,
      {
        lines: [
          { order_item_id: next.lineA.id, quantity: 2 },
          { order_item_id: next.lineB.id, quantity: 1 },
        ],
        reason: 'damaged',
        bank_account: { bank_code: '058', account_number: '0123456789' },
      },
      '198.51.100.7',
    );
    expect(all.statusCode).toBe(201);
    const done = await lookUp(next.order.id, '0123456789', next.headers, '198.51.100.7');
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe('Every item of this order is already being returned.');
  });
});
