// The USSD dialler: a page that looks like a phone's, where anyone can dial the shop's USSD code, read each screen
// and type replies, and see the text messages the shop sends that phone. Each hop is sent to the shop's callback
// exactly as Africa's Talking's gateway sends it (form-encoded `sessionId`, `serviceCode`, `phoneNumber`,
// `networkCode`, `text`: every reply so far joined by `*`), and the end of a session to its events URL. It holds the
// shop to the gateway's rules: a screen over 182 characters fails the session (over 160, or with characters outside
// GSM-7, it is shown with a warning), an answer later than 15 s fails it, and a caller who takes longer than a minute
// to reply (or a session past 3 minutes) has timed out. It keeps no state of its own: the session travels in the
// page's form, so the page works without script. docs/ussd.md.
import { randomBytes } from 'node:crypto';
import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import { normalizeNigerianPhone, SIGN_IN_PHONE_INVALID } from 'shared-contracts/phone';
import { isGsm7Character } from 'shared-contracts/text';

export interface DiallerOptions {
  /** The shop's session callback, with its key: `http://127.0.0.1:4000/api/ussd?key=…`. */
  callbackUrl: string;
  /** The shop's end-of-session notification URL, with its key. */
  eventsUrl: string;
  /** The code the dialler offers (`*384*1234#`). */
  serviceCode: string;
  /** How long a hop may take before the gateway gives up on it (Africa's Talking: about 15 s). */
  timeoutMs?: number;
  /** How long a caller may take to reply before the network drops the session (30–60 s). */
  userTimeoutMs?: number;
  /** The longest a session lasts (180 s). */
  sessionMaxMs?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

/** The most characters the gateway passes on in a screen; handsets show 160 whole. */
const GATEWAY_MAX = 182;
const HANDSET_MAX = 160;

/** MTN Nigeria's network code, as the gateway names the caller's network. */
const NETWORK_CODE = '62130';
/** The longest a reply may be: the shop's callback refuses a `text` over 500 characters. */
const MAX_TEXT = 500;

/** Africa's Talking's session ids look like `ATUid_` and 32 hex digits. */
const newSessionId = () => `ATUid_${randomBytes(16).toString('hex')}`;

export interface Hop {
  /** `CON` waits for a reply; `END` closes the session; `ERROR` is the gateway's own word for a failed hop. */
  kind: 'CON' | 'END' | 'ERROR';
  screen: string;
  ms: number;
  /** What a handset would make of the screen: cut after 160 characters, boxes for characters outside GSM-7. */
  warnings: string[];
}

/** The gateway's rules for a screen the shop answered (kind CON or END). */
function checked(kind: 'CON' | 'END', screen: string, ms: number): Hop {
  if (screen.length > GATEWAY_MAX)
    return {
      kind: 'ERROR',
      screen: `The gateway refused the shop's screen: ${screen.length} characters (at most ${GATEWAY_MAX}).`,
      ms,
      warnings: [],
    };
  const warnings: string[] = [];
  if (screen.length > HANDSET_MAX)
    warnings.push(`${screen.length} characters: handsets may cut a screen over ${HANDSET_MAX}.`);
  const outside = [...new Set([...screen].filter((character) => !isGsm7Character(character)))];
  if (outside.length > 0) warnings.push(`Not in GSM-7, a handset may show boxes for: ${outside.join(' ')}`);
  return { kind, screen, ms, warnings };
}

/** A form-encoded POST, as the gateway sends its calls, given up after the gateway's time. */
const postForm = (options: DiallerOptions, url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, networkCode: NETWORK_CODE }).toString(),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });

