import { waitForMails } from '../../../test/outbox.js';
import { shopper } from '../../../test/fixtures.js';
import { describeSettings } from './settings-testing.js';

describeSettings('settings, delivery and VAT', (suite) => {
  const { t, admin, kind, api, settings, zoneNamed, quote, cartWith, checkout } = suite;

  it("tells the storefront whether pay on delivery is offered, and up to what total, as Settings' payment ways say", async () => {
    const ways = async (body: object) => {
      const res = await api('PUT', '/api/admin/settings/payment-ways', admin, {
        pay_later: true,
        pay_now: true,
        ...body,
      });
      expect(res.statusCode).toBe(200);
      return (await api('GET', '/api/store/delivery', {})).json().data.pay_on_delivery;
    };
    expect(await ways({ pay_on_delivery: true, pay_on_delivery_max: 500_000 })).toEqual({
      offered: true,
      max: 500_000,
    });
    expect(await ways({ pay_on_delivery: false, pay_on_delivery_max: null })).toEqual({
      offered: false,
      max: null,
    });
    expect(await ways({ pay_on_delivery: true, pay_on_delivery_max: null })).toEqual({
      offered: true,
      max: null,
    });
  });

  it('keeps every change in the history: who, when, before and after', async () => {
    const before = (await settings()).shop;
    const res = await api('PUT', '/api/admin/settings/shop', admin, {
      name: 'Kasuwa Stores',
      support_email: 'help@kasuwa.ng',
      support_phone: '0803 123 4567',
      address: '1 Marina, Lagos Island',
      return_window_days: 14,
    });
    expect(res.statusCode).toBe(200);
    // Support hours left out stay as they were (the default of migration 0037); given, they change.
    expect(res.json().data).toMatchObject({
      support_phone: '+2348031234567',
      support_hours: 'Mon–Sat 8:00–18:00',
      return_window_days: 14,
    });
    expect((await api('GET', '/api/store/settings', {})).json().data.shop.name).toBe('Kasuwa Stores');

    const history = (await api('GET', '/api/admin/settings/history')).json().data;
    const change = history.results.find((c: { section: string }) => c.section === 'shop');
    expect(change).toMatchObject({
      summary: 'Shop details changed',
      before,
      after: expect.objectContaining({ name: 'Kasuwa Stores', support_email: 'help@kasuwa.ng' }),
    });
    expect(change.actor).toMatch(/@example\.ng$/);
    expect(Date.now() - Date.parse(change.created_at)).toBeLessThan(60_000);
    const hours = await api('PUT', '/api/admin/settings/shop', admin, {
      name: 'Kasuwa Stores',
      support_email: 'help@kasuwa.ng',
      support_phone: '0803 123 4567',
      support_hours: 'Every day 7:00–21:00',
      address: '1 Marina, Lagos Island',
      return_window_days: 14,
    });
    expect(hours.json().data).toMatchObject({ support_hours: 'Every day 7:00–21:00' });

    // The shop's mails name it and sign off with its details as Settings now say.
    const email = `settings-mail-${kind}@example.ng`;
    await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
    const [mail] = await waitForMails(t.config.mailDir, { to: email, atLeast: 1 });
    expect(mail?.subject).toBe('Confirm your Kasuwa Stores newsletter subscription');
    expect(mail?.text).toContain('Kasuwa Stores\nhelp@kasuwa.ng · +234 803 123 4567\n1 Marina, Lagos Island');
  });

  it('refuses bad settings with a 4xx that says why, and answers only admins', async () => {
    const bad = await api('PUT', '/api/admin/settings/shop', admin, {
      name: ' ',
      support_email: 'nope',
      support_phone: '12345',
      address: 'Lagos',
      return_window_days: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'name',
      'return_window_days',
      'support_email',
      'support_phone',
    ]);
    expect(bad.json().errors.support_phone).toEqual([
      'Phone must be +234 followed by 10 digits, or 0 followed by 10 digits',
    ]);
    const lagos = await zoneNamed('Lagos');
    const days = await api('PUT', `/api/admin/settings/zones/${lagos.id}`, admin, {
      name: 'Lagos',
      fee: 2500,
      free_from: null,
      min_days: 4,
      max_days: 2,
    });
    expect(days.statusCode).toBe(400);
    expect(days.json().errors).toEqual({ max_days: ['Latest delivery must not be before the earliest'] });
    const station = await api('POST', '/api/admin/settings/stations', admin, { name: 'X', state: 'Wakanda' });
    expect(station.statusCode).toBe(400);
    const noWays = await api('PUT', '/api/admin/settings/payment-ways', admin, {
      pay_on_delivery: false,
      pay_on_delivery_max: null,
      pay_later: false,
      pay_now: false,
    });
    expect(noWays.statusCode).toBe(400);
    expect(noWays.json().message).toBe('Keep at least one way to pay open');
    const { headers } = await shopper(t.app);
    expect((await api('GET', '/api/admin/settings', headers)).statusCode).toBe(403);
    expect((await api('PUT', '/api/admin/settings/vat', headers, { rate: 0 })).statusCode).toBe(403);
    expect((await api('GET', '/api/admin/settings', {})).statusCode).toBe(401);
  });

  it('refuses a payment way the shop turned off, or pay on delivery above its maximum', async () => {
    const ways = (change: object) =>
      api('PUT', '/api/admin/settings/payment-ways', admin, {
        pay_on_delivery: true,
        pay_on_delivery_max: null,
        pay_later: true,
        pay_now: true,
        ...change,
      });
    expect((await ways({ pay_later: false, pay_on_delivery_max: 50_000 })).statusCode).toBe(200);
    const { headers } = await cartWith(60_000);
    const q = await quote(headers, '?state=Lagos');
    expect(q.payment_methods).toEqual([
      {
        method: 'pay_on_delivery',
        available: false,
        reason: 'Pay on delivery is for orders up to ₦50,000.00.',
      },
      { method: 'pay_later', available: false, reason: 'Pay later is not offered right now.' },
      { method: 'pay_now', available: false, reason: 'Paying online is not available right now.' },
      {
        method: 'account_transfer',
        available: false,
        reason: 'Bank transfer to your Kasuwa account is not available right now.',
      },
    ]);
    const pod = await checkout(headers);
    expect(pod.statusCode).toBe(400);
    expect(pod.json()).toMatchObject({
      message: 'Pay on delivery is for orders up to ₦50,000.00. Choose another way to pay.',
      errors: { payment_method: ['Pay on delivery is for orders up to ₦50,000.00.'] },
    });
    const later = await checkout(headers, { payment_method: 'pay_later', instalments: 2 });
    expect(later.statusCode).toBe(400);
    expect(later.json().message).toBe('Pay later is not offered right now. Choose another way to pay.');
    // Nothing was half-written: the cart still holds the line.
    expect((await quote(headers)).items).toHaveLength(1);
    expect((await ways({})).statusCode).toBe(200);
    expect((await checkout(headers)).statusCode).toBe(201);
  });
});
