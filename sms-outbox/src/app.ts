// The SMS outbox: a local stand-in for Africa's Talking's SMS API (POST /version1/messaging, form-encoded, the
// `apiKey` header, answered 201 with `SMSMessageData`), which keeps each message as a JSON file in its folder
// (DATA_DIR/sms) instead of sending it, and a page listing them by phone. For development and tests only: it shows
// whatever it was sent to whoever asks, so `npm start` runs it on loopback and never in production.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import escapeHtml from 'escape-html';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { DIALLER_STYLE, registerDialler, type DiallerOptions } from './dialler.js';

/** A file the outbox writes: when it was sent (ISO 8601, `:` and `.` made `-`), a UUID, `.json`. */
const MESSAGE_FILE =
  /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\.json$/;

/** How many messages the page and the JSON list show. */
export const LIST_LIMIT = 200;

/** Africa's Talking takes E.164 numbers (`+234…`); one without its `+` is refused as InvalidPhoneNumber here. */
const E164 = /^\+[1-9]\d{7,14}$/;

const StoredMessage = v.object({
  id: v.string(),
  to: v.string(),
  from: v.nullable(v.string()),
  text: v.string(),
  username: v.string(),
  sentAt: v.string(),
});
export type StoredMessage = v.InferOutput<typeof StoredMessage>;

export interface SmsOutboxOptions {
  /** The folder messages are kept in (the API's DATA_DIR/sms). */
  smsDir: string;
  /** The API key and username a request must carry, as Africa's Talking checks them. */
  apiKey: string;
  username?: string;
  /** The environment it runs in: it refuses production's. */
  env?: NodeJS.ProcessEnv;
  /** The shop's USSD callbacks: given, the outbox also serves the USSD dialler at `/ussd`. */
  ussd?: DiallerOptions | undefined;
}

