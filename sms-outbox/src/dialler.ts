// The USSD dialler: a page that looks like a phone's, where anyone can dial the shop's USSD code, read each screen
// and type replies, and see the text messages the shop sends that phone. Each hop is sent to the shop's callback
// exactly as Africa's Talking's gateway sends it (form-encoded `sessionId`, `serviceCode`, `phoneNumber`,
// `networkCode`, `text`: every reply so far joined by `*`), and the end of a session to its events URL. It keeps no
// state of its own: the session travels in the page's form, so the page works without script. docs/ussd.md.
import { randomBytes } from 'node:crypto';
import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';

export interface DiallerOptions {
  /** The shop's session callback, with its key: `http://127.0.0.1:4000/api/ussd?key=…`. */
  callbackUrl: string;
  /** The shop's end-of-session notification URL, with its key. */
  eventsUrl: string;
  /** The code the dialler offers (`*384*1234#`). */
  serviceCode: string;
  /** How long a hop may take before the gateway gives up on it (Africa's Talking: about 15 s). */
  timeoutMs?: number;
}

/** MTN Nigeria's network code, as the gateway names the caller's network. */
const NETWORK_CODE = '62130';
/** The longest a reply may be: the shop's callback refuses a `text` over 500 characters. */
const MAX_TEXT = 500;

/** A Nigerian mobile number as the gateway gives it (`+234…`), from `0803…`, `803…`, `234803…` or `+234803…`. */
export function gatewayNumber(input: string): string | null {
  const digits = input.replace(/[\s()-]/g, '');
  const national = /^(?:\+?234|0)?([789][01]\d{8})$/.exec(digits)?.[1];
  return national ? `+234${national}` : null;
}

/** Africa's Talking's session ids look like `ATUid_` and 32 hex digits. */
const newSessionId = () => `ATUid_${randomBytes(16).toString('hex')}`;

export interface Hop {
  /** `CON` waits for a reply; `END` closes the session; `ERROR` is the gateway's own word for a failed hop. */
  kind: 'CON' | 'END' | 'ERROR';
  screen: string;
  ms: number;
}

/** Sends one hop to the shop and reads its answer as the gateway does (`CON …` or `END …`). */
export async function sendHop(
  options: DiallerOptions,
  hop: { sessionId: string; phoneNumber: string; serviceCode: string; text: string },
): Promise<Hop> {
  const started = Date.now();
  try {
    const response = await fetch(options.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...hop, networkCode: NETWORK_CODE }).toString(),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const body = await response.text();
    const ms = Date.now() - started;
    const answer = /^(CON|END) ([\s\S]*)$/.exec(body);
    // A refusal the shop wrote for the caller (a 429's `END Too many requests…`) is shown as the phone would.
    if (answer) return { kind: answer[1] as 'CON' | 'END', screen: answer[2] ?? '', ms };
    return { kind: 'ERROR', screen: `The shop answered ${response.status} without a screen.`, ms };
  } catch (error) {
    const ms = Date.now() - started;
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? 'did not answer in time' : 'is not reachable';
    return { kind: 'ERROR', screen: `Connection problem or invalid MMI code: the shop ${reason}.`, ms };
  }
}

/** Tells the shop a session is over, as the gateway's end-of-session notification does (best effort). */
async function sendEnd(
  options: DiallerOptions,
  end: {
    sessionId: string;
    phoneNumber: string;
    serviceCode: string;
    status: 'Success' | 'Incomplete' | 'Failed';
    input: string;
    hopsCount: number;
    lastAppResponse: string;
    startedAt: number;
  },
): Promise<void> {
  await fetch(options.eventsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      sessionId: end.sessionId,
      serviceCode: end.serviceCode,
      phoneNumber: end.phoneNumber,
      networkCode: NETWORK_CODE,
      status: end.status,
      cost: 'NGN 0.0000',
      date: new Date().toISOString().replace('T', ' ').slice(0, 19),
      input: end.input,
      hopsCount: String(end.hopsCount),
      lastAppResponse: end.lastAppResponse,
      durationInMillis: String(Math.max(0, Date.now() - end.startedAt)),
      errorMessage: end.status === 'Failed' ? 'The application did not answer' : '',
    }).toString(),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  }).catch(() => undefined);
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

