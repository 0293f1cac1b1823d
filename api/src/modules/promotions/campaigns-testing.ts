import { setTimeout as sleep } from 'node:timers/promises';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Campaign } from 'shared-contracts/schemas/campaigns';
import { newsletterSubscribers } from './tables.js';
import { createUser } from '../../../test/fixtures.js';
import { buildTestApp, type DatabaseKind, type TestApp } from '../../../test/helpers.js';
import { waitForMails, type OutboxMail } from '../../../test/outbox.js';

/** Campaigns go out in batches this small, so a handful of subscribers makes several batches. */
export const BATCH = 3;

type Signed = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/**
 * Shared by the newsletter campaign tests: one app per file (built in a beforeAll), its admin and a shopper
 * signed in, fresh subscribers, campaigns created and sent, and the outbox read.
 */
export function newsletterCampaigns(kind: DatabaseKind) {
  let t: TestApp;
  let c: { admin: Signed; shopper: Signed };
  let adminEmail = '';
  let prefix = 0;

  beforeAll(async () => {
    t = await buildTestApp({
      kind,
      config: { campaignBatchSize: BATCH, campaignBatchPauseMs: 0, campaignTestsPerHour: 3 },
    });
    const admin = await createUser(t.app, 'ADMIN');
    const shopper = await createUser(t.app);
    adminEmail = admin.email;
    const as =
      (token: string): Signed =>
      (options) =>
        t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
    c = {
      admin: as(await t.app.accessTokens.sign({ id: admin.id, role: 'ADMIN' })),
      shopper: as(await t.app.accessTokens.sign({ id: shopper.id, role: 'REGULAR' })),
    };
    // Migrating a fresh embedded database takes a while on a busy machine.
  }, 120_000);
  afterAll(async () => t?.close());

  /** Subscribers with fresh addresses: `confirmed` of them confirmed, `pending` still waiting to confirm. */
  async function subscribers(confirmed: number, pending = 0) {
    prefix += 1;
    const rows = [
      ...Array.from({ length: confirmed }, (_, i) => ({
        email: `c${prefix}-${i}@example.ng`,
        confirmedAt: new Date(),
      })),
      ...Array.from({ length: pending }, (_, i) => ({
        email: `p${prefix}-${i}@example.ng`,
        confirmedAt: null,
      })),
    ];
    await t.app.db.insert(newsletterSubscribers).values(rows);
    return {
      confirmed: rows.filter((r) => r.confirmedAt).map((r) => r.email),
      pending: rows.filter((r) => !r.confirmedAt).map((r) => r.email),
    };
  }

  /** Every mail in the outbox whose subject is `subject`. */
  async function mailsWith(subject: string, atLeast = 0): Promise<OutboxMail[]> {
    for (let i = 0; i < 200; i += 1) {
      const all = await waitForMails(t.config.mailDir, { atLeast: 0 });
      const found = all.filter((m) => m.subject === subject);
      if (found.length >= atLeast) return found;
      await sleep(25);
    }
    throw new Error(`fewer than ${atLeast} mails about ${subject}`);
  }

  const create = async (subject: string, body = 'Hello from Kasuwa') => {
    const res = await c.admin({ method: 'POST', url: '/api/admin/campaigns', payload: { subject, body } });
    expect(res.statusCode).toBe(201);
    return res.json<{ data: Campaign }>().data;
  };

  const fetchCampaign = async (id: number) =>
    (await c.admin({ method: 'GET', url: `/api/admin/campaigns/${id}` })).json<{ data: Campaign }>().data;

  async function untilSent(id: number): Promise<Campaign> {
    for (let i = 0; i < 300; i += 1) {
      const campaign = await fetchCampaign(id);
      if (campaign.status === 'sent') return campaign;
      await sleep(20);
    }
    throw new Error(`campaign ${id} was not sent`);
  }

  const tokenOf = (mail: OutboxMail) =>
    /unsubscribe\?token=([\w.-]+)>/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
  return {
    get t() {
      return t;
    },
    get c() {
      return c;
    },
    get adminEmail() {
      return adminEmail;
    },
    subscribers,
    mailsWith,
    create,
    fetchCampaign,
    untilSent,
    tokenOf,
  };
}
