import type { ContactMessage } from 'shared-contracts/schemas/admin';
import type { Paginated } from 'shared-contracts/schemas/common';
import { seededShop, type AdminClient } from '../../../test/admin-helpers.js';
import { databases, type TestApp } from '../../../test/helpers.js';
import { adminCalls } from './reports-testing.js';

describe.each(databases)('admin: transactions, reports, support (%s)', (kind) => {
  let t: TestApp;
  let c: AdminClient;
  beforeAll(async () => {
    ({ t, c } = await seededShop(kind, 30));
  }, 60_000);
  afterAll(async () => t?.close());

  const { get } = adminCalls(() => ({ t, c }));

  describe('support', () => {
    it('marks a message handled and back, and filters by handled and type', async () => {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { inquiry_type: 'Returns & Refunds', subject: 'Wrong size', message: 'Can I swap it?' },
      });
      expect(sent.statusCode).toBe(201);
      const id = sent.json<{ data: { id: number } }>().data.id;
      const waiting = await get<Paginated<ContactMessage>>(
        '/api/admin/contact-messages?handled=false&page_size=100',
      );
      expect(waiting.results.find((m) => m.id === id)?.handled_at).toBeNull();

      const res = await c.admin({
        method: 'PATCH',
        url: `/api/admin/contact-messages/${id}`,
        payload: { handled: true },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: ContactMessage }>().data.handled_at).toEqual(expect.any(String));
      const handled = await get<Paginated<ContactMessage>>(
        '/api/admin/contact-messages?handled=true&inquiry_type=Returns%20%26%20Refunds',
      );
      expect(handled.results.map((m) => m.id)).toContain(id);
      expect(
        handled.results.every((m) => m.handled_at !== null && m.inquiry_type === 'Returns & Refunds'),
      ).toBe(true);
      expect(
        (
          await get<Paginated<ContactMessage>>('/api/admin/contact-messages?handled=false&page_size=100')
        ).results.some((m) => m.id === id),
      ).toBe(false);

      const back = await c.admin({
        method: 'PATCH',
        url: `/api/admin/contact-messages/${id}`,
        payload: { handled: false },
      });
      expect(back.json<{ data: ContactMessage }>().data.handled_at).toBeNull();
    });

    it('answers 404 for an unknown message and 400 for a bad body', async () => {
      const missing = await c.admin({
        method: 'PATCH',
        url: '/api/admin/contact-messages/999999',
        payload: { handled: true },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'Message not found.' });
      const bad = await c.admin({
        method: 'PATCH',
        url: '/api/admin/contact-messages/1',
        payload: { handled: 'yes' },
      });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain('handled must be true or false');
    });
  });
});