export interface DiallerView {
  phone: string;
  serviceCode: string;
  /** The session under way, if any, and the screen it shows. */
  session?: { sessionId: string; text: string; hops: number; startedAt: number; hop: Hop };
  error?: string;
  /** The page's list of the text messages this phone was sent (rendered by the outbox). */
  messages: string;
}

/** The dialler's page body: a phone with its screen and keypad form, and the phone's text messages beside it. */
export function diallerBody(view: DiallerView): string {
  const { session } = view;
  const open = session?.hop.kind === 'CON';
  const screen = session
    ? `<pre class="screen" aria-live="polite" data-kind="${session.hop.kind}">${escapeHtml(session.hop.screen)}</pre>
<p class="meta">${session.hop.kind === 'CON' ? 'Waiting for a reply' : 'Session ended'} · the shop answered in ${session.hop.ms} ms · ${session.hops} hop${session.hops === 1 ? '' : 's'}</p>`
    : `<pre class="screen" aria-live="polite">${escapeHtml(view.error ?? `Dial ${view.serviceCode} to shop Kasuwa.`)}</pre>`;
  const form = open
    ? `<form method="post" action="/ussd">
${hidden('sessionId', session.sessionId)}${hidden('phone', view.phone)}${hidden('serviceCode', view.serviceCode)}${hidden('text', session.text)}${hidden('hops', String(session.hops))}${hidden('startedAt', String(session.startedAt))}${hidden('screen', session.hop.screen)}
<label>Reply <input name="reply" autocomplete="off" autofocus maxlength="${MAX_TEXT}"></label>
<div class="keys"><button name="action" value="send">Send</button> <button name="action" value="cancel">Cancel</button></div>
</form>`
    : `<form method="post" action="/ussd">
${hidden('action', 'dial')}
<label>Phone number <input name="phone" value="${escapeHtml(view.phone)}" autocomplete="tel" required></label>
<label>Code <input name="serviceCode" value="${escapeHtml(view.serviceCode)}" required></label>
<div class="keys"><button>Dial</button></div>
</form>`;
  return `<h1>USSD dialler</h1>
<div class="dialler"><div class="phone">${screen}${form}</div>
<div class="inbox"><h2>Text messages to ${escapeHtml(view.phone)}</h2>${view.messages}<p><a href="/">Every phone's messages</a></p></div></div>`;
}

export const DIALLER_STYLE = `
  .dialler { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
  .phone { width: 280px; background: #1b1f24; border-radius: 28px; padding: 24px 16px; color: #fff; }
  .screen { background: #c9d8c5; color: #111; font: 15px/1.35 ui-monospace, monospace; min-height: 180px;
    margin: 0 0 8px; padding: 10px; border-radius: 6px; white-space: pre-wrap; overflow-wrap: anywhere; }
  .screen[data-kind="END"] { background: #e3e3e3; }
  .screen[data-kind="ERROR"] { background: #f3d6d6; }
  .meta { font-size: .8rem; color: #c7cdd3; margin: 0 0 8px; }
  .phone label { display: block; margin: 6px 0; font-size: .85rem; }
  .phone input { display: block; box-sizing: border-box; width: 100%; padding: 8px; font-size: 1rem; border-radius: 6px; border: 0; }
  .keys { display: flex; gap: 8px; margin-top: 8px; }
  .keys button { flex: 1; padding: 10px; font-size: 1rem; border-radius: 18px; border: 0; cursor: pointer; }
  .keys button[value="cancel"] { background: #e5534b; color: #fff; }
  .inbox { flex: 1; min-width: 260px; }
`;

