import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface OutboxMail {
  text: string;
  to: { address: string }[];
  subject?: string;
  html?: string;
  /** Extra header lines given to the mailer (List-Unsubscribe…). */
  headers?: Record<string, string>;
}

/** Mails in the file outbox, oldest first: all of them, or those to `to`; waits (20 ms a look) until there are `atLeast`. */
export async function waitForMails(
  mailDir: string,
  { to, atLeast, looks = 100 }: { to?: string; atLeast: number; looks?: number },
): Promise<OutboxMail[]> {
  for (let i = 0; i < looks; i += 1) {
    let files: string[] = [];
    try {
      files = readdirSync(mailDir)
        .filter((f) => f.endsWith('.json'))
        .sort();
    } catch {
      // no mail yet
    }
    const mails = files
      .map((f) => JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as OutboxMail)
      .filter((m) => to === undefined || m.to[0]?.address === to);
    if (mails.length >= atLeast) return mails;
    await sleep(20);
  }
  throw new Error(`fewer than ${atLeast} mails${to ? ` to ${to}` : ''}`);
}
