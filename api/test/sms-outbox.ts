import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildSmsOutbox } from 'sms-outbox';
import type { AppConfig } from '../src/config.js';
import { jobsSettled } from './jobs-helpers.js';

const OUTBOX_KEY = 'sms-test-key';

/**
 * The SMS outbox (the gateway the shop's tests and e2e send to), on a free port: `sms` is the app's configuration
 * for it, `textsTo` the texts sent to a number, newest first, once the app's SMS jobs have run.
 */
export async function startSmsOutbox() {
  const smsDir = mkdtempSync(join(tmpdir(), 'kasuwa-sms-test-'));
  const outbox = buildSmsOutbox({ smsDir, apiKey: OUTBOX_KEY, username: 'sandbox', env: {} });
  const url = await outbox.listen({ port: 0, host: '127.0.0.1' });
  const sms: AppConfig['sms'] = {
    provider: 'outbox',
    apiUrl: url,
    username: 'sandbox',
    apiKey: OUTBOX_KEY,
    senderId: undefined,
  };
  return {
    sms,
    async textsTo(app: FastifyInstance, phone: string): Promise<string[]> {
      await jobsSettled(app, ['sms']);
      const res = await fetch(`${url}/messages?to=${encodeURIComponent(phone)}`);
      return ((await res.json()) as { data: { text: string }[] }).data.map((m) => m.text);
    },
    async close() {
      await outbox.close();
      rmSync(smsDir, { recursive: true, force: true });
    },
  };
}
