const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML or SVG/XML, in content and in quoted attributes alike. */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
