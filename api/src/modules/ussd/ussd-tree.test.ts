import { newPhone } from '../../../test/fixtures.js';
import { buildSimulator, SIMULATOR_SECRET_KEY, type Simulator } from 'paystack-simulator';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';
import { SCREEN_MAX, isGsm7 } from './gsm7.js';
import { ussdCaller, type Screen, type UssdCaller } from '../../../test/ussd-caller.js';

const KEY = 'ussd-dev-key';

/** The keys of a screen's numbered choices ('1', '2' …), without `0 More` and `00 Back`. */
const choicesOf = (screen: Screen) =>
  screen.screen
    .split('\n')
    .map((line) => /^([1-9]\d?) /.exec(line)?.[1])
    .filter((key): key is string => key !== undefined);
const hasMore = (screen: Screen) => screen.screen.split('\n').includes('0 More');

/**
 * The whole menu tree of the seeded shop, walked: every category and page of products, every product and variant
 * to its quantity and buy screens, every page of states, every state's pickup stations, the confirm screens and the
 * order's last screen, the cart, buy again, track and help. Every screen is at most 160 characters of GSM-7.
 */
// The walk checks what each screen says, which the same seeded shop makes the same on either database: PGlite's
// run is enough (every menu path runs on PostgreSQL too, in ussd.test.ts).
describe.each(databases.slice(0, 1))('every screen of the USSD menu on the seeded shop (%s)', (kind) => {
  let t: TestApp;
  // Paystack (the simulator) takes payments, so the confirm screens offer every way to pay and their last screens.
  let sim: Simulator;
  beforeAll(async () => {
    sim = buildSimulator();
    const simUrl = await sim.app.listen({ port: 0, host: '127.0.0.1' });
    t = await buildTestApp({
      kind,
      seed: true,
      config: {
        ussdPerPhonePerMinute: 100_000,
        ussdPerSessionPerMinute: 100_000,
        paystackBaseUrl: simUrl,
        paystackSecretKey: SIMULATOR_SECRET_KEY,
      },
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await sim.app.close();
  });

  const seen: Screen[] = [];
  const walk = (phone: string): UssdCaller => ussdCaller(t.app, phone, KEY);
  /** Presses `reply`, keeps the screen for the rules' check, and fails at once on an answer that is not a screen. */
  const press = async (c: UssdCaller, reply: string | null): Promise<Screen> => {
    const s = reply === null ? await c.dial() : await c.press(reply);
    if (s.status !== 200 || !/^(CON|END) /.test(s.answer))
      throw new Error(`after "${reply}": ${s.status} ${s.answer}`);
    seen.push(s);
    return s;
  };

  afterAll(() => {
    const broken = seen.filter((s) => s.screen.length > SCREEN_MAX || !isGsm7(s.screen));
    expect(broken.map((s) => `${s.screen.length}: ${s.screen}`)).toEqual([]);
  });

  it('shows every category, product page, product, variant, quantity and buy screen within the rules', async () => {
    const phone = newPhone();
    // The categories, page by page: [page, key] of each.
    const list = walk(phone);
    await press(list, null);
    let page = await press(list, '1');
    const categories: [number, string][] = [];
    for (let p = 1; ; p += 1) {
      categories.push(...choicesOf(page).map((key): [number, string] => [p, key]));
      if (!hasMore(page)) break;
      page = await press(list, '0');
    }
    expect(categories.length).toBeGreaterThanOrEqual(5);

    // A session to each screen: a real one is short (the gateway ends it at about 180 s), so its text is too.
    const open = async (replies: string[]) => {
      const c = walk(phone);
      let s = await press(c, null);
      for (const reply of replies) s = await press(c, reply);
      return { c, s };
    };
    const more = (count: number) => Array.from({ length: count }, () => '0');
    let products = 0;
    let variants = 0;
    for (const [categoryPage, categoryKey] of categories) {
      const toCategory = ['1', ...more(categoryPage - 1), categoryKey];
      let { s: list } = await open(toCategory);
      for (let productPage = 1; ; productPage += 1) {
        for (const productKey of choicesOf(list)) {
          products += 1;
          const toProduct = [...toCategory, ...more(productPage - 1), productKey];
          const { c, s: product } = await open(toProduct);
          if (product.screen.includes('Enter quantity')) {
            variants += 1;
            await press(c, '1');
            expect((await press(c, '00')).screen).toBe(list.screen);
            continue;
          }
          // A product of several variants: each one's quantity and buy screens.
          let shown = product;
          for (let variantPage = 1; ; variantPage += 1) {
            for (const variantKey of choicesOf(shown)) {
              variants += 1;
              const { c: v, s: chosen } = await open([...toProduct, ...more(variantPage - 1), variantKey]);
              if (chosen.screen.includes('Enter quantity')) await press(v, '1');
            }
            if (!hasMore(shown)) break;
            shown = await press(c, '0');
          }
        }
        if (!hasMore(list)) break;
        list = (await open([...toCategory, ...more(productPage)])).s;
      }
    }
    expect(products).toBeGreaterThanOrEqual(50);
    expect(variants).toBeGreaterThanOrEqual(products);
  }, 600_000);

  it('shows every delivery, state, station and confirm screen, the order, and the other menus within the rules', async () => {
    const phone = newPhone();
    const c = walk(phone);
    await press(c, null);
    let s = await press(c, '2');
    s = await press(c, 'rice');
    s = await press(c, choicesOf(s)[0] ?? '1');
    if (!s.screen.includes('Enter quantity')) s = await press(c, '1');
    await press(c, '1');
    await press(c, '2');
    s = await press(c, 'Chiamaka Nwosu-Eze');
    expect(s.screen).toMatch(/^Deliver to/);
    // Home delivery: every page of states, one state's address and confirm screens.
    s = await press(c, '2');
    let pages = 1;
    while (hasMore(s)) {
      s = await press(c, '0');
      pages += 1;
    }
    expect(pages).toBe(5);
    s = await press(c, choicesOf(s)[0] ?? '1');
    expect(s.screen).toMatch(/^Delivery in /);
    s = await press(c, '1'.repeat(3));
    s = await press(
      c,
      'Plot 1234 Trans-Amadi Industrial Layout Road, Off Peter Odili Road, Port Harcourt, Rivers',
    );
    expect(s.screen).toMatch(/\n1 Pay on delivery\n2 Pay by bank USSD\n3 Pay by bank transfer\n00 Back$/);
    // Pickup: every state with a station, every page of its stations, a confirm screen for each station shown.
    s = await press(c, '00');
    s = await press(c, '3');
    const states = choicesOf(s);
    expect(states.length).toBeGreaterThanOrEqual(5);
    for (const stateKey of states) {
      let stations = await press(c, stateKey);
      for (;;) {
        for (const stationKey of choicesOf(stations)) {
          await press(c, stationKey);
          await press(c, '00');
          s = await press(c, '3');
          stations = await press(c, stateKey);
        }
        if (!hasMore(stations)) break;
        stations = await press(c, '0');
      }
      await press(c, '00');
    }
    s = await press(c, '00');
    s = await press(c, '3');
    s = await press(c, states[0] ?? '1');
    s = await press(c, '1');
    const placed = await press(c, '1');
    expect(placed.ended).toBe(true);

    // Buying again, paid by each bank's USSD code and by transfer: every bank's screen and every last screen.
    const buyAgain = async () => {
      const again = walk(phone);
      await press(again, null);
      await press(again, '4');
      s = await press(again, '1');
      expect(s.screen).toMatch(/^Deliver to\n1 As last time/);
      s = await press(again, '1');
      expect(s.screen).toMatch(/\n1 Pay on delivery\n/);
      return again;
    };
    for (const bank of ['1', '2', '3', '4']) {
      const again = await buyAgain();
      expect((await press(again, '2')).screen).toMatch(/^Pay N[\d,]+ from which bank\?/);
      expect((await press(again, bank)).screen).toMatch(/: dial \*\d{3}\*[\d*]+# to pay N/);
    }
    expect((await press(await buyAgain(), '3')).screen).toMatch(/: transfer N[\d,]+ to Test Bank \d{10}/);
    for (const top of ['3', '5', '6']) {
      const other = walk(phone);
      await press(other, null);
      s = await press(other, top);
    }
  }, 300_000);
});
