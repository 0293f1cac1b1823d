// The mail outbox page: the mails the API wrote to its file outbox (DATA_DIR/mail, api/src/plugins/app/mailer.ts)
// when no SMTP server is configured, newest first, and each one's text and HTML. For development only: it shows
// whatever the folder holds to whoever asks, so `npm start` runs it on loopback and never in production.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import escapeHtml from 'escape-html';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';

/**
 * A file the mailer writes: the time it was sent (ISO 8601 with `:` and `.` made `-`), a UUID, `.json`. Only such a
 * name is ever read, so no request can name a file outside the folder (`..`, a slash, an encoded one) or another file
 * in it.
 */
const MAIL_FILE =
  /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\.json$/;

/** How many mails the list shows (a campaign writes one per subscriber). */
export const LIST_LIMIT = 200;

const Address = v.object({ address: v.string(), name: v.optional(v.string()) });
const Addresses = v.union([v.string(), Address, v.array(v.union([v.string(), Address]))]);
/** The fields of nodemailer's JSON transport's message (what the mailer writes) that the page shows. */
const MailMessage = v.object({
  from: v.optional(Addresses),
  to: v.optional(Addresses),
  subject: v.optional(v.string(), ''),
  text: v.optional(v.string()),
  html: v.optional(v.string()),
  headers: v.optional(v.record(v.string(), v.unknown())),
});
export type MailMessage = v.InferOutput<typeof MailMessage>;

/** When the mail was written, from its file name. */
export function sentAt(file: string): Date | undefined {
  const match = MAIL_FILE.exec(file);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`) : undefined;
}

const addressList = (value: v.InferOutput<typeof Addresses> | undefined): string =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .map((one) => (typeof one === 'string' ? one : one.name ? `${one.name} <${one.address}>` : one.address))
    .join(', ');

/**
 * The page's own policy: no script, no form, no plugin; styles inline; a mail's pictures from anywhere (its HTML is
 * shown as its reader would see it). The HTML itself is in a sandboxed frame, which inherits this policy.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src http: https: data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Kasuwa mail outbox (development)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1b1f24; }
  main { max-width: 960px; margin: 0 auto; padding: 16px; }
  .banner { background: #fff4ce; border: 1px solid #e0b400; border-radius: 8px; padding: 8px 12px; font-weight: 600; }
  table { width: 100%; border-collapse: collapse; background: #fff; border-radius: 8px; overflow: hidden; }
  th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid #e3e6e9; vertical-align: top;
           overflow-wrap: anywhere; }
  th { background: #eef1f4; font-size: .85rem; }
  time { white-space: nowrap; }
  a { color: #0b5cad; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; padding: 12px; border-radius: 8px;
        border: 1px solid #e3e6e9; }
  iframe { width: 100%; height: 60vh; border: 1px solid #e3e6e9; border-radius: 8px; background: #fff; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; background: #fff; padding: 12px;
       border-radius: 8px; border: 1px solid #e3e6e9; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  @media (max-width: 600px) { .to { display: none; } }
</style></head>
<body><main><p class="banner" role="note">Development only: mails the shop wrote to its outbox folder. Nothing here was sent.</p>
${body}</main></body></html>`;
}

const time = (date: Date | undefined) =>
  date
    ? `<time datetime="${date.toISOString()}">${escapeHtml(date.toISOString().replace('T', ' ').slice(0, 19))} UTC</time>`
    : '';

async function readMail(mailDir: string, file: string): Promise<MailMessage | undefined> {
  try {
    const parsed = v.safeParse(MailMessage, JSON.parse(await readFile(path.join(mailDir, file), 'utf8')));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

export interface OutboxOptions {
  /** The mailer's folder (the API's `mailDir`: DATA_DIR/mail). */
  mailDir: string;
  /** The environment it runs in: it refuses production's. */
  env?: NodeJS.ProcessEnv;
}

/** The outbox's Fastify app (not listening): `GET /` lists the mails, `GET /mail/<file>` shows one. */
export function buildOutbox({ mailDir, env = process.env }: OutboxOptions): FastifyInstance {
  if (env.NODE_ENV === 'production') throw new Error('The mail outbox page never runs in production.');
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cache-control', 'no-store');
  });

  app.get('/', async (_request, reply) => {
    const files = await readdir(mailDir).catch(() => [] as string[]);
    const mails = files
      .filter((file) => MAIL_FILE.test(file))
      .sort()
      .reverse();
    const shown = mails.slice(0, LIST_LIMIT);
    const rows = await Promise.all(
      shown.map(async (file) => {
        const mail = await readMail(mailDir, file);
        const subject = mail ? mail.subject || '(no subject)' : '(not a mail the shop wrote)';
        return `<tr><td>${time(sentAt(file))}</td><td class="to">${escapeHtml(addressList(mail?.to))}</td>
<td><a href="/mail/${encodeURIComponent(file)}">${escapeHtml(subject)}</a></td></tr>`;
      }),
    );
    const body =
      mails.length === 0
        ? `<h1>No mail yet</h1><p>The shop writes a file to <code>${escapeHtml(mailDir)}</code> for each mail it sends (a password reset, a receipt, a campaign).</p>`
        : `<h1>${mails.length} mail${mails.length === 1 ? '' : 's'}, newest first</h1>
<p>From <code>${escapeHtml(mailDir)}</code>${mails.length > shown.length ? `; the newest ${shown.length} are listed` : ''}.</p>
<table><thead><tr><th>sent</th><th class="to">to</th><th>subject</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table>`;
    return reply.type('text/html; charset=utf-8').send(page('Mails', body));
  });

  app.get<{ Params: { file: string } }>('/mail/:file', async (request, reply) => {
    const { file } = request.params;
    const mail = MAIL_FILE.test(file) ? await readMail(mailDir, file) : undefined;
    if (!mail)
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(page('No such mail', '<h1>No such mail</h1><p><a href="/">All mails</a></p>'));
    const headers = Object.entries(mail.headers ?? {})
      .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(String(value))}</dd>`)
      .join('');
    const body = `<p><a href="/">← All mails</a></p>
<h1>${escapeHtml(mail.subject || '(no subject)')}</h1>
<dl><dt>sent</dt><dd>${time(sentAt(file))}</dd><dt>from</dt><dd>${escapeHtml(addressList(mail.from))}</dd>
<dt>to</dt><dd>${escapeHtml(addressList(mail.to))}</dd>${headers}</dl>
${mail.html === undefined ? '' : `<h2>HTML</h2><iframe sandbox title="The mail's HTML" srcdoc="${escapeHtml(mail.html)}"></iframe>`}
<h2>Text</h2><pre>${escapeHtml(mail.text ?? '(no text)')}</pre>`;
    return reply.type('text/html; charset=utf-8').send(page(mail.subject || 'Mail', body));
  });

  return app;
}