const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Kasuwa SMS outbox (development)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1b1f24; }
  main { max-width: 960px; margin: 0 auto; padding: 16px; }
  .banner { background: #fff4ce; border: 1px solid #e0b400; border-radius: 8px; padding: 8px 12px; font-weight: 600; }
  section { background: #fff; border: 1px solid #e3e6e9; border-radius: 8px; padding: 8px 12px; margin: 12px 0; }
  h2 { font-size: 1rem; margin: 4px 0 8px; }
  ol { list-style: none; padding: 0; margin: 0; }
  li { border-top: 1px solid #e3e6e9; padding: 6px 0; }
  time { color: #555; font-size: .85rem; white-space: nowrap; }
  p.text { margin: 2px 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  a { color: #0b5cad; }
${DIALLER_STYLE}
</style></head>
<body><main><p class="banner" role="note">Development only: the shop's text messages and USSD sessions, on this machine. None reached a phone.</p>
${body}</main></body></html>`;
}

async function readMessages(smsDir: string, limit = LIST_LIMIT): Promise<StoredMessage[]> {
  const files = (await readdir(smsDir).catch(() => [] as string[]))
    .filter((file) => MESSAGE_FILE.test(file))
    .sort()
    .reverse()
    .slice(0, limit);
  const messages = await Promise.all(
    files.map(async (file) => {
      try {
        const parsed = v.safeParse(
          StoredMessage,
          JSON.parse(await readFile(path.join(smsDir, file), 'utf8')),
        );
        return parsed.success ? parsed.output : null;
      } catch {
        return null;
      }
    }),
  );
  return messages.filter((message): message is StoredMessage => message !== null);
}

/** Writes one message whole, then renames it, so a reader never sees half of it. */
async function store(smsDir: string, message: StoredMessage): Promise<void> {
  await mkdir(smsDir, { recursive: true });
  const name = `${message.sentAt.replace(/[:.]/g, '-')}-${randomUUID()}.json`;
  const temporary = path.join(smsDir, `.${name}.${randomUUID()}.tmp`);
  await writeFile(temporary, JSON.stringify(message, null, 2));
  await rename(temporary, path.join(smsDir, name));
}

/**
 * The outbox's Fastify app (not listening): `POST /version1/messaging` takes messages as Africa's Talking does,
 * `GET /` lists them by phone (`?phone=` for one), `GET /messages?to=` answers them as JSON (newest first).
 */
export function buildSmsOutbox({
  smsDir,
  apiKey,
  username,
  env = process.env,
  ussd,
}: SmsOutboxOptions): FastifyInstance {
  if (env.NODE_ENV === 'production') throw new Error('The SMS outbox never runs in production.');
  const app = Fastify({ logger: false });
  // Africa's Talking's requests are form-encoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'no-store');
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  });

  app.post('/version1/messaging', async (request, reply) => {
    if (request.headers.apikey !== apiKey)
      return reply.status(401).type('text/plain').send('The supplied authentication is invalid');
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    if (!body.username || (username !== undefined && body.username !== username))
      return reply.status(401).type('text/plain').send('The supplied authentication is invalid');
    if (!body.to || body.message === undefined)
      return reply.status(400).type('text/plain').send('Missing parameters: to, message');
    const sentAt = new Date().toISOString();
    const recipients = [];
    for (const number of body.to.split(',').map((one) => one.trim())) {
      if (!E164.test(number)) {
        recipients.push({
          statusCode: 403,
          number,
          status: 'InvalidPhoneNumber',
          cost: '0',
          messageId: 'None',
        });
        continue;
      }
      const id = `ATXid_${randomUUID().replace(/-/g, '')}`;
      await store(smsDir, {
        id,
        to: number,
        from: body.from ?? null,
        text: body.message,
        username: body.username,
        sentAt,
      });
      recipients.push({ statusCode: 101, number, status: 'Success', cost: 'NGN 0.0000', messageId: id });
    }
    const sent = recipients.filter((one) => one.statusCode === 101).length;
    return reply.status(201).send({
      SMSMessageData: {
        Message: `Sent to ${sent}/${recipients.length} Total Cost: NGN 0.0000`,
        Recipients: recipients,
      },
    });
  });

  app.get<{ Querystring: { to?: string } }>('/messages', async (request) => {
    const to = request.query.to;
    const messages = await readMessages(smsDir);
    return { data: to ? messages.filter((message) => message.to === to) : messages };
  });

  app.get<{ Querystring: { phone?: string } }>('/', async (request, reply) => {
    const phone = request.query.phone?.trim() || undefined;
    const messages = (await readMessages(smsDir)).filter((message) => !phone || message.to === phone);
    const byPhone = new Map<string, StoredMessage[]>();
    for (const message of messages) byPhone.set(message.to, [...(byPhone.get(message.to) ?? []), message]);
    const sections = [...byPhone.entries()].map(
      ([
        to,
        list,
      ]) => `<section><h2><a href="/?phone=${encodeURIComponent(to)}">${escapeHtml(to)}</a> · ${list.length} message${list.length === 1 ? '' : 's'}</h2><ol>
${messageItems(list)}</ol></section>`,
    );
    const body =
      messages.length === 0
        ? `<h1>No messages${phone ? ` to ${escapeHtml(phone)}` : ' yet'}</h1><p>The shop's SMS gateway sends here (Africa's Talking's API, <code>POST /version1/messaging</code>); each message is kept in <code>${escapeHtml(smsDir)}</code>.</p>`
        : `<h1>${messages.length} message${messages.length === 1 ? '' : 's'}${phone ? ` to ${escapeHtml(phone)}` : ''}, by phone, newest first</h1>
${phone ? '<p><a href="/">All phones</a></p>' : ''}
<form method="get" action="/"><label>Phone <input name="phone" value="${escapeHtml(phone ?? '')}" placeholder="+2348031234567"></label> <button>Show</button></form>
${sections.join('\n')}`;
    const dial = ussd
      ? `<p><a href="/ussd${phone ? `?phone=${encodeURIComponent(phone)}` : ''}">Dial the shop's USSD code</a> (the USSD dialler)</p>`
      : '';
    return reply.type('text/html; charset=utf-8').send(page('Messages', body + dial));
  });

  if (ussd)
    registerDialler(app, ussd, page, async (phone) => {
      const messages = (await readMessages(smsDir)).filter((message) => message.to === phone);
      return messages.length ? `<ol>${messageItems(messages)}</ol>` : '<p>None yet.</p>';
    });

  return app;
}

/** A list's items: each message with when it was sent, who it was from, and its text. */
function messageItems(messages: readonly StoredMessage[]): string {
  return messages
    .map(
      (message) =>
        `<li><time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(message.sentAt.replace('T', ' ').slice(0, 19))} UTC</time>${message.from ? ` · from ${escapeHtml(message.from)}` : ''}<p class="text">${escapeHtml(message.text)}</p></li>`,
    )
    .join('\n');
}
