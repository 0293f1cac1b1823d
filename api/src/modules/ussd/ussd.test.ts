import { eq } from 'drizzle-orm';
import { orderItems, orders, pickupStations, users, variants } from '../../db/schema.js';
import { cartItems, carts } from '../cart/index.js';
import {
  address,
  addToCart,
  createCategory,
  createProduct,
  newPhone,
  phoneShopper,
  stockOf,
} from '../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';
import { createPromotion } from '../../../test/promotions-fixtures.js';
import { startSmsOutbox } from '../../../test/sms-outbox.js';
import { SCREEN_MAX, isGsm7 } from './gsm7.js';
import { HOP_TTL_MS, purgeOldHops } from './sessions.js';
import { ussdHops, ussdSessionEnds, ussdSessions } from './tables.js';
import { postUssd, ussdCaller, type Screen, type UssdCaller } from '../../../test/ussd-caller.js';

const KEY = 'ussd-dev-key';

/** Every screen of the USSD menu: its paths, the caller's number in any form, a retried callback, the key. */
describe.each(databases)('the USSD storefront (%s)', (kind) => {
  let t: TestApp;
  let sms: Awaited<ReturnType<typeof startSmsOutbox>>;
  beforeAll(async () => {
    sms = await startSmsOutbox();
    t = await buildTestApp({ kind, config: { sms: sms.sms } });
  });
  afterAll(async () => {
    await t.close();
    await sms.close();
  });

  const caller = (phone = newPhone()) => ussdCaller(t.app, phone, KEY);
  /** Every screen a test saw keeps to the rules: 160 characters of GSM-7 at most. */
  const expectFits = (c: UssdCaller) => {
    for (const s of c.screens) {
      expect([s.screen, s.screen.length <= SCREEN_MAX, isGsm7(s.screen)]).toEqual([s.screen, true, true]);
      expect(s.answer).toMatch(/^(CON|END) /);
    }
  };
  const pick = (c: UssdCaller, screen: Screen, name: string) => c.pick(screen, name);

  /** A category with one product (one variant) in it, under a name no other test uses. */
  const productInItsCategory = async (fixture: { name: string; price?: number; stock?: number }) => {
    const category = await createCategory(t.app, `Aaa ${fixture.name} ${kind}`);
    const made = await createProduct(t.app, { ...fixture, categoryId: category.id });
    return { category, ...made };
  };

  it('refuses a callback without the right key, with 401 and a message', async () => {
    const fields = {
      sessionId: 'ATUid_key',
      serviceCode: '*384*1234#',
      phoneNumber: '+2348031234567',
      text: '',
    };
    for (const key of ['', 'wrong-key', `${KEY}x`]) {
      const res = await postUssd(t.app, 'ussd', fields, key);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'Wrong or missing USSD callback key.' });
    }
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/ussd',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(noKey.statusCode).toBe(401);
    const events = await postUssd(
      t.app,
      'ussd/events',
      { sessionId: 'ATUid_key', status: 'Success' },
      'nope',
    );
    expect(events.statusCode).toBe(401);
    expect(
      await t.database.db.select().from(ussdSessions).where(eq(ussdSessions.sessionId, 'ATUid_key')),
    ).toEqual([]);
  });

  it('answers bad input with 4xx, never 5xx', async () => {
    const good = {
      sessionId: 'ATUid_bad',
      serviceCode: '*384*1234#',
      phoneNumber: '+2348031234567',
      text: '',
    };
    const bad: Record<string, string>[] = [
      { ...good, sessionId: '' },
      { serviceCode: good.serviceCode, phoneNumber: good.phoneNumber },
      { ...good, phoneNumber: '12345' },
      { ...good, phoneNumber: '+447700900123' },
      { ...good, text: '1*'.repeat(300) },
      { ...good, text: 'a\u0000b' },
      { ...good, sessionId: 'x'.repeat(101) },
    ];
    for (const fields of bad) {
      const res = await postUssd(t.app, 'ussd', fields, KEY);
      expect([JSON.stringify(fields).slice(0, 60), res.statusCode]).toEqual([
        JSON.stringify(fields).slice(0, 60),
        400,
      ]);
    }
    const xml = await t.app.inject({
      method: 'POST',
      url: `/api/ussd?key=${KEY}`,
      headers: { 'content-type': 'text/xml' },
      payload: '<x/>',
    });
    expect(xml.statusCode).toBeGreaterThanOrEqual(400);
    expect(xml.statusCode).toBeLessThan(500);
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/ussd?key=${KEY}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '%%%&&&===',
    });
    expect(broken.statusCode).toBe(400);
    const events = await postUssd(t.app, 'ussd/events', { sessionId: 'ATUid_bad', status: 'Maybe' }, KEY);
    expect(events.statusCode).toBe(400);
    // Nonsense replies on a screen show it again.
    const c = caller();
    await c.dial();
    for (const reply of ['9', 'abc', '', '*', '1234567']) {
      const s = await c.press(reply);
      expect([reply, s.status, s.screen.split('\n')[1]]).toEqual([reply, 200, '1 Shop by category']);
    }
    expectFits(c);
  });

  it('sells a new caller a product to a pickup station in Borno, paid on delivery, in at most 12 replies', async () => {
    const { category, product, variant } = await productInItsCategory({
      name: 'Ìrẹsì Ofada 5kg',
      price: 9500,
      stock: 5,
    });
    const [station] = await t.database.db
      .insert(pickupStations)
      .values({
        name: 'Maiduguri Post Office Rd',
        state: 'Borno',
        address: '1 Post Office Road, Maiduguri',
        openingHours: 'Mon–Sat 9:00–17:00',
        feeKobo: 150_000,
      })
      .returning();
    const c = caller();
    expect((await c.dial()).screen).toMatch(/^Welcome to Kasuwa\n1 Shop by category/);
    let s = await c.press('1');
    expect(s.screen).toMatch(/^Shop by category\n/);
    s = await pick(c, s, category.name.slice(0, 10));
    expect(s.screen).toContain('Iresi Ofada 5kg N9,500');
    s = await pick(c, s, 'Iresi Ofada');
    expect(s.screen).toBe('Iresi Ofada 5kg\nN9,500\n5 in stock\nEnter quantity\n00 Back');
    s = await c.press('9');
    expect(s.screen).toContain('Enter 1 to 5');
    s = await c.press('2');
    expect(s.screen).toBe('2 x Iresi Ofada 5kg = N19,000\n1 Add to cart\n2 Buy now\n00 Back');
    s = await c.press('2');
    expect(s.screen).toMatch(/Type your name/);
    s = await c.press('Ada Obi');
    expect(s.screen).toBe('Deliver to\n2 Home delivery\n3 Pickup station\n00 Back');
    s = await c.press('3');
    expect(s.screen).toMatch(/^Pickup in which state\?\n1 Borno\n/);
    s = await c.press('1');
    expect(s.screen).toBe('Pickup in Borno\n1 Maiduguri Post Office Rd N1,500\n00 Back');
    s = await c.press('1');
    expect(s.screen).toMatch(
      /^2 items N19,000\nDelivery N1,500\nTotal N20,500 incl\. VAT N[\d,.]+\n1 Pay on delivery\n00 Back$/,
    );
    s = await c.press('1');
    expect(s.ended).toBe(true);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.channel, 'ussd'));
    expect(order).toBeDefined();
    expect(s.screen).toContain(
      `Order ${order?.number} placed. Total N20,500 incl. delivery N1,500 and VAT N`,
    );
    // Replies: every screen after the first, less the one wrong quantity.
    expect(c.screens.length - 2).toBeLessThanOrEqual(12);
    expect(order).toMatchObject({
      channel: 'ussd',
      paymentMethod: 'pay_on_delivery',
      deliveryMethod: 'pickup',
      pickupStationId: station?.id,
      shippingState: 'Borno',
      shippingFullName: 'Ada Obi',
      shippingPhone: c.phoneNumber,
      totalKobo: 2_050_000,
    });
    const [account] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, order?.userId ?? 0));
    expect(account).toMatchObject({ firstName: 'Ada', lastName: 'Obi', phone: c.phoneNumber, email: null });
    expect(account?.phoneVerifiedAt).not.toBeNull();
    expect(await stockOf(t.app, variant.id)).toBe(3);
    const items = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id ?? 0));
    expect(items.map((i) => [i.productId, i.quantity])).toEqual([[product.id, 2]]);
    expect((await sms.textsTo(t.app, c.phoneNumber))[0]).toBe(`Kasuwa: ${s.screen.split('\nWe sent')[0]}`);
    expectFits(c);
  });

  it('knows a caller by their verified number in any form, and buys their last order again in 4 replies', async () => {
    const { product, variant } = await productInItsCategory({ name: 'Kings Oil 1L', price: 2500, stock: 20 });
    const known = await phoneShopper(t.app);
    expect((await addToCart(t.app, known.headers, product.id, variant.id, 2)).statusCode).toBe(200);
    const web = await t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers: known.headers,
      payload: { shipping_address: { ...address, phone: known.phone }, payment_method: 'pay_on_delivery' },
    });
    expect(web.statusCode).toBe(201);
    const local = `0${known.phone.slice(4)}`;
    for (const form of [known.phone, known.phone.slice(1), local]) {
      const greeting = await caller(form).dial();
      expect(greeting.screen.split('\n')[0]).toBe('Kasuwa: hi Musa');
    }
    const c = caller(local);
    await c.dial();
    let s = await c.press('4');
    expect(s.screen).toBe('Buy again:\n2x Kings Oil 1L\n1 Add all and check out\n00 Back');
    s = await c.press('1');
    expect(s.screen).toBe(
      'Deliver to\n1 As last time: Lekki, Lagos\n2 Home delivery\n3 Pickup station\n00 Back',
    );
    s = await c.press('1');
    expect(s.screen).toMatch(/^2 items N5,000\nDelivery /);
    s = await c.press('1');
    expect(s.ended).toBe(true);
    expect(c.screens).toHaveLength(5);
    const placed = await t.database.db.select().from(orders).where(eq(orders.userId, known.user.id));
    expect(placed.map((o) => o.channel).sort()).toEqual(['ussd', 'web']);
    const again = placed.find((o) => o.channel === 'ussd');
    expect(again).toMatchObject({
      shippingStreet: address.street,
      shippingCity: 'Lekki',
      shippingState: 'Lagos',
      shippingPhone: known.phone,
    });
    // The web account sees it.
    const list = await t.app.inject({ url: '/api/orders', headers: known.headers });
    expect(list.json().data.results.map((o: { number: string }) => o.number)).toContain(again?.number);
    expect(await stockOf(t.app, variant.id)).toBe(16);

    // Track my order: the last three, with their dates; Help: Settings' support contacts.
    const track = caller(known.phone);
    await track.dial();
    s = await track.press('5');
    expect(s.ended).toBe(true);
    const day = new Date().toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: 'Africa/Lagos',
    });
    expect(s.screen).toBe(
      `Your orders:\n${placed
        .sort((a, b) => b.id - a.id)
        .map((o) => `${o.number} ${day}: Received`)
        .join('\n')}`,
    );
    const help = caller(known.phone);
    await help.dial();
    s = await help.press('6');
    expect(s).toMatchObject({
      ended: true,
      screen: 'Kasuwa help\nCall +234 801 234 5678\nMon-Sat 8:00-18:00\nEmail support@kasuwa.ng',
    });
    expectFits(c);
    expectFits(track);
  });

  it('adds to the cart, shows it with its total, removes a line; a retried callback adds nothing again', async () => {
    const { category, variant } = await productInItsCategory({
      name: 'Garri Ijebu 2kg',
      price: 1800,
      stock: 9,
    });
    const known = await phoneShopper(t.app);
    const c = caller(known.phone);
    await c.dial();
    let s = await pick(c, await c.press('1'), category.name.slice(0, 10));
    s = await pick(c, s, 'Garri Ijebu');
    s = await c.press('3');
    expect(s.screen).toBe('3 x Garri Ijebu 2kg = N5,400\n1 Add to cart\n2 Buy now\n00 Back');
    // Add to cart, sent again by the gateway at the same instant (it did not hear the first yet), then once more.
    const [first, sameInstant] = await Promise.all([c.press('1'), c.again()]);
    s = first;
    expect(s.screen).toBe('Added to your cart.\n1 Check out\n2 Keep shopping\n3 My cart');
    expect(sameInstant.answer).toBe(s.answer);
    // The same screen each time, and still one line of 3.
    const retry = await c.again();
    expect(retry.answer).toBe(s.answer);
    const lines = async () =>
      t.database.db
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .where(eq(carts.userId, known.user.id));
    expect(await lines()).toEqual([{ quantity: 3 }]);
    s = await c.press('3');
    expect(s.screen).toBe(
      'My cart\n3x Garri Ijebu 2kg\nTotal N5,400\n1 Check out\n2 Remove an item\n00 Back',
    );
    s = await c.press('2');
    expect(s.screen).toBe('Remove which?\n1 Garri Ijebu 2kg x3\n00 Back');
    s = await c.press('1');
    expect(s.screen).toBe('Removed. Your cart is empty.\n1 Shop by category\n00 Back');
    expect(await lines()).toEqual([]);
    expect(await stockOf(t.app, variant.id)).toBe(9);
    expectFits(c);
  });

  it('answers a first callback sent again with the same screen, and refuses its session to another number', async () => {
    const c = caller();
    const dials = await Promise.all([c.dial(), c.dial(), c.dial()]);
    expect(new Set(dials.map((d) => d.answer))).toEqual(new Set([dials[0]?.answer]));
    expect(dials[0]?.screen).toMatch(/^Welcome to Kasuwa\n1 Shop by category/);
    const rows = await t.database.db
      .select()
      .from(ussdSessions)
      .where(eq(ussdSessions.sessionId, c.sessionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: c.phoneNumber, hops: 1, screen: 'home' });
    const hops = await t.database.db.select().from(ussdHops).where(eq(ussdHops.sessionId, c.sessionId));
    expect(hops.map((h) => h.text)).toEqual(['']);
    // Another number sending this session's id: the first callback again, then a reply, is refused.
    const fields = {
      sessionId: c.sessionId,
      serviceCode: '*384*1234#',
      phoneNumber: newPhone(),
      networkCode: '62130',
    };
    expect((await postUssd(t.app, 'ussd', { ...fields, text: '' }, KEY)).body).toBe(
      'END This session belongs to another number.',
    );
    expect((await postUssd(t.app, 'ussd', { ...fields, text: '1' }, KEY)).body).toBe(
      'END This session belongs to another number.',
    );
    expect((await c.press('1')).screen).toMatch(/^Shop by category\n/);
  });

  it('places one order however often the last callback comes again', async () => {
    const { category, variant } = await productInItsCategory({
      name: 'Dangote Sugar 1kg',
      price: 1200,
      stock: 10,
    });
    const c = caller();
    await c.dial();
    let s = await pick(c, await c.press('1'), category.name.slice(0, 10));
    s = await pick(c, s, 'Dangote Sugar');
    await c.press('1');
    await c.press('2');
    await c.press('Musa Bello');
    await c.press('2');
    s = await pick(c, await c.press('0'), 'Lagos');
    expect(s.screen).toMatch(/^Delivery in Lagos\nType your street and area/);
    s = await c.press('4 Allen Avenue, Ikeja');
    expect(s.screen).toMatch(/^1 item N1,200\nDelivery N[\d,]+\nTotal/);
    // Placed, sent again at the same instant twice, then three times more.
    const [placed, ...atOnce] = await Promise.all([c.press('1'), c.again(), c.again()]);
    expect(placed?.ended).toBe(true);
    for (const r of atOnce) expect(r.answer).toBe(placed?.answer);
    const retries = await Promise.all([c.again(), c.again(), c.again()]);
    for (const r of retries) expect(r.answer).toBe(placed?.answer);
    const [account] = await t.database.db.select().from(users).where(eq(users.phone, c.phoneNumber));
    const mine = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, account?.id ?? 0));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      shippingStreet: '4 Allen Avenue, Ikeja',
      shippingCity: 'Ikeja',
      deliveryMethod: 'home',
    });
    expect(await stockOf(t.app, variant.id)).toBe(9);
    expect(
      (await sms.textsTo(t.app, c.phoneNumber)).filter((m) => m.includes(mine[0]?.number ?? '-')),
    ).toHaveLength(1);
    const [session] = await t.database.db
      .select()
      .from(ussdSessions)
      .where(eq(ussdSessions.sessionId, c.sessionId));
    expect(session).toMatchObject({ orderId: mine[0]?.id, screen: 'placed', userId: account?.id });
    expectFits(c);
  });

  it('loses the last unit to a web shopper who checked out first: no order, no oversell, and says why', async () => {
    const { category, product, variant } = await productInItsCategory({
      name: 'Last Ofada Bag',
      price: 5000,
      stock: 1,
    });
    const caller1 = await phoneShopper(t.app);
    const c = caller(caller1.phone);
    await c.dial();
    let s = await pick(c, await c.press('1'), category.name.slice(0, 10));
    s = await pick(c, s, 'Last Ofada');
    await c.press('1');
    await c.press('2');
    s = await c.press('2');
    s = await pick(c, s, 'Lagos');
    s = await c.press('7 Bode Thomas St, Surulere');
    expect(s.screen).toMatch(/1 Pay on delivery\n00 Back$/);
    const web = await phoneShopper(t.app);
    expect((await addToCart(t.app, web.headers, product.id, variant.id, 1)).statusCode).toBe(200);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers: web.headers,
      payload: { shipping_address: { ...address, phone: web.phone }, payment_method: 'pay_on_delivery' },
    });
    expect(bought.statusCode).toBe(201);
    s = await c.press('1');
    expect(s).toMatchObject({ ended: false, screen: 'Not enough stock for Last Ofada Bag.\n00 Back' });
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, caller1.user.id))).toEqual([]);
    expect(await stockOf(t.app, variant.id)).toBe(0);
    expectFits(c);
  });

  it('searches as the website does (a typo too), shows a promotion, variants and what is sold out', async () => {
    const { category, product, variant } = await productInItsCategory({
      name: 'Zobo Hibiscus Drink',
      price: 1000,
      stock: 4,
    });
    const [soldOut] = await t.database.db
      .insert(variants)
      .values({ productId: product.id, sku: `ZOBO-BIG-${kind}`, regularPriceKobo: 180_000, stock: 0 })
      .returning();
    await createPromotion(t.app, { name: 'Zobo week', percentOff: 20, productIds: [product.id] });
    const c = caller();
    await c.dial();
    let s = await c.press('2');
    expect(s.screen).toBe('Search Kasuwa\nType a product name\n00 Back');
    s = await c.press('zobo hibiscs');
    expect(s.screen.split('\n')[0]).toBe('Results: zobo hibiscs');
    s = await pick(c, s, 'Zobo Hibiscus');
    expect(s.screen).toBe(
      `Zobo Hibiscus Drink\nN800 (was N1,000)\n1 ${variant.sku} N800\n2 ${soldOut?.sku} sold out\n00 Back`,
    );
    s = await c.press('2');
    expect(s.screen).toBe('Zobo Hibiscus Drink is out of stock.\n00 Back');
    s = await c.press('00');
    expect(s.screen).toMatch(/^Results: zobo hibiscs/);
    s = await c.press('00');
    expect(s.screen).toBe('Search Kasuwa\nType a product name\n00 Back');
    s = await c.press('qqqqzzzz');
    expect(s.screen).toBe('Nothing found for "qqqqzzzz".\nType another word\n00 Back');
    s = await c.press('00');
    expect(s.screen.split('\n')[1]).toBe('1 Shop by category');
    void category;
    expectFits(c);
  });

  it('says so when a caller has no cart or orders, and pages categories with 0 More and 00 Back', async () => {
    for (let i = 0; i < 6; i += 1) await productInItsCategory({ name: `Paging ${i}`, price: 100 });
    const c = caller();
    await c.dial();
    expect((await c.press('3')).screen).toBe('Your cart is empty.\n1 Shop by category\n00 Back');
    expect((await c.press('00')).screen.split('\n')[1]).toBe('1 Shop by category');
    expect((await c.press('4')).screen).toBe('You have no orders yet.\n1 Shop by category\n00 Back');
    await c.press('00');
    const first = await c.press('1');
    expect(first.screen).toMatch(/\n0 More\n00 Back$/);
    const second = await c.press('0');
    expect(second.screen).not.toBe(first.screen);
    expect((await c.press('00')).screen).toBe(first.screen);
    expect((await c.press('00')).screen.split('\n')[1]).toBe('1 Shop by category');
    const track = caller();
    await track.dial();
    expect(await track.press('5')).toMatchObject({ ended: true, screen: 'You have no orders yet.' });
    expectFits(c);
  });

  it('forgets the answers of hops past a day, keeping the sessions', async () => {
    const c = caller();
    await c.dial();
    await c.press('6');
    const hopsOf = () => t.database.db.select().from(ussdHops).where(eq(ussdHops.sessionId, c.sessionId));
    expect(await hopsOf()).toHaveLength(2);
    await purgeOldHops(t.database.db);
    expect(await hopsOf()).toHaveLength(2);
    expect(await purgeOldHops(t.database.db, Date.now() + HOP_TTL_MS + 60_000)).toBeGreaterThanOrEqual(2);
    expect(await hopsOf()).toEqual([]);
    expect(
      await t.database.db.select().from(ussdSessions).where(eq(ussdSessions.sessionId, c.sessionId)),
    ).toHaveLength(1);
  });

  it('limits the callbacks of one session, and records the end-of-session notification once', async () => {
    const c = caller();
    await c.dial();
    let last: Screen | undefined;
    for (let i = 0; i < 25 && last?.status !== 429; i += 1) last = await c.press('9');
    expect(last?.status).toBe(429);
    expect(last?.answer).toBe('END Too many requests. Please try again in a minute.');

    const d = caller();
    await d.dial();
    await d.press('1');
    const event = {
      sessionId: d.sessionId,
      serviceCode: '*384*1234#',
      phoneNumber: d.phoneNumber,
      networkCode: '62130',
      status: 'Incomplete',
      cost: 'NGN 0.0000',
      date: '2026-12-05 10:00:00',
      input: '1',
      hopsCount: '2',
      lastAppResponse: d.screens[1]?.answer ?? '',
      durationInMillis: '31000',
      errorMessage: '',
    };
    for (let i = 0; i < 2; i += 1) {
      const res = await postUssd(t.app, 'ussd/events', event, KEY);
      expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    }
    const ends = await t.database.db
      .select()
      .from(ussdSessionEnds)
      .where(eq(ussdSessionEnds.sessionId, d.sessionId));
    expect(ends).toEqual([
      expect.objectContaining({
        status: 'Incomplete',
        hops: 2,
        lastScreen: 'categories',
        durationMs: 31000,
        phone: d.phoneNumber,
      }),
    ]);
  });
});
