/** A job that failed for good, as the admin's failed-jobs page lists it. */
export interface FailedJob {
  id: string;
  queue: string;
  /** The job's data, shortened to a line. */
  summary: string;
  error: string;
  /** Attempts made, the first one included. */
  attempts: number;
  createdAt: Date;
  failedAt: Date;
}

/** A failed job as pg-boss's job table holds it. */
export interface FailedJobRow {
  id: string;
  name: string;
  data: unknown;
  output: unknown;
  retry_count: number;
  created_on: Date;
  completed_on: Date | null;
}

/** A failed job's row as the admin's page lists it: its data in a line, secrets hidden, and its error. */
export function failedJobOf(row: FailedJobRow): FailedJob {
  return {
    id: row.id,
    queue: row.name,
    summary: summaryOf(row.data),
    error: errorOf(row.output),
    attempts: row.retry_count + 1,
    createdAt: row.created_on,
    failedAt: row.completed_on ?? row.created_on,
  };
}

/** Fields a job's summary never shows: secrets, and mails' bodies. */
const HIDDEN = /token|password|secret|authorization|^text$|^html$|body/i;

/** A job's data in a line, without what HIDDEN names. */
function summaryOf(data: unknown): string {
  const line =
    JSON.stringify(data, (name, value: unknown) => (name && HIDDEN.test(name) ? '…' : value)) ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

function errorOf(output: unknown): string {
  if (output && typeof output === 'object') {
    const { message, value } = output as { message?: unknown; value?: unknown };
    if (typeof message === 'string') return message;
    if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string')
      return (value as { message: string }).message;
  }
  return output === null || output === undefined ? 'Unknown error' : JSON.stringify(output).slice(0, 300);
}
