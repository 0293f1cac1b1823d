const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML attribute or element. */
export const escapeHtml = (text: unknown): string =>
  String(text).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
