import { HREFLANG, type Locale } from 'shared-contracts/locales';
import { escapeMarkup } from './escape-markup.js';

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

/** A mail's HTML page in the shop's style: `body` (already HTML) under `<html lang>`, titled `title`. */
export function mailDocument({ lang, title, body }: { lang: string; title: string; body: string }): string {
  return `<!doctype html>
<html lang="${escapeMarkup(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933">
<div style="max-width:600px;margin:0 auto">
${body}
</div>
</body>
</html>
`;
}

/**
 * A shop's mail in `locale`: its text, the same as HTML in a page whose `<html lang>` names the language (so a mail
 * reader and a screen reader read Yoruba as Yoruba), and a Content-Language header.
 */
export function localisedMail(
  locale: Locale,
  mail: { to: string; subject: string; text: string },
): { to: string; subject: string; text: string; html: string; headers: Record<string, string> } {
  const lang = HREFLANG[locale];
  return {
    ...mail,
    html: mailDocument({
      lang,
      title: mail.subject,
      body: `<p style="margin:0">${textToHtml(mail.text)}</p>`,
    }),
    headers: { 'Content-Language': lang },
  };
}
