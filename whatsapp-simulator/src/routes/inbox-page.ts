import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import { formatDate, isoToLagosLocal } from 'shared-contracts/dates';
import { waIdOf } from '../store.js';
import { WHATSAPP_API_VERSION, type MessageStatus, type SimMessage } from '../types.js';
import type { RouteContext } from './context.js';

const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const STYLE = `
  * { box-sizing: border-box; }
  body { font-family: system-ui, sans-serif; margin: 0; background: #d1d7db; color: #111b21; }
  main { max-width: 440px; margin: 0 auto; min-height: 100vh; background: #efeae2; display: flex; flex-direction: column; }
  @media (min-width: 600px) { main { margin: 16px auto; min-height: calc(100vh - 32px); border-radius: 16px; overflow: hidden; box-shadow: 0 2px 12px rgb(0 0 0 / .2); } }
  .banner { margin: 0; background: #fff4ce; border-bottom: 1px solid #e0b400; padding: 6px 12px; font-size: .8rem; font-weight: 600; }
  header { background: #008069; color: #fff; padding: 10px 12px; display: flex; gap: 10px; align-items: center; }
  header a { color: #fff; text-decoration: none; font-size: 1.3rem; line-height: 1; }
  header h1 { font-size: 1rem; margin: 0; }
  header p { margin: 0; font-size: .8rem; opacity: .85; }
  .chat { flex: 1; padding: 10px 10px 4px; display: flex; flex-direction: column; gap: 6px; }
  .day { align-self: center; background: #fff; color: #54656f; font-size: .75rem; border-radius: 8px; padding: 3px 10px; margin: 6px 0; }
  .bubble { max-width: 85%; background: #fff; border-radius: 8px; padding: 6px 8px 4px; box-shadow: 0 1px 1px rgb(0 0 0 / .12); }
  .bubble.in { align-self: flex-end; background: #d9fdd3; }
  .bubble.out { align-self: flex-start; }
  .bubble.failed { border: 2px solid #c62828; background: #fdecea; }
  .text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  .buttons { margin: 6px -8px 0; border-top: 1px solid #e9edef; }
  .buttons a { display: block; text-align: center; padding: 8px; color: #027eb5; text-decoration: none; font-weight: 600; }
  .meta { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 6px; font-size: .7rem; color: #667781; margin-top: 2px; }
  .template { margin-right: auto; }
  .ticks.read { color: #53bdeb; }
  .ticks.failed, .error { color: #c62828; font-weight: 600; }
  .error { font-size: .75rem; margin: 4px 0 0; }
  .empty { align-self: center; background: #fff; border-radius: 8px; padding: 8px 12px; font-size: .85rem; }
  form.reply { display: flex; gap: 6px; padding: 8px; background: #f0f2f5; }
  form.reply input { flex: 1; min-width: 0; border: 0; border-radius: 20px; padding: 10px 14px; font: inherit; }
  button { border: 0; border-radius: 20px; padding: 10px 14px; background: #008069; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  .quick { display: flex; gap: 6px; padding: 0 8px 8px; background: #f0f2f5; }
  .quick button { background: #fff; color: #008069; padding: 6px 12px; font-size: .85rem; }
  .alert { margin: 8px; padding: 6px 10px; border-radius: 8px; background: #fdecea; color: #c62828; font-size: .85rem; }
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  ol.phones { list-style: none; margin: 0; padding: 0; background: #fff; }
  ol.phones li { border-bottom: 1px solid #e9edef; }
  ol.phones a { display: block; padding: 10px 12px; color: inherit; text-decoration: none; }
  ol.phones strong { display: block; }
  ol.phones span { display: block; color: #667781; font-size: .85rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  form.open { display: flex; gap: 6px; padding: 10px; background: #f0f2f5; }
  form.open label { flex: 1; display: flex; flex-direction: column; font-size: .8rem; gap: 2px; }
  form.open input { border: 1px solid #d1d7db; border-radius: 8px; padding: 8px; font: inherit; }
  form.open button { align-self: flex-end; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Kasuwa WhatsApp simulator (development)</title>
<style>${STYLE}</style></head>
<body><main><p class="banner" role="note">Development only: the shop's WhatsApp messages, on this machine. None reached a phone.</p>
${body}</main></body></html>`;
}

/** '2348031234567' → '+234 803 123 4567'; another country's number as `+` and its digits. */
const displayNumber = (waId: string) => {
  const m = /^234(\d{3})(\d{3})(\d{4})$/.exec(waId);
  return m ? `+234 ${m[1]} ${m[2]} ${m[3]}` : `+${waId}`;
};

/** '14:05 WAT': the shop keeps Lagos time. */
const timeOf = (iso: string) => `${isoToLagosLocal(iso).slice(11, 16)} WAT`;

const TICKS: Record<MessageStatus, { mark: string; words: string }> = {
  accepted: { mark: '🕓', words: 'sending' },
  sent: { mark: '✓', words: 'sent' },
  delivered: { mark: '✓✓', words: 'delivered' },
  read: { mark: '✓✓', words: 'read' },
  failed: { mark: '!', words: 'failed' },
};

