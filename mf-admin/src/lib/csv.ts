export type CsvValue = string | number | null | undefined;

/**
 * One CSV field (RFC 4180). Every text is quoted, not only one holding a comma, quote or line break: a
 * spreadsheet in a locale that splits on semicolons would otherwise cut `x;=HYPERLINK(…)` in two and run the
 * second half as a formula. A text that starts like a formula (=, +, -, @) gets a leading apostrophe as well;
 * numbers are written as they are.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A header row and data rows as CSV text, CRLF line ends. */
export const toCsv = (header: string[], rows: CsvValue[][]): string =>
  [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';

/** Saves CSV text as a file through a temporary link; the BOM lets spreadsheet apps read ₦ and accents. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
