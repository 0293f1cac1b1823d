export { csvField, toCsv, type CsvValue } from 'shared-contracts/report-csv';

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
