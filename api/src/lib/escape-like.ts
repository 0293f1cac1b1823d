/** Escapes the wildcards of SQL LIKE (`%`, `_` and the escape `\`) so that a shopper's or the admin's text matches as typed. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
