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

/** "1,500.50" (Naira, as typed) → 150050 kobo; null unless a positive amount with at most two decimals. */
export function koboOfNaira(text: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.replace(/[\s,₦]/g, ''));
  if (!match) return null;
  const kobo = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(kobo) && kobo > 0 ? kobo : null;
}

/** What the transfer form was given, to show again after a refusal. */
type TransferForm = Record<'account_number' | 'amount' | 'sender_name' | 'narration', string>;
/** What the test bank page shows beside its lists: the transfer just sent (its reference), or a refusal. */
type Shown = { sent?: string | undefined; error?: string; form?: TransferForm };

/**
 * The test bank: every charge waiting to be paid away from a page (a USSD code dialled, a transfer), each with the
 * button that pays it as the shopper's bank would, and sends `charge.success`; and a form that sends a transfer to a
 * customer's dedicated account (the bank's side of `POST /__sim/bank/transfer`, without JavaScript), beside the list
 * of those accounts.
 */
export function registerBankPage(app: FastifyInstance, context: RouteContext): void {
  const { store, accounts } = context;
  const { complete } = context.lifecycle;

  function bankPage(shown: Shown): string {
    const waiting = [...store.transactions.values()].filter((t) => t.offline && t.status === 'ongoing');
    const rows = waiting.map((t) => {
      const how =
        t.offline?.kind === 'ussd'
          ? `Dialled <code>${escapeHtml(t.offline.code)}</code>`
          : `Transfer to Test Bank <code>${escapeHtml(t.offline?.accountNumber ?? '')}</code>`;
      return `<li><p class="amount">${escapeHtml(naira(t.amount))}</p><p>${how} · ${escapeHtml(t.email)}</p>
<form method="post" action="/test-bank/${encodeURIComponent(t.reference)}"><button>Pay ${escapeHtml(naira(t.amount))}</button></form></li>`;
    });
    return page(
      'Test bank',
      `<p>The bank's side of a payment made away from the shop: a USSD code the shopper dials, or a transfer to the
account Paystack gave them. Pay does what their bank would do, and Paystack tells the shop.</p>${
        waiting.length === 0
          ? '<p>No USSD code or transfer is waiting to be paid.</p>'
          : `<ul class="waiting">${rows.join('')}</ul>`
      }${transferSection(shown)}`,
    );
  }

  /** The form that sends a transfer, what the last one sent, and the dedicated accounts it can go to. */
  function transferSection(shown: Shown): string {
    const sent = shown.sent === undefined ? undefined : store.transactions.get(shown.sent);
    const form = shown.form;
    const field = (name: keyof TransferForm, label: string, attributes: string) =>
      `<label>${escapeHtml(label)} <input name="${name}" value="${escapeHtml(form?.[name] ?? '')}" ${attributes}></label>`;
    const all = [...store.dedicatedAccounts.values()].sort((a, b) => b.id - a.id);
    const accountRows = all.map(
      (a) =>
        `<tr><td><code>${escapeHtml(a.accountNumber)}</code></td><td>${escapeHtml(a.accountName)}<br><small>${escapeHtml(
          a.provider.bankName,
        )}${a.active ? '' : ' · deactivated'}</small></td><td>${escapeHtml(a.customer.email)}</td></tr>`,
    );
    return `<h2 id="transfer">Send a transfer</h2>
<p>A transfer from any bank to a customer's dedicated account: Paystack credits their customer and tells the shop.</p>${
      sent?.transfer
        ? `<p class="sent" role="status">Sent ${escapeHtml(naira(sent.amount))} to <code>${escapeHtml(
            sent.transfer.account.accountNumber,
          )}</code> (${escapeHtml(sent.transfer.account.accountName)}) from ${escapeHtml(
            sent.transfer.senderName,
          )}${sent.transfer.narration ? `: “${escapeHtml(sent.transfer.narration)}”` : ''}. Paystack's reference <code>${escapeHtml(
            sent.reference,
          )}</code>.</p>`
        : ''
    }${shown.error ? `<p class="error" role="alert">${escapeHtml(shown.error)}</p>` : ''}
<form method="post" action="/test-bank" class="transfer">
  ${field('account_number', 'Account number', 'required inputmode="numeric" pattern="[0-9]{10}" list="dedicated-accounts" autocomplete="off"')}
  ${field('amount', 'Amount (₦)', 'required inputmode="decimal"')}
  ${field('sender_name', "Sender's name", 'required')}
  ${field('narration', 'Narration', '')}
  <button>Send transfer</button>
</form>
<datalist id="dedicated-accounts">${all
      .filter((a) => a.active)
      .map((a) => `<option value="${escapeHtml(a.accountNumber)}">${escapeHtml(a.accountName)}</option>`)
      .join('')}</datalist>
<h2>Dedicated accounts</h2>${
      all.length === 0
        ? '<p>No dedicated account yet.</p>'
        : `<table class="accounts"><thead><tr><th>Account number</th><th>Name</th><th>Customer</th></tr></thead>
<tbody>${accountRows.join('')}</tbody></table>`
    }`;
  }

  app.get<{ Querystring: { sent?: string } }>('/test-bank', async (request, reply) =>
    reply.type('text/html').send(bankPage({ sent: request.query.sent })),
  );

  /** The transfer form: sends it, then shows the page again with what was sent (or why not, and the form as filled). */
  app.post('/test-bank', async (request, reply) => {
    const body = isObject(request.body) ? request.body : {};
    const form: TransferForm = {
      account_number: String(body.account_number ?? '').trim(),
      amount: String(body.amount ?? '').trim(),
      sender_name: String(body.sender_name ?? '').trim(),
      narration: String(body.narration ?? '').trim(),
    };
    const refuse = (error: string) => reply.status(400).type('text/html').send(bankPage({ error, form }));
    const account = store.accountByNumber(form.account_number);
    if (!account) return refuse('No dedicated account has that number.');
    const amountKobo = koboOfNaira(form.amount);
    if (amountKobo === null) return refuse('Write the amount in Naira, like 1500 or 1,500.50.');
    if (!form.sender_name) return refuse("Write the sender's name.");
    const t = accounts.receive({
      account,
      amountKobo,
      senderName: form.sender_name,
      narration: form.narration || undefined,
    });
    return reply.redirect(`/test-bank?sent=${encodeURIComponent(t.reference)}#transfer`, 303);
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
  h2 { font-size: 1.15rem; margin-top: 28px; }
  .transfer label { display: block; margin: 8px 0; font-weight: 600; }
  .transfer input { display: block; width: 100%; box-sizing: border-box; padding: 10px; margin-top: 4px; font-size: 1rem;
          border: 1px solid #c7ccd1; border-radius: 8px; }
  .sent { background: #e6f4ea; border: 1px solid #0b7a3b; border-radius: 8px; padding: 8px 12px; }
  .error { background: #fdecea; border: 1px solid #b3261e; border-radius: 8px; padding: 8px 12px; }
  .accounts { width: 100%; border-collapse: collapse; font-size: .9rem; }
  .accounts th, .accounts td { text-align: left; padding: 6px 4px; border-top: 1px solid #e3e6e9; vertical-align: top; overflow-wrap: anywhere; }
  .accounts code { word-break: normal; white-space: nowrap; }
</style></head>
<body><main><p class="banner" role="note">Test payment — no money moves</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
