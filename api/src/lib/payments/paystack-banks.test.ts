import { createPaystackBanks } from './paystack-banks.js';
import { ProviderError } from './provider.js';

const list = {
  status: true,
  message: 'Banks retrieved',
  data: [
    { id: 2, code: '058', name: 'Guaranty Trust Bank', active: true },
    { id: 1, code: '044', name: 'Access Bank', active: true },
    { id: 3, code: '000', name: 'Closed Bank', active: false },
  ],
};

/** A fetch that answers the bank list (or fails while `down`), counting the requests. */
function bankFetch() {
  const state = { calls: 0, down: false };
  const fn = (async () => {
    state.calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (state.down) return new Response('{"status":false,"message":"down"}', { status: 503 });
    return new Response(JSON.stringify(list), { status: 200 });
  }) as unknown as typeof fetch;
  return { fn, state };
}

describe("Paystack's bank list", () => {
  it('is read once for shoppers asking together, and kept for its time', async () => {
    const { fn, state } = bankFetch();
    const banks = createPaystackBanks({
      baseUrl: 'http://sim',
      secretKey: 'sk',
      fetch: fn,
      listTtlMs: 60_000,
    });
    const [a, b] = await Promise.all([banks.listBanks(), banks.listBanks()]);
    expect(a.map((bank) => bank.name)).toEqual(['Access Bank', 'Guaranty Trust Bank']);
    expect(b).toEqual(a);
    expect(await banks.listBanks()).toEqual(a);
    expect(state.calls).toBe(1);
  });

  it('is read again once its time is over, and a failed read is not kept', async () => {
    const { fn, state } = bankFetch();
    const banks = createPaystackBanks({ baseUrl: 'http://sim', secretKey: 'sk', fetch: fn, listTtlMs: 1 });
    state.down = true;
    await expect(banks.listBanks()).rejects.toBeInstanceOf(ProviderError);
    state.down = false;
    expect(await banks.listBanks()).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await banks.listBanks();
    expect(state.calls).toBe(3);
  });
});
