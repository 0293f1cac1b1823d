import { call, inTurns, kindOf } from './http.js';
import { CODE, RUSH_SECONDS, SHOPPERS, type Answer, type Shopper } from './settings.js';

/** The rush: every checkout at once (evenly over RUSH_SECONDS), spread over the replicas. */
export async function rush(shoppers: Shopper[], api: (i: number) => string): Promise<Answer[]> {
  return Promise.all(
    shoppers.map(async (s) => {
      await new Promise((r) => setTimeout(r, (s.index / SHOPPERS) * RUSH_SECONDS * 1000));
      const sent = performance.now();
      try {
        const reply = await call(`${api(s.index)}/api/orders/checkout`, {
          method: 'POST',
          token: s.token,
          body: {
            shipping_address: s.address,
            payment_method: s.method,
            promo_code: CODE,
            expected_total: s.quotedTotal,
          },
        });
        return {
          shopper: s,
          status: reply.status,
          ms: reply.ms,
          orderId: reply.status === 201 ? (reply.body.data as { id: number }).id : null,
          kind: kindOf(reply),
          message: reply.body.message ?? '',
        };
      } catch (error) {
        return {
          shopper: s,
          status: 0,
          ms: performance.now() - sent,
          orderId: null,
          kind: `no answer: ${String(error)}`,
          message: String(error),
        };
      }
    }),
  );
}

/** Pay-now winners pay at the simulator and come back to the shop (`payments/verify`), as a browser would. */
export async function payWinners(
  answers: Answer[],
  api: (i: number) => string,
  simulatorUrl: string,
): Promise<{ paid: number; payFailures: string[] }> {
  const payFailures: string[] = [];
  let paid = 0;
  await inTurns(
    answers.filter((a) => a.orderId !== null && a.shopper.method === 'pay_now'),
    8,
    async (a) => {
      const base = api(a.shopper.index);
      const started = await call(`${base}/api/orders/${a.orderId}/pay`, {
        method: 'POST',
        token: a.shopper.token,
      });
      if (started.status !== 200) {
        payFailures.push(`pay ${started.status} ${started.body.message ?? ''}`);
        return;
      }
      const { reference } = started.body.data as { reference: string };
      const done = await call(
        `${simulatorUrl}/__simulator/transactions/${encodeURIComponent(reference)}/complete`,
        {
          method: 'POST',
          body: { outcome: 'success', channel: 'card' },
        },
      );
      if (done.status !== 200) {
        payFailures.push(`simulator ${done.status} ${done.body.message ?? ''}`);
        return;
      }
      const verified = await call(`${base}/api/orders/${a.orderId}/payments/verify`, {
        method: 'POST',
        token: a.shopper.token,
        body: { reference },
      });
      const status = (verified.body.data as { payment_status?: string } | undefined)?.payment_status;
      if (verified.status === 200 && status === 'succeeded') paid += 1;
      else payFailures.push(`verify ${verified.status} ${status ?? verified.body.message ?? ''}`);
    },
  );
  return { paid, payFailures };
}
