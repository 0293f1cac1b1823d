import { createHmac, timingSafeEqual } from 'node:crypto';
import { escapeMarkup } from '../../lib/escape-markup.js';
import { mailDocument, textToHtml } from '../../lib/mail-html.js';

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
  const html = mailDocument({
    lang: 'en',
    title: subject,
    body: `<p style="margin:0 0 24px">${textToHtml(body)}</p>
<hr style="border:0;border-top:1px solid #d9dee3">
<p style="font-size:13px;color:#52606d">${escapeMarkup(FOOTER)}<br>
<a href="${escapeMarkup(unsubscribeUrl)}">Unsubscribe</a></p>`,
  });
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