type Form = Record<string, string | undefined>;

/**
 * The dialler's routes: `GET /ussd` (`?phone=` to choose the phone) and `POST /ussd` (`action`: `dial`, `send` a
 * reply, or `cancel`). `render` wraps the body in the outbox's page; `messagesTo` lists a phone's messages.
 */
export function registerDialler(
  app: FastifyInstance,
  options: DiallerOptions,
  render: (title: string, body: string) => string,
  messagesTo: (phone: string) => Promise<string>,
): void {
  const respond = async (view: Omit<DiallerView, 'messages'>) =>
    render('USSD dialler', diallerBody({ ...view, messages: await messagesTo(view.phone) }));

  app.get<{ Querystring: { phone?: string } }>('/ussd', async (request, reply) => {
    const phone = gatewayNumber(request.query.phone ?? '') ?? '+2348031234567';
    return reply
      .type('text/html; charset=utf-8')
      .send(await respond({ phone, serviceCode: options.serviceCode }));
  });

  app.post('/ussd', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const serviceCode = (form.serviceCode ?? options.serviceCode).trim() || options.serviceCode;
    const phone = gatewayNumber(form.phone ?? '');
    reply.type('text/html; charset=utf-8');
    if (!phone)
      return reply.status(400).send(
        await respond({
          phone: form.phone ?? '',
          serviceCode,
          error: 'Enter a Nigerian mobile number: 0803 123 4567 or +234 803 123 4567.',
        }),
      );
    if (form.action === 'dial') {
      if (serviceCode !== options.serviceCode)
        return reply.send(
          await respond({ phone, serviceCode, error: 'Connection problem or invalid MMI code.' }),
        );
      const session = { sessionId: newSessionId(), text: '', hops: 1, startedAt: Date.now() };
      const hop = await sendHop(options, {
        sessionId: session.sessionId,
        phoneNumber: phone,
        serviceCode,
        text: '',
      });
      if (hop.kind !== 'CON')
        await sendEnd(options, {
          ...session,
          phoneNumber: phone,
          serviceCode,
          status: hop.kind === 'END' ? 'Success' : 'Failed',
          input: '',
          hopsCount: 1,
          lastAppResponse: hop.screen,
        });
      return reply.send(await respond({ phone, serviceCode, session: { ...session, hop } }));
    }
    const sessionId = form.sessionId ?? '';
    if (!/^ATUid_[0-9a-f]{32}$/.test(sessionId))
      return reply
        .status(400)
        .send(await respond({ phone, serviceCode, error: 'That session is over. Dial again.' }));
    const startedAt = Number(form.startedAt) || Date.now();
    const hops = Number(form.hops) || 1;
    const before = form.text ?? '';
    if (form.action === 'cancel') {
      await sendEnd(options, {
        sessionId,
        phoneNumber: phone,
        serviceCode,
        status: 'Incomplete',
        input: before,
        hopsCount: hops,
        lastAppResponse: form.screen ?? '',
        startedAt,
      });
      return reply.send(await respond({ phone, serviceCode, error: 'Session cancelled.' }));
    }
    const text = before === '' ? (form.reply ?? '') : `${before}*${form.reply ?? ''}`;
    if (text.length > MAX_TEXT)
      return reply.status(400).send(await respond({ phone, serviceCode, error: 'That reply is too long.' }));
    const hop = await sendHop(options, { sessionId, phoneNumber: phone, serviceCode, text });
    const session = { sessionId, text, hops: hops + 1, startedAt, hop };
    if (hop.kind !== 'CON')
      await sendEnd(options, {
        sessionId,
        phoneNumber: phone,
        serviceCode,
        status: hop.kind === 'END' ? 'Success' : 'Failed',
        input: text,
        hopsCount: hops + 1,
        lastAppResponse: hop.screen,
        startedAt,
      });
    return reply.send(await respond({ phone, serviceCode, session }));
  });
}
