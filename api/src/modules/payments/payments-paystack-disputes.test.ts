import { eq } from 'drizzle-orm';
import type { PaymentDeps } from './deps.js';
import { handleWebhook, processWebhookEvent } from './webhook.js';
import { paymentDisputes } from './tables.js';
import { describePayShop, setWebhooks, sign, webhooksProcessed } from '../../../test/payments-helpers.js';
import { deps, paidOrder, post } from './payments-paystack-testing.js';

describePayShop('payments against the real Paystack', ({ shop, admin }) => {
  it('records a dispute from create to resolve with its due date; a late reminder does not reopen it', async () => {
    const { order, reference, payment } = await paidOrder(shop);
    await setWebhooks(shop, { webhook_mode: 'normal' });
    const dispute = async (action: string) => {
      const res = await fetch(`${shop.simUrl}/__simulator/transactions/${reference}/dispute`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action }),
      });
      expect(res.status).toBe(200);
      await shop.sim.settled();
      await webhooksProcessed(shop);
      return (await res.json()) as { data: Record<string, unknown> };
    };
    const created = await dispute('create');
    const rows = () =>
      shop.t.database.db.select().from(paymentDisputes).where(eq(paymentDisputes.paymentId, payment.id));
    expect(await rows()).toEqual([
      expect.objectContaining({
        status: 'awaiting-merchant-feedback',
        dueAt: new Date(String(created.data.dueAt)),
        resolvedAt: null,
        refundAmountKobo: payment.amountKobo,
      }),
    ]);
    const attention = await shop.t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/attention',
      headers: admin.headers,
    });
    expect(attention.json().data.disputes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ order_id: order.id, due_at: created.data.dueAt, resolved_at: null }),
      ]),
    );
    await dispute('remind');
    expect(await rows()).toHaveLength(1);
    const resolved = await dispute('resolve');
    const late = JSON.stringify({
      event: 'charge.dispute.remind',
      data: { ...created.data, updated_at: 'late' },
    });
    expect((await post(shop, late)).statusCode).toBe(200);
    await webhooksProcessed(shop);
    expect(await rows()).toEqual([
      expect.objectContaining({
        status: 'resolved',
        resolution: 'auto-accepted',
        resolvedAt: expect.any(Date),
      }),
    ]);
    expect(resolved.data.resolvedAt).toBeTruthy();
    const admins = await shop.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/payments`,
      headers: admin.headers,
    });
    expect(admins.json().data.disputes).toEqual([
      expect.objectContaining({ status: 'resolved', due_at: created.data.dueAt }),
    ]);
  });

  it('records a dispute only as Paystack answers GET /dispute/:id: an unknown id, another amount or transaction is refused and logged', async () => {
    const a = await paidOrder(shop);
    const b = await paidOrder(shop);
    // A real dispute on order A, its event not delivered: the forgeries below borrow its data.
    const res = await fetch(`${shop.simUrl}/__simulator/transactions/${a.reference}/dispute`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'create' }),
    });
    const real = ((await res.json()) as { data: Record<string, unknown> }).data;
    const transaction = real.transaction as Record<string, unknown>;
    const warned: { obj: object; msg: string }[] = [];
    const watched: PaymentDeps = {
      ...deps(shop),
      log: { warn: (obj, msg) => warned.push({ obj, msg }), info: () => undefined },
    };
    const send = async (data: Record<string, unknown>) => {
      const body = JSON.stringify({ event: 'charge.dispute.create', data });
      const answer = await handleWebhook(watched, Buffer.from(body), { 'x-paystack-signature': sign(body) });
      expect(answer).toMatchObject({ status: 200, eventId: expect.any(Number) });
      return processWebhookEvent(watched, answer.eventId ?? 0);
    };
    const disputesOf = (paymentId: number) =>
      shop.t.database.db.select().from(paymentDisputes).where(eq(paymentDisputes.paymentId, paymentId));

    expect(await send({ ...real, id: 424_242, updated_at: 'forged-1' })).toBe(
      'refused: dispute unknown to Paystack',
    );
    expect(
      await send({ ...real, refund_amount: Number(real.refund_amount) * 10, updated_at: 'forged-2' }),
    ).toBe('refused: dispute differs from Paystack');
    expect(
      await send({
        ...real,
        transaction: { ...transaction, reference: b.reference },
        updated_at: 'forged-3',
      }),
    ).toBe('refused: dispute differs from Paystack');
    expect(await disputesOf(a.payment.id)).toEqual([]);
    expect(await disputesOf(b.payment.id)).toEqual([]);
    const attention = await shop.t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/attention',
      headers: admin.headers,
    });
    const listed = attention.json().data.disputes as { order_id: number }[];
    expect(listed.map((d) => d.order_id)).not.toEqual(expect.arrayContaining([a.order.id]));
    expect(listed.map((d) => d.order_id)).not.toEqual(expect.arrayContaining([b.order.id]));
    // Each refusal is logged, with the dispute it named.
    expect(warned).toHaveLength(3);
    for (const { obj, msg } of warned) {
      expect(msg).toMatch(/^A dispute webhook was refused: /);
      expect(obj).toMatchObject({ disputeId: expect.any(String), reference: expect.any(String) });
    }
    // The genuine event is recorded, with what Paystack answered.
    expect(await send(real)).toBe('dispute awaiting-merchant-feedback');
    expect(await disputesOf(a.payment.id)).toEqual([
      expect.objectContaining({
        providerDisputeId: String(real.id),
        status: 'awaiting-merchant-feedback',
        refundAmountKobo: a.payment.amountKobo,
      }),
    ]);
  });
});
