import { NIGERIAN_STATES } from 'shared-contracts/schemas/orders';
import { STATE_CODES } from 'shared-contracts/schemas/settings';
import { waitForMails } from '../../../test/outbox.js';
import { addWorkingDays, deliveryWindow, dispatchDay } from 'shared-contracts/delivery-dates';
import { address } from '../../../test/fixtures.js';
import { describeSettings } from './settings-testing.js';

describeSettings('settings, delivery and VAT', (suite) => {
  const { t, admin, api, settings, zoneNamed, quote, setZone, cartWith, checkout } = suite;

  it('puts each of the 36 states and the FCT in exactly one zone, with their ISO codes', async () => {
    const res = await api('GET', '/api/store/delivery', {});
    expect(res.statusCode).toBe(200);
    const { zones, stations } = res.json().data;
    const states = zones.flatMap((z: { states: string[] }) => z.states);
    expect([...states].sort()).toEqual([...NIGERIAN_STATES].sort());
    expect(new Set(states).size).toBe(37);
    expect(zones.find((z: { name: string }) => z.name === 'Lagos')).toMatchObject({
      fee: 2500,
      free_from: 100_000,
      min_days: 1,
      max_days: 2,
      states: ['Lagos'],
    });
    expect(zones.find((z: { name: string }) => z.name === 'North East').states).toContain('Borno');
    expect(Object.values(STATE_CODES)).toContain('NG-FC');
    expect(stations.length).toBeGreaterThanOrEqual(6);
    expect(new Set(stations.map((s: { state: string }) => s.state))).toEqual(
      new Set(['Lagos', 'FCT', 'Rivers', 'Oyo', 'Kano', 'Enugu']),
    );
  });

  it('prices delivery by the state: a fee and an estimate in working days, Lagos against Borno', async () => {
    const { headers } = await cartWith(10_000);
    const now = Date.now();
    const lagos = await quote(headers, '?state=Lagos');
    const borno = await quote(headers, '?state=Borno');
    expect(lagos).toMatchObject({ subtotal: 10_000, shipping_fee: 2500, total: 12_500 });
    expect(lagos.delivery).toMatchObject({
      method: 'home',
      zone: 'Lagos',
      fee: 2500,
      min_days: 1,
      max_days: 2,
    });
    expect(borno).toMatchObject({ subtotal: 10_000, shipping_fee: 6500, total: 16_500 });
    expect(borno.delivery).toMatchObject({
      zone: 'North East',
      fee: 6500,
      free_from: null,
      min_days: 5,
      max_days: 8,
    });
    const { holidays } = (await api('GET', '/api/store/delivery', {})).json().data;
    const window = deliveryWindow(5, 8, now, holidays);
    expect({ earliest: borno.delivery.earliest, latest: borno.delivery.latest }).toEqual(window);
    // Without a state the quote prices the last order's state, else Lagos.
    expect((await quote(headers)).delivery.state).toBe('Lagos');
    const bad = await api('GET', '/api/orders/quote?state=Atlantis', headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ state: ['Choose one of the 36 states or FCT'] });
  });

  it('delivers free from the zone’s threshold, to the kobo, and says how much is left', async () => {
    const below = await cartWith(99_999.99);
    const under = await quote(below.headers, '?state=Lagos');
    expect(under).toMatchObject({ shipping_fee: 2500, total: 102_499.99 });
    expect(under.free_delivery_hint).toEqual({ remaining: 0.01, zone: 'Lagos' });
    const at = await cartWith(100_000);
    const free = await quote(at.headers, '?state=Lagos');
    expect(free).toMatchObject({ shipping_fee: 0, total: 100_000, free_delivery_hint: null });
    // North East has no threshold.
    expect(await quote(at.headers, '?state=Borno')).toMatchObject({
      shipping_fee: 6500,
      free_delivery_hint: null,
    });
  });

  it('charges a pickup station its own fee, with no threshold, and stores the station as it was', async () => {
    // The shop's name and contact come from Settings into the confirmation mail.
    const created = await api('POST', '/api/admin/settings/stations', admin, {
      name: 'Maiduguri Post Office',
      state: 'Borno',
      address: '1 Kashim Ibrahim Way, Maiduguri',
      opening_hours: 'Mon–Fri 9:00–17:00',
      fee: 1800.5,
    });
    expect(created.statusCode).toBe(201);
    const station = created.json().data;
    expect(station).toMatchObject({ state: 'Borno', fee: 1800.5, active: true });

    const { headers, user } = await cartWith(150_000);
    const buyerEmail = user.email;
    const needStation = await api('GET', '/api/orders/quote?delivery_method=pickup', headers);
    expect(needStation.statusCode).toBe(400);
    expect(needStation.json().errors).toEqual({ pickup_station_id: ['Choose a pickup station'] });
    const q = await quote(headers, `?state=Borno&delivery_method=pickup&pickup_station_id=${station.id}`);
    expect(q).toMatchObject({ shipping_fee: 1800.5, total: 151_800.5 });
    expect(q.delivery).toMatchObject({ method: 'pickup', zone: 'North East', min_days: 5, max_days: 8 });
    expect(q.delivery.station).toMatchObject({ id: station.id, name: 'Maiduguri Post Office', fee: 1800.5 });

    const placed = await checkout(headers, {
      shipping_address: { ...address, state: 'Borno' },
      delivery_method: 'pickup',
      pickup_station_id: station.id,
      expected_total: q.total,
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data;
    const [mail] = await waitForMails(t.config.mailDir, { to: buyerEmail, atLeast: 1 });
    expect(mail?.text).toContain(`Thank you for your order ${order.number}.`);
    expect(mail?.text).toContain('Pickup at Maiduguri Post Office: ₦1,800.50');
    expect(mail?.text).toContain('Collect it at Maiduguri Post Office, 1 Kashim Ibrahim Way, Maiduguri');
    // ₦150,000 and ₦1,800.50 at 7.5 %: 10,465.12 + 125.62.
    expect(mail?.text).toContain('Includes VAT at 7.5%: ₦10,590.74');
    expect(mail?.text).toMatch(/\nKasuwa( Stores)?\n/);
    expect(order).toMatchObject({ shipping_fee: 1800.5, total: 151_800.5 });
    expect(order.delivery).toMatchObject({
      method: 'pickup',
      zone: 'North East',
      fee: 1800.5,
      station: { id: station.id, name: 'Maiduguri Post Office', address: '1 Kashim Ibrahim Way, Maiduguri' },
    });

    // Renamed and closed later: the order still names the station it was placed with; nobody can pick it now.
    const closed = await api('PUT', `/api/admin/settings/stations/${station.id}`, admin, {
      name: 'Maiduguri Central',
      state: 'Borno',
      address: '1 Kashim Ibrahim Way, Maiduguri',
      opening_hours: 'Mon–Fri 9:00–17:00',
      fee: 900,
      active: false,
    });
    expect(closed.statusCode).toBe(200);
    const again = await api('GET', `/api/orders/${order.id}`, headers);
    expect(again.json().data.delivery.station).toMatchObject({ name: 'Maiduguri Post Office', fee: 1800.5 });
    const stations = (await api('GET', '/api/store/delivery', {})).json().data.stations;
    expect(stations.map((s: { id: number }) => s.id)).not.toContain(station.id);
    const other = await cartWith(1000);
    const refused = await api(
      'GET',
      `/api/orders/quote?state=Borno&delivery_method=pickup&pickup_station_id=${station.id}`,
      other.headers,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'This pickup station is not open. Choose another one or home delivery.',
    );
  });

  it('lists the Nigerian public holidays for 2026 and 2027, and the storefront those still to come', async () => {
    const { holidays } = await settings();
    const days = holidays.map((h: { date: string }) => h.date);
    for (const fixed of ['2026-01-01', '2026-06-12', '2026-10-01', '2026-12-25', '2027-01-01', '2027-10-01'])
      expect(days).toContain(fixed);
    expect(holidays).toContainEqual(expect.objectContaining({ date: '2026-04-03', name: 'Good Friday' }));
    expect(days).toEqual([...days].sort());
    const store = (await api('GET', '/api/store/delivery', {})).json().data;
    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    expect(store.holidays).toEqual(days.filter((d: string) => d >= today));
  });

  it('skips a public holiday added in Settings in the delivery window, and keeps the change in the history', async () => {
    const { headers } = await cartWith(10_000);
    const before = (await quote(headers, '?state=Lagos')).delivery;
    const { holidays: known } = (await api('GET', '/api/store/delivery', {})).json().data;
    // The first working day the order would count: made a holiday, the window moves a working day on.
    const day = addWorkingDays(dispatchDay(Date.now(), known), 1, known);
    const added = await api('POST', '/api/admin/settings/holidays', admin, {
      date: day,
      name: 'Test holiday',
    });
    expect(added.statusCode).toBe(201);
    const holiday = added.json().data;
    expect(holiday).toMatchObject({ date: day, name: 'Test holiday' });
    const after = (await quote(headers, '?state=Lagos')).delivery;
    expect(after.earliest).toBe(addWorkingDays(before.earliest, 1, [...known, day]));
    expect(after.earliest > before.earliest).toBe(true);
    expect({ earliest: after.earliest, latest: after.latest }).toEqual(
      deliveryWindow(1, 2, Date.now(), [...known, day]),
    );

    const again = await api('POST', '/api/admin/settings/holidays', admin, { date: day, name: 'Twice' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ date: ['That day is already a holiday'] });
    const bad = await api('POST', '/api/admin/settings/holidays', admin, { date: '2026-02-30', name: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ date: ['Choose a day that exists'] });
    const shopperTry = await api('POST', '/api/admin/settings/holidays', headers, { date: day, name: 'X' });
    expect(shopperTry.statusCode).toBe(403);

    expect((await api('DELETE', `/api/admin/settings/holidays/${holiday.id}`)).statusCode).toBe(200);
    expect((await api('DELETE', `/api/admin/settings/holidays/${holiday.id}`)).statusCode).toBe(404);
    expect((await quote(headers, '?state=Lagos')).delivery.earliest).toBe(before.earliest);
    const history = (await api('GET', '/api/admin/settings/history')).json().data.results;
    expect(history.slice(0, 2)).toEqual([
      expect.objectContaining({
        section: 'holidays',
        summary: `Public holiday Test holiday (${day}) removed`,
        after: null,
      }),
      expect.objectContaining({
        section: 'holidays',
        summary: `Public holiday Test holiday (${day}) added`,
        before: null,
        after: { id: holiday.id, date: day, name: 'Test holiday' },
      }),
    ]);
  });

  it('moves a state between zones; a zone holding states is not deleted', async () => {
    const created = await api('POST', '/api/admin/settings/zones', admin, {
      name: 'Lagos Island',
      fee: 1500,
      free_from: 50_000,
      min_days: 0,
      max_days: 1,
    });
    expect(created.statusCode).toBe(201);
    const island = created.json().data;
    const twice = await api('POST', '/api/admin/settings/zones', admin, {
      name: 'lagos island',
      fee: 1,
      free_from: null,
      min_days: 0,
      max_days: 1,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ name: ['Another zone already has this name'] });

    const moved = await api('POST', `/api/admin/settings/zones/${island.id}/states`, admin, {
      state: 'Lagos',
    });
    expect(moved.statusCode).toBe(200);
    const zones = moved.json().data;
    expect(zones.find((z: { id: number }) => z.id === island.id).states).toEqual(['Lagos']);
    expect(zones.find((z: { name: string }) => z.name === 'Lagos').states).toEqual([]);
    expect(zones.flatMap((z: { states: string[] }) => z.states)).toHaveLength(37);
    const { headers } = await cartWith(10_000);
    expect((await quote(headers, '?state=Lagos')).delivery).toMatchObject({
      zone: 'Lagos Island',
      fee: 1500,
    });

    const refused = await api('DELETE', `/api/admin/settings/zones/${island.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Move Lagos to another zone before deleting Lagos Island.');
    const lagos = await zoneNamed('Lagos');
    await api('POST', `/api/admin/settings/zones/${lagos.id}/states`, admin, { state: 'Lagos' });
    expect((await api('DELETE', `/api/admin/settings/zones/${island.id}`)).statusCode).toBe(200);
    const history = (await api('GET', '/api/admin/settings/history')).json().data.results;
    expect(history.map((c: { summary: string }) => c.summary)).toEqual(
      expect.arrayContaining([
        'Lagos moved from Lagos to Lagos Island',
        'Lagos moved from Lagos Island to Lagos',
        'Zone Lagos Island deleted',
      ]),
    );
  });

  it('answers 409 with both totals when a zone fee changed since the quote; the order keeps its fee', async () => {
    const { headers } = await cartWith(20_000);
    const q = await quote(headers, '?state=Borno');
    expect(q.total).toBe(26_500);
    await setZone('North East', { fee: 7000 });
    const res = await checkout(headers, {
      shipping_address: { ...address, state: 'Borno' },
      expected_total: q.total,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().conflict).toEqual({ reason: 'total', expected_total: 26_500, total: 27_000 });
    const placed = await checkout(headers, {
      shipping_address: { ...address, state: 'Borno' },
      expected_total: 27_000,
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data;
    expect(order).toMatchObject({ shipping_fee: 7000, total: 27_000 });
    expect(order.delivery).toMatchObject({ zone: 'North East', fee: 7000, min_days: 5, max_days: 8 });

    await setZone('North East', { fee: 6500, min_days: 6, max_days: 9 });
    const later = (await api('GET', `/api/orders/${order.id}`, headers)).json().data;
    expect(later).toMatchObject({ shipping_fee: 7000, total: 27_000 });
    expect(later.delivery).toMatchObject({ fee: 7000, min_days: 5, max_days: 8 });
    await setZone('North East', { min_days: 5, max_days: 8 });
  });
});
