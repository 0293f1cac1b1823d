/** Domains whose mail servers ignore dots in the name, and the one name they share (googlemail.com is gmail.com). */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an email address delivers to, for counting and comparing, never for sending: lower case, without
 * a `+tag` (`ada+1@x.ng` and `ada+2@x.ng` reach ada@x.ng), and for Gmail without dots in the name and with
 * googlemail.com read as gmail.com. Limits keyed by it cannot be got round with sub-addresses (docs/security.md,
 * "Mail and messages"), nor once-per-customer promotions and helpful votes with a second account on the same
 * inbox ("One customer, one mailbox"). A name that is only a tag, or a text without an @, is kept whole (lower case).
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  let name = address.slice(0, at);
  const plus = name.indexOf('+');
  if (plus > 0) name = name.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless === undefined) return `${name}@${domain}`;
  return `${name.replaceAll('.', '') || name}@${dotless}`;
}