function bubble(message: SimMessage, last: boolean): string {
  const out = message.direction === 'out';
  const ticks = TICKS[message.status];
  const classes = ['bubble', message.direction, out && message.status === 'failed' ? 'failed' : ''].join(' ');
  const buttons = message.buttons.length
    ? `<div class="buttons">${message.buttons
        .map((b) => `<a href="${escapeHtml(b.url)}" rel="noopener">↗ ${escapeHtml(b.text)}</a>`)
        .join('')}</div>`
    : '';
  const errors = message.errors
    .map((e) => `<p class="error">Not delivered: ${e.code} ${escapeHtml(e.title)}</p>`)
    .join('');
  const template = message.template
    ? `<span class="template">${escapeHtml(message.template.name)} · ${escapeHtml(message.template.language)}</span>`
    : '';
  // The ticks are the business's view (what the shop's webhooks were told); a shopper's own replies have none here.
  const status = out
    ? `<span class="ticks ${message.status}" aria-hidden="true">${ticks.mark}</span><span class="status">${ticks.words}</span>`
    : '';
  return `<div class="${classes}"${last ? ' id="latest"' : ''} data-status="${message.status}" data-id="${escapeHtml(message.id)}">
<p class="text">${escapeHtml(message.text)}</p>${buttons}${errors}
<div class="meta">${template}<time datetime="${escapeHtml(message.at)}">${timeOf(message.at)}</time>${status}</div></div>`;
}

function chat(messages: readonly SimMessage[]): string {
  if (messages.length === 0)
    return '<p class="empty">No messages with this phone yet. Write to the shop below.</p>';
  let day = '';
  return messages
    .map((message, index) => {
      const today = formatDate(message.at);
      const separator = today === day ? '' : `<p class="day">${escapeHtml(today)}</p>`;
      day = today;
      return separator + bubble(message, index === messages.length - 1);
    })
    .join('\n');
}

const inboxPath = (waId: string) => `/inbox/${encodeURIComponent(waId)}`;

/**
 * The phone-like inbox: `/inbox` lists the numbers the shop wrote to or heard from, `/inbox/{phone}` is one shopper's
 * chat with the shop (the template's words filled in, each with its time in WAT and its ticks), with a reply box that
 * sends the shop a WhatsApp message. No JavaScript: forms post and redirect back.
 */
export function registerInboxPage(app: FastifyInstance, context: RouteContext): void {
  const { store, flow } = context;

  app.get('/', async (_request, reply) => reply.redirect('/inbox', 303));

  app.get<{ Querystring: { phone?: string } }>('/inbox', async (request, reply) => {
    const asked = request.query.phone?.trim();
    if (asked) {
      const waId = waIdOf(asked.replace(/[\s-]/g, ''));
      if (waId) return reply.redirect(`${inboxPath(waId)}#latest`, 303);
    }
    const phones = new Map<string, SimMessage>();
    for (const message of store.messages) phones.set(message.waId, message);
    const list = [...phones.entries()]
      .reverse()
      .map(([waId, last]) => {
        const count = store.conversation(waId).length;
        return `<li><a href="${inboxPath(waId)}#latest"><strong>${escapeHtml(displayNumber(waId))}</strong><span>${count} message${count === 1 ? '' : 's'} · ${timeOf(last.at)} · ${escapeHtml(last.text)}</span></a></li>`;
      })
      .join('\n');
    const invalid = asked
      ? '<p class="alert" role="alert">Enter the phone with its country code, like 2348031234567.</p>'
      : '';
    return reply.type('text/html; charset=utf-8').send(
      page(
        'Phones',
        `<header><div><h1>WhatsApp simulator</h1><p>The shop's chats, newest first</p></div></header>
${invalid}<form class="open" method="get" action="/inbox"><label>Open a phone<input name="phone" inputmode="tel" placeholder="2348031234567" value="${escapeHtml(asked ?? '')}"></label><button>Open</button></form>
${list ? `<ol class="phones">${list}</ol>` : `<p class="empty">No messages yet. The shop sends here through the Cloud API (<code>POST /${WHATSAPP_API_VERSION}/{phone-number-id}/messages</code>).</p>`}`,
      ),
    );
  });

  app.get<{ Params: { phone: string }; Querystring: { error?: string } }>(
    '/inbox/:phone',
    async (request, reply) => {
      const waId = waIdOf(request.params.phone);
      if (!waId)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(page('No such phone', '<p class="alert">A phone is its digits, country code first.</p>'));
      const settings = store.settingsOf(waId);
      const state = !settings.reachable
        ? 'unreachable: messages fail (131026)'
        : flow.windowOpen(waId)
          ? 'wrote in the last 24 hours'
          : 'on WhatsApp';
      const alert =
        request.query.error === 'empty' ? '<p class="alert" role="alert">Write something to send.</p>' : '';
      const action = `${inboxPath(waId)}/reply`;
      const body = `<header><a href="/inbox" aria-label="All phones">←</a><div><h1>Kasuwa</h1><p>${escapeHtml(displayNumber(waId))} · ${escapeHtml(state)}</p></div></header>
<div class="chat">
${chat(store.conversation(waId))}
</div>${alert}
<form class="reply" method="post" action="${action}"><label class="sr" for="reply-text">Message</label><input id="reply-text" name="text" required maxlength="4096" autocomplete="off" placeholder="Message"><button>Send</button></form>
<form class="quick" method="post" action="${action}"><input type="hidden" name="text" value="STOP"><button>Send STOP</button><a href="${inboxPath(waId)}#latest">Refresh</a></form>`;
      return reply.type('text/html; charset=utf-8').send(page(displayNumber(waId), body));
    },
  );

  app.post<{ Params: { phone: string } }>('/inbox/:phone/reply', async (request, reply) => {
    const waId = waIdOf(request.params.phone);
    if (!waId) return reply.status(404).send({ error: { message: 'No such phone' } });
    const form = (request.body ?? {}) as Record<string, unknown>;
    const text = typeof form.text === 'string' ? form.text.trim().slice(0, 4096) : '';
    if (!text) return reply.redirect(`${inboxPath(waId)}?error=empty#latest`, 303);
    flow.receive(waId, text);
    return reply.redirect(`${inboxPath(waId)}#latest`, 303);
  });
}

export { CONTENT_SECURITY_POLICY };