/** Sends one hop to the shop and reads its answer as the gateway does (`CON …` or `END …`). */
export async function sendHop(
  options: DiallerOptions,
  hop: { sessionId: string; phoneNumber: string; serviceCode: string; text: string },
): Promise<Hop> {
  const started = Date.now();
  try {
    const response = await postForm(options, options.callbackUrl, hop);
    const body = await response.text();
    const ms = Date.now() - started;
    const answer = /^(CON|END) ([\s\S]*)$/.exec(body);
    // A refusal the shop wrote for the caller (a 429's `END Too many requests…`) is shown as the phone would.
    if (answer) return checked(answer[1] as 'CON' | 'END', answer[2] ?? '', ms);
    return {
      kind: 'ERROR',
      screen: `The shop answered ${response.status} without a screen.`,
      ms,
      warnings: [],
    };
  } catch (error) {
    const ms = Date.now() - started;
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? 'did not answer in time' : 'is not reachable';
    return {
      kind: 'ERROR',
      screen: `Connection problem or invalid MMI code: the shop ${reason}.`,
      ms,
      warnings: [],
    };
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
  // On the dialler's clock, as `startedAt` is.
  const endedAt = (options.now ?? Date.now)();
  await postForm(options, options.eventsUrl, {
    sessionId: end.sessionId,
    serviceCode: end.serviceCode,
    phoneNumber: end.phoneNumber,
    status: end.status,
    cost: 'NGN 0.0000',
    date: new Date(endedAt).toISOString().replace('T', ' ').slice(0, 19),
    input: end.input,
    hopsCount: String(end.hopsCount),
    lastAppResponse: end.lastAppResponse,
    durationInMillis: String(Math.max(0, endedAt - end.startedAt)),
    errorMessage: end.status === 'Failed' ? 'The application did not answer' : '',
  }).catch(() => undefined);
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

export interface DiallerView {
  phone: string;
  serviceCode: string;
  /** The session under way, if any, and the screen it shows (`shownAt`: when, for the caller's time to reply). */
  session?: { sessionId: string; text: string; hops: number; startedAt: number; shownAt: number; hop: Hop };
  error?: string;
  /** The page's list of the text messages this phone was sent (rendered by the outbox). */
  messages: string;
}

/** The dialler's page body: a phone with its screen and keypad form, and the phone's text messages beside it. */
export function diallerBody(view: DiallerView): string {
  const { session } = view;
  const open = session?.hop.kind === 'CON';
  const warnings = session?.hop.warnings.length
    ? `<ul class="warnings" role="note">${session.hop.warnings.map((w) => `<li>${escapeHtml(w)}</li>`).join('')}</ul>`
    : '';
  const screen = session
    ? `<pre class="screen" aria-live="polite" data-kind="${session.hop.kind}">${escapeHtml(session.hop.screen)}</pre>${warnings}
<p class="meta">${open ? 'Waiting for a reply' : 'Session ended'} · the shop answered in ${session.hop.ms} ms · ${session.hops} hop${session.hops === 1 ? '' : 's'}</p>`
    : `<pre class="screen" aria-live="polite">${escapeHtml(view.error ?? `Dial ${view.serviceCode} to shop Kasuwa.`)}</pre>`;
  const form = open
    ? `<form method="post" action="/ussd">
${hidden('sessionId', session.sessionId)}${hidden('phone', view.phone)}${hidden('serviceCode', view.serviceCode)}${hidden('text', session.text)}${hidden('hops', String(session.hops))}${hidden('startedAt', String(session.startedAt))}${hidden('shownAt', String(session.shownAt))}${hidden('screen', session.hop.screen)}
<label>Reply <input name="reply" autocomplete="off" autofocus maxlength="${MAX_TEXT}"></label>
<div class="keys"><button name="action" value="send">Send</button> <button name="action" value="cancel">Cancel</button></div>
<div class="keys"><button name="action" value="again" class="quiet">Send the last callback again</button></div>
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
  .warnings { margin: 0 0 8px; padding: 6px 8px 6px 24px; background: #fff4ce; color: #1b1f24; border-radius: 6px;
    font-size: .8rem; }
  .meta { font-size: .8rem; color: #c7cdd3; margin: 0 0 8px; }
  .phone label { display: block; margin: 6px 0; font-size: .85rem; }
  .phone input { display: block; box-sizing: border-box; width: 100%; padding: 8px; font-size: 1rem; border-radius: 6px; border: 0; }
  .keys { display: flex; gap: 8px; margin-top: 8px; }
  .keys button { flex: 1; padding: 10px; font-size: 1rem; border-radius: 18px; border: 0; cursor: pointer; }
  .keys button[value="cancel"] { background: #e5534b; color: #fff; }
  .keys button.quiet { background: none; color: #c7cdd3; font-size: .8rem; padding: 4px; text-decoration: underline; }
  .inbox { flex: 1; min-width: 260px; }
`;

type Form = Record<string, string | undefined>;

/**
 * The dialler's routes: `GET /ussd` (`?phone=` to choose the phone) and `POST /ussd` (`action`: `dial`, `send` a
 * reply, `again` (the gateway's retry of the last callback) or `cancel`). `render` wraps the body in the outbox's page;
 * `messagesTo` lists a phone's messages.
 */
export function registerDialler(
  app: FastifyInstance,
  options: DiallerOptions,
  render: (title: string, body: string) => string,
  messagesTo: (phone: string) => Promise<string>,
): void {
  const now = options.now ?? Date.now;
  const respond = async (view: Omit<DiallerView, 'messages'>) =>
    render('USSD dialler', diallerBody({ ...view, messages: await messagesTo(view.phone) }));
  /** Tells the shop the session is over, unless the screen still waits for a reply. */
  const endUnlessOpen = async (
    hop: Hop,
    session: {
      sessionId: string;
      phoneNumber: string;
      serviceCode: string;
      text: string;
      hops: number;
      startedAt: number;
    },
  ) => {
    if (hop.kind === 'CON') return;
    await sendEnd(options, {
      sessionId: session.sessionId,
      phoneNumber: session.phoneNumber,
      serviceCode: session.serviceCode,
      status: hop.kind === 'END' ? 'Success' : 'Failed',
      input: session.text,
      hopsCount: session.hops,
      lastAppResponse: hop.screen,
      startedAt: session.startedAt,
    });
  };

  app.get<{ Querystring: { phone?: string } }>('/ussd', async (request, reply) => {
    const phone = normalizeNigerianPhone(request.query.phone ?? '') ?? '+2348031234567';
    return reply
      .type('text/html; charset=utf-8')
      .send(await respond({ phone, serviceCode: options.serviceCode }));
  });

  app.post('/ussd', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const serviceCode = (form.serviceCode ?? options.serviceCode).trim() || options.serviceCode;
    const phone = normalizeNigerianPhone(form.phone ?? '');
    reply.type('text/html; charset=utf-8');
    if (!phone)
      return reply.status(400).send(
        await respond({
          phone: form.phone ?? '',
          serviceCode,
          error: SIGN_IN_PHONE_INVALID,
        }),
      );
    if (form.action === 'dial') {
      if (serviceCode !== options.serviceCode)
        return reply.send(
          await respond({ phone, serviceCode, error: 'Connection problem or invalid MMI code.' }),
        );
      const started = { sessionId: newSessionId(), text: '', hops: 1, startedAt: now() };
      const hop = await sendHop(options, {
        sessionId: started.sessionId,
        phoneNumber: phone,
        serviceCode,
        text: '',
      });
      await endUnlessOpen(hop, { ...started, phoneNumber: phone, serviceCode });
      return reply.send(await respond({ phone, serviceCode, session: { ...started, shownAt: now(), hop } }));
    }
    const sessionId = form.sessionId ?? '';
    if (!/^ATUid_[0-9a-f]{32}$/.test(sessionId))
      return reply
        .status(400)
        .send(await respond({ phone, serviceCode, error: 'That session is over. Dial again.' }));
    const startedAt = Number(form.startedAt) || now();
    const shownAt = Number(form.shownAt) || now();
    const hops = Number(form.hops) || 1;
    const before = form.text ?? '';
    const incomplete = (error: string) =>
      sendEnd(options, {
        sessionId,
        phoneNumber: phone,
        serviceCode,
        status: 'Incomplete',
        input: before,
        hopsCount: hops,
        lastAppResponse: form.screen ?? '',
        startedAt,
      }).then(() => respond({ phone, serviceCode, error }));
    if (form.action === 'cancel') return reply.send(await incomplete('Session cancelled.'));
    // The network drops a session whose caller is slow to reply, or that has gone on too long.
    if (
      now() - shownAt > (options.userTimeoutMs ?? 60_000) ||
      now() - startedAt > (options.sessionMaxMs ?? 180_000)
    )
      return reply.send(await incomplete('Session timed out. Dial again.'));
    if (form.action === 'again') {
      // The gateway sends the same callback again (it did not hear the answer): the same `text`, not a new hop.
      const hop = await sendHop(options, { sessionId, phoneNumber: phone, serviceCode, text: before });
      await endUnlessOpen(hop, { sessionId, phoneNumber: phone, serviceCode, text: before, hops, startedAt });
      return reply.send(
        await respond({
          phone,
          serviceCode,
          session: { sessionId, text: before, hops, startedAt, shownAt: now(), hop },
        }),
      );
    }
    const text = before === '' ? (form.reply ?? '') : `${before}*${form.reply ?? ''}`;
    if (text.length > MAX_TEXT)
      return reply.status(400).send(await respond({ phone, serviceCode, error: 'That reply is too long.' }));
    const hop = await sendHop(options, { sessionId, phoneNumber: phone, serviceCode, text });
    const session = { sessionId, text, hops: hops + 1, startedAt, shownAt: now(), hop };
    await endUnlessOpen(hop, { ...session, phoneNumber: phone, serviceCode });
    return reply.send(await respond({ phone, serviceCode, session }));
  });
}
