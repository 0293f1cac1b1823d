import type { FastifyInstance } from 'fastify';
import { naira } from 'shared-contracts/money';
import { escapeHtml, isObject } from '../http.js';
import { REFUND_OUTCOMES, TRANSACTION_STATUSES, type Channel } from '../types.js';
import type { RouteContext } from './context.js';

/** The hosted checkout page a shopper is sent to: pay (card, transfer, USSD), decline or cancel, then back to the shop. */
export function registerCheckoutPage(app: FastifyInstance, context: RouteContext): void {
  const { store } = context;
  const { complete } = context.lifecycle;

  app.get<{ Params: { code: string } }>('/checkout/:code', async (request, reply) => {
    const t = store.byAccessCode.get(request.params.code);
    if (!t) return reply.status(404).type('text/html').send('<h1>This payment link is not valid.</h1>');
    if (t.status !== 'initialized') {
      return reply
        .type('text/html')
        .send(page('This payment link has been used', `<p>This transaction is ${escapeHtml(t.status)}.</p>`));
    }
    const action = `/checkout/${encodeURIComponent(t.accessCode)}`;
    const button = (name: string, value: string, label: string) =>
      `<button name="${name}" value="${value}">${escapeHtml(label)}</button>`;
    return reply.type('text/html').send(
      page(
        'Complete your payment',
        `<p class="amount">${escapeHtml(naira(t.amount))}</p>
<p>${escapeHtml(t.email)} · reference <code>${escapeHtml(t.reference)}</code></p>
<form method="post" action="${action}">
  <div class="pay">
    ${button('action', 'pay:card', 'Pay with card')}
    ${button('action', 'pay:bank_transfer', 'Pay with bank transfer')}
    ${button('action', 'pay:ussd', 'Pay with USSD')}
  </div>
  <details class="test">
    <summary>Test outcomes</summary>
    <label>The payment ends as
      <select name="status">${TRANSACTION_STATUSES.map(
        (x) => `<option value="${x}"${x === 'success' ? ' selected' : ''}>${x}</option>`,
      ).join('')}</select>
    </label>
    <label>Refunds of this payment end as
      <select name="refund_outcome">${REFUND_OUTCOMES.map(
        (x) => `<option value="${x}"${x === 'processed' ? ' selected' : ''}>${x}</option>`,
      ).join('')}</select>
    </label>
  </details>
  <div class="other">
    ${button('action', 'decline', 'Decline')}
    ${button('action', 'cancel', 'Cancel')}
  </div>
</form>`,
      ),
    );
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post<{ Params: { code: string } }>('/checkout/:code', async (request, reply) => {
    const t = store.byAccessCode.get(request.params.code);
    if (!t) return reply.status(404).type('text/html').send('<h1>This payment link is not valid.</h1>');
    const action = isObject(request.body) ? String(request.body.action ?? '') : '';
    const [verb, channel] = action.split(':');
    const channels: Channel[] = ['card', 'bank_transfer', 'ussd'];
    const form = isObject(request.body) ? request.body : {};
    const chosen = TRANSACTION_STATUSES.find((x) => x === form.status);
    const refundOutcome = REFUND_OUTCOMES.find((x) => x === form.refund_outcome);
    if (refundOutcome) t.refundOutcome = refundOutcome;
    if (verb === 'pay' && channels.includes(channel as Channel)) {
      const outcome = store.controls.nextOutcome ?? chosen ?? 'success';
      store.controls = { ...store.controls, nextOutcome: null };
      complete(t, outcome, channel as Channel);
    } else if (verb === 'decline') complete(t, 'failed', 'card');
    else if (verb === 'cancel') complete(t, 'abandoned', 'card');
    else return reply.status(400).type('text/html').send('<h1>Choose Pay, Decline or Cancel.</h1>');
    if (!t.callbackUrl) return reply.type('text/html').send(page('Done', '<p>You can close this page.</p>'));
    const back = new URL(t.callbackUrl);
    back.searchParams.set('trxref', t.reference);
    back.searchParams.set('reference', t.reference);
    return reply.redirect(back.toString(), 303);
  });
}

/**
 * The test bank: every charge waiting to be paid away from a page (a USSD code dialled, a transfer), each with the
 * button that pays it as the shopper's bank would, and sends `charge.success`.
 */
export function registerBankPage(app: FastifyInstance, context: RouteContext): void {
  const { store } = context;
  const { complete } = context.lifecycle;

  app.get('/test-bank', async (_request, reply) => {
    const waiting = [...store.transactions.values()].filter((t) => t.offline && t.status === 'ongoing');
    const rows = waiting.map((t) => {
      const how =
        t.offline?.kind === 'ussd'
          ? `Dialled <code>${escapeHtml(t.offline.code)}</code>`
          : `Transfer to Test Bank <code>${escapeHtml(t.offline?.accountNumber ?? '')}</code>`;
      return `<li><p class="amount">${escapeHtml(naira(t.amount))}</p><p>${how} · ${escapeHtml(t.email)}</p>
<form method="post" action="/test-bank/${encodeURIComponent(t.reference)}"><button>Pay ${escapeHtml(naira(t.amount))}</button></form></li>`;
    });
    return reply.type('text/html').send(
      page(
        'Test bank',
        `<p>The bank's side of a payment made away from the shop: a USSD code the shopper dials, or a transfer to the
account Paystack gave them. Pay does what their bank would do, and Paystack tells the shop.</p>${
          waiting.length === 0
            ? '<p>No USSD code or transfer is waiting to be paid.</p>'
            : `<ul class="waiting">${rows.join('')}</ul>`
        }`,
      ),
    );
  });

  app.post<{ Params: { reference: string } }>('/test-bank/:reference', async (request, reply) => {
    const t = store.transactions.get(request.params.reference);
    if (!t?.offline) return reply.status(404).type('text/html').send('<h1>No such charge.</h1>');
    complete(t, 'success', t.offline.kind);
    return reply.redirect('/test-bank', 303);
  });
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment — no money moves · ${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1b1f24; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 24px;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  .banner { background: #fff4ce; border: 1px solid #e0b400; border-radius: 8px; padding: 8px 12px; font-weight: 600; }
  .amount { font-size: 2rem; font-weight: 700; margin: 16px 0 4px; }
  button { display: block; width: 100%; padding: 12px; margin: 8px 0; border-radius: 8px; border: 1px solid #0b7a3b;
           background: #0b7a3b; color: #fff; font-size: 1rem; cursor: pointer; }
  .other button { background: #fff; color: #1b1f24; border-color: #c7ccd1; }
  code { word-break: break-all; }
  .waiting { list-style: none; padding: 0; } .waiting li { border-top: 1px solid #e3e6e9; padding: 8px 0; }
</style></head>
<body><main><p class="banner" role="note">Test payment — no money moves</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
