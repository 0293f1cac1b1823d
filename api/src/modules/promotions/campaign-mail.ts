import { createHmac, timingSafeEqual } from 'node:crypto';
import { escapeMarkup } from '../../lib/escape-markup.js';

/**
 * The unsubscribe token in a campaign mail's link: what it stands for and an HMAC-SHA256 of that under the
 * server's secret, so nobody can unsubscribe someone else by guessing. `d<id>` is one delivery (a campaign's mail
 * to one subscriber, so the campaign that lost the subscriber is known); `t<id>` is a test send of campaign <id>,
 * whose link changes nothing. Tokens do not expire: a link in an old mail must still work (RFC 8058 §3.1).
 */
export type UnsubscribeSubject = { kind: 'delivery'; id: number } | { kind: 'test'; campaignId: number };

const payloadOf = (subject: UnsubscribeSubject) =>
  subject.kind === 'delivery' ? `d${subject.id}` : `t${subject.campaignId}`;

const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`newsletter-unsubscribe:${payload}`).digest('base64url');

export function signUnsubscribeToken(secret: string, subject: UnsubscribeSubject): string {
  const payload = payloadOf(subject);
  return `${payload}.${signatureOf(secret, payload)}`;
}

/** Null for anything but a token this server signed. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeSubject | null {
  const match = /^([dt])([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, kind, digits, signature] = match as unknown as [string, 'd' | 't', string, string];
  const expected = Buffer.from(signatureOf(secret, `${kind}${digits}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const id = Number(digits);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  return kind === 'd' ? { kind: 'delivery', id } : { kind: 'test', campaignId: id };
}

/** An http(s) address up to the next space or angle bracket; punctuation that ends a sentence is left out. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]'}]+$/;

/**
 * Plain text as HTML: every character escaped, each line kept, and only http:// and https:// addresses made
 * links (a `javascript:` or `data:` address stays text). The link's address is escaped as an attribute.
 */
export function textToHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    html += escapeMarkup(text.slice(last, start));
    html += `<a href="${escapeMarkup(url)}">${escapeMarkup(url)}</a>`;
    last = start + url.length;
  }
  html += escapeMarkup(text.slice(last));
  return html.replace(/\r\n?/g, '\n').replace(/\n/g, '<br>\n');
}

export interface CampaignMailInput {
  subject: string;
  body: string;
  unsubscribeUrl: string;
  unsubscribeMailto: string;
}

export interface CampaignMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const FOOTER = "You are receiving this because you subscribed to Kasuwa's newsletter.";

/** The mail a subscriber receives: a text part, the same as safe HTML, and the one-click unsubscribe headers. */
export function renderCampaignMail({
  subject,
  body,
  unsubscribeUrl,
  unsubscribeMailto,
}: CampaignMailInput): CampaignMail {
  const text = `${body}\n\n--\n${FOOTER}\nUnsubscribe: ${unsubscribeUrl}\n`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(subject)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933">
<div style="max-width:600px;margin:0 auto">
<p style="margin:0 0 24px">${textToHtml(body)}</p>
<hr style="border:0;border-top:1px solid #d9dee3">
<p style="font-size:13px;color:#52606d">${escapeMarkup(FOOTER)}<br>
<a href="${escapeMarkup(unsubscribeUrl)}">Unsubscribe</a></p>
</div>
</body>
</html>
`;
  return {
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>, <${unsubscribeMailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** What sending a campaign needs besides the database. */
export interface CampaignMailSettings {
  appUrl: string;
  /** Signs the unsubscribe links (the server's JWT secret). */
  secret: string;
  unsubscribeMailto: string;
  mailFrom: string;
}

export const unsubscribeUrl = (settings: CampaignMailSettings, token: string) =>
  `${settings.appUrl}/api/newsletter/unsubscribe?token=${token}`;

/** A campaign's mail for one unsubscribe token (a subscriber's delivery, or a test send). */
export function campaignMail(
  settings: CampaignMailSettings,
  campaign: { subject: string; body: string },
  token: string,
): CampaignMail {
  return renderCampaignMail({
    subject: campaign.subject,
    body: campaign.body,
    unsubscribeUrl: unsubscribeUrl(settings, token),
    unsubscribeMailto: `mailto:${settings.unsubscribeMailto}?subject=${encodeURIComponent(`Unsubscribe ${token}`)}`,
  });
}
