/** Domains whose mailboxes ignore dots in the local part (and are one another's). */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an email address delivers to, so that addresses which reach the same inbox compare equal: lower
 * case, without a `+tag` after the local part, and for Gmail without dots and under one domain
 * (`Ada.Obi+shop@googlemail.com` → `adaobi@gmail.com`). Used to count once-per-customer things per mailbox, never
 * to send mail (the address as the shopper typed it is kept for that).
 */
export function normaliseMailbox(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
