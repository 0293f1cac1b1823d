// The admin shows times as the storefront does: in Lagos time, labelled WAT, whatever the admin's device says.
export { formatDate, formatDateTime } from 'shared-contracts';

/** Words that are written in capitals wherever they appear (payment channels, mostly). */
const ACRONYMS: Record<string, string> = { ussd: 'USSD', qr: 'QR', pos: 'POS', eft: 'EFT', sku: 'SKU' };

/** 'partially_paid' → 'Partially paid'; 'ussd' → 'USSD'. */
export const humanize = (value: string): string => {
  const words = value.split('_').map((word) => ACRONYMS[word.toLowerCase()] ?? word);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
