import type { createAccessTokens } from '../../../api/src/lib/tokens.js';
import { call, expectStatus, inTurns } from './http.js';
import type { Sale } from './sale.js';
import { CODE, SHOPPERS, STATES, type Shopper } from './settings.js';

/**
 * The database, migrated and seeded by the API's own code in this process; then the shoppers' accounts, written
 * straight to it with one precomputed password hash (registration is rate-limited and each scrypt hash costs a few
 * hundred milliseconds).
 */
export async function createAccounts(apiEnv: Record<string, string>, tag: string): Promise<{ id: number }[]> {
  const { buildApp } = await import('../../../api/src/app.js');
  const { loadConfig } = await import('../../../api/src/config.js');
  const { schema } = await import('../../../api/src/db/client.js');
  const config = loadConfig({ ...apiEnv, REDIS_URL: '' }, { logLevel: 'silent' });
  const prep = await buildApp({ config, logger: false });
  await prep.ready();
  const passwordHash = await prep.passwords.hash('Shopper-Flash-1');
  const users = await prep.db
    .insert(schema.users)
    .values(
      Array.from({ length: SHOPPERS }, (_, i) => ({
        email: `flash${tag}${i}@kasuwa.test`,
        username: `flash${tag}${i}`,
        firstName: 'Shopper',
        lastName: `${i}`,
        passwordHash,
      })),
    )
    .returning({ id: schema.users.id });
  await prep.close();
  return users;
}

/**
 * The shoppers: half rush the blender, half buy towels with the code; each pays one way or the other. Their access
 * tokens are signed with the API's secret, as a sign-in would.
 */
export async function makeShoppers(
  users: { id: number }[],
  tokens: ReturnType<typeof createAccessTokens>,
): Promise<Shopper[]> {
  return Promise.all(
    users.map(async (u, i) => ({
      index: i,
      userId: u.id,
      token: await tokens.sign({ id: u.id, role: 'REGULAR' }),
      flash: i % 4 < 2,
      method: i % 2 === 0 ? ('pay_on_delivery' as const) : ('pay_now' as const),
      address: {
        full_name: `Shopper ${i} Okafor`,
        phone: `080${String(10_000_000 + i).padStart(8, '0')}`,
        street: `${i + 1} Allen Avenue`,
        city: 'Ikeja',
        state: STATES[i % STATES.length] as string,
      },
      quotedTotal: 0,
    })),
  );
}

/** Each shopper fills their cart and asks for the checkout quote with the code (the storefront's checkout page). */
export async function fillCarts(
  shoppers: Shopper[],
  api: (i: number) => string,
  { flash, other }: Sale,
  label: string,
): Promise<void> {
  const fillStarted = performance.now();
  await inTurns(shoppers, 16, async (s) => {
    const item = s.flash ? flash : other;
    const added = await call(`${api(s.index)}/api/products/add-to-cart`, {
      method: 'POST',
      token: s.token,
      body: { product_id: item.id, variant_id: item.variantId, quantity: 1 },
    });
    expectStatus(added, 200, `add to cart (shopper ${s.index})`);
    const quoted = await call(
      `${api(s.index)}/api/orders/quote?${new URLSearchParams({ promo_code: CODE, state: s.address.state })}`,
      { token: s.token },
    );
    expectStatus(quoted, 200, `quote (shopper ${s.index})`);
    const q = quoted.body.data as { total: number; promo_code: { applied: boolean } | null };
    if (!q.promo_code?.applied) throw new Error(`the code did not apply in shopper ${s.index}'s quote`);
    s.quotedTotal = q.total;
  });
  console.info(
    `${label}: ${SHOPPERS} carts filled and quoted in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s; the rush`,
  );
}
