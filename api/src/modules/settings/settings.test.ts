import { NIGERIAN_STATES } from 'shared-contracts/schemas/orders';
import { STATE_CODES } from 'shared-contracts/schemas/settings';
import { addWorkingDays, deliveryWindow, dispatchDay } from 'shared-contracts/delivery-dates';
import { address, addToCart, createCategory, createProduct, shopper } from '../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';
import { waitForMails } from '../../../test/outbox.js';

describe.each(databases)('settings, delivery and VAT (%s)', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
    admin = (await shopper(t.app, 'ADMIN')).headers;
  });
  afterAll(async () => t.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = admin, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const settings = async () => (await api('GET', '/api/admin/settings')).json().data;
  const zoneNamed = async (name: string) => {
    const zone = (await settings()).zones.find((z: { name: string }) => z.name === name);
    if (!zone) throw new Error(`no zone ${name}`);
    return zone;
  };
  const quote = async (headers: Record<string, string>, query = '') => {
    const res = await api('GET', `/api/orders/quote${query}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const setZone = async (name: string, change: object) => {
    const zone = await zoneNamed(name);
    const res = await api('PUT', `/api/admin/settings/zones/${zone.id}`, admin, {
      name: zone.name,
      fee: zone.fee,
      free_from: zone.free_from,
      min_days: zone.min_days,
      max_days: zone.max_days,
      ...change,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const cartWith = async (price: number, quantity = 1, categoryId?: number) => {
    const buyer = await shopper(t.app);
    const p = await createProduct(t.app, { price, stock: 50, ...(categoryId ? { categoryId } : {}) });
    await addToCart(t.app, buyer.headers, p.product.id, p.variant.id, quantity);
    return { ...buyer, product: p.product };
  };
  const checkout = (headers: Record<string, string>, body: object = {}) =>
    api('POST', '/api/orders/checkout', headers, {
      shipping_address: address,
      payment_method: 'pay_on_delivery',
      ...body,
    });

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

  it('shows the VAT contained per rate: standard, zero-rated, exempt, a product override and delivery', async () => {
    const buyer = await shopper(t.app);
    const food = await createCategory(t.app);
    const gadgets = await createCategory(t.app);
    const setCategory = (id: number, vat_class: string) =>
      api('PUT', `/api/admin/settings/vat/categories/${id}`, admin, { vat_class });
    expect((await setCategory(food.id, 'zero')).statusCode).toBe(200);
    expect((await setCategory(gadgets.id, 'standard')).statusCode).toBe(200);
    const radio = await createProduct(t.app, { price: 10_750, stock: 5, categoryId: gadgets.id });
    const rice = await createProduct(t.app, { price: 5_000, stock: 5, categoryId: food.id });
    const pads = await createProduct(t.app, { price: 2_000, stock: 5, categoryId: gadgets.id });
    const honey = await createProduct(t.app, { price: 1_075, stock: 5, categoryId: food.id });
    // Overrides: pads exempt although their category is standard; honey standard although food is zero-rated.
    expect(
      (
        await api('PUT', `/api/admin/settings/vat/products/${pads.product.id}`, admin, {
          vat_class: 'exempt',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await api('PUT', `/api/admin/settings/vat/products/${honey.product.id}`, admin, {
          vat_class: 'standard',
        })
      ).statusCode,
    ).toBe(200);
    for (const p of [radio, rice, pads, honey]) {
      await addToCart(t.app, buyer.headers, p.product.id, p.variant.id, 1);
    }
    const q = await quote(buyer.headers, '?state=Lagos');
    // 10,750 + 5,000 + 2,000 + 1,075 = 18,825; Lagos delivery 2,500.
    expect(q).toMatchObject({ subtotal: 18_825, shipping_fee: 2500, total: 21_325 });
    // 7.5 %: radio 750 + honey 75 + delivery 174.42 (17,441.86 kobo); 0 %: rice; pads exempt are not listed.
    expect(q.vat).toEqual([
      { rate: 7.5, amount: 999.42 },
      { rate: 0, amount: 0 },
    ]);
    const byId = new Map(q.items.map((i: { product_id: number }) => [i.product_id, i]));
    expect(byId.get(pads.product.id)).toMatchObject({ vat_class: 'exempt', vat_rate: 0 });
    expect(byId.get(honey.product.id)).toMatchObject({ vat_class: 'standard', vat_rate: 7.5 });
    expect(byId.get(rice.product.id)).toMatchObject({ vat_class: 'zero', vat_rate: 0 });

    const placed = await checkout(buyer.headers, { expected_total: q.total });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data;
    expect(order.vat).toEqual(q.vat);
    expect(order.discount).toBe(0);
    expect(order.items.map((i: { vat_rate: number }) => i.vat_rate).sort()).toEqual([0, 0, 7.5, 7.5]);

    // The standard rate changes afterwards: the next quote uses it, the order keeps its own.
    expect((await api('PUT', '/api/admin/settings/vat', admin, { rate: 10 })).statusCode).toBe(200);
    const next = await cartWith(11_000, 1, gadgets.id);
    expect((await quote(next.headers, '?state=Lagos')).vat).toEqual([{ rate: 10, amount: 1227.27 }]);
    expect((await api('GET', `/api/orders/${order.id}`, buyer.headers)).json().data.vat).toEqual(q.vat);
    expect((await api('PUT', '/api/admin/settings/vat', admin, { rate: 7.5 })).statusCode).toBe(200);
  });

  it('the product form sets, keeps and clears a product’s own VAT class; the quote taxes it so', async () => {
    const food = await createCategory(t.app);
    expect(
      (await api('PUT', `/api/admin/settings/vat/categories/${food.id}`, admin, { vat_class: 'zero' }))
        .statusCode,
    ).toBe(200);
    const body = (vat_class?: string | null) => ({
      name: `Tin tomatoes ${kind}`,
      category_id: food.id,
      variants: [{ sku: `TOM-${kind}`, regular_price: 1_075, stock: 20 }],
      ...(vat_class === undefined ? {} : { vat_class }),
    });
    const created = await api('POST', '/api/admin/products', admin, body('standard'));
    expect(created.statusCode).toBe(201);
    const product = created.json().data;
    expect(product.vat_class).toBe('standard');
    const taxed = async () => {
      const buyer = await shopper(t.app);
      await addToCart(t.app, buyer.headers, product.id, product.variants[0].id, 1);
      return (await quote(buyer.headers, '?state=Lagos')).items[0];
    };
    expect(await taxed()).toMatchObject({ vat_class: 'standard', vat_rate: 7.5 });
    // An edit without the field keeps it; null follows the category again; a wrong class is a 400.
    const keep = await api('PUT', `/api/admin/products/${product.id}`, admin, {
      ...body(),
      variants: [{ id: product.variants[0].id, sku: `TOM-${kind}`, regular_price: 1_075, stock: 20 }],
    });
    expect(keep.json().data.vat_class).toBe('standard');
    const cleared = await api('PUT', `/api/admin/products/${product.id}`, admin, {
      ...body(null),
      variants: [{ id: product.variants[0].id, sku: `TOM-${kind}`, regular_price: 1_075, stock: 20 }],
    });
    expect(cleared.json().data.vat_class).toBeNull();
    expect(await taxed()).toMatchObject({ vat_class: 'zero', vat_rate: 0 });
    const bad = await api('PUT', `/api/admin/products/${product.id}`, admin, body('luxury'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.vat_class).toEqual(['Choose standard, zero-rated, exempt or as its category']);
    const history = (await api('GET', '/api/admin/settings/history')).json().data.results;
    expect(history[0]).toMatchObject({
      section: 'vat_classes',
      summary: `Tin tomatoes ${kind}: as its category`,
    });
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
    expect(res.json().data).toMatchObject({ support_phone: '+2348031234567', return_window_days: 14 });
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
