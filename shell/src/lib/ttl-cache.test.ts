/** @jest-environment node */
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  let now = 0;
  const clock = { now: () => now };
  beforeEach(() => {
    now = 1_000_000;
  });

  it('reads a key once per period, and again once the period is over', async () => {
    const read = jest.fn(async (key: string) => `${key}@${now}`);
    const cache = new TtlCache(read, { ttlMs: 1000, ...clock });
    expect(await cache.get('a')).toBe('a@1000000');
    now += 999;
    expect(await cache.get('a')).toBe('a@1000000');
    expect(read).toHaveBeenCalledTimes(1);
    now += 1;
    expect(await cache.get('a')).toBe('a@1001000');
    expect(read).toHaveBeenCalledTimes(2);
    // Each key has its own period.
    expect(await cache.get('b')).toBe('b@1001000');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('shares one read between callers that ask while it is under way', async () => {
    let release: (value: number) => void = () => undefined;
    const read = jest.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const cache = new TtlCache(read, { ttlMs: 1000, ...clock });
    const both = Promise.all([cache.get('x'), cache.get('x')]);
    release(7);
    expect(await both).toEqual([7, 7]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps the last good value while the source fails, and asks it again only after a period', async () => {
    let fail = false;
    let reads = 0;
    const cache = new TtlCache(
      async () => {
        reads += 1;
        if (fail) throw new Error('down');
        return reads;
      },
      { ttlMs: 1000, ...clock },
    );
    expect(await cache.get('k')).toBe(1);
    fail = true;
    now += 1000;
    expect(await cache.get('k')).toBe(1);
    expect(await cache.get('k')).toBe(1);
    expect(reads).toBe(2);
    now += 1000;
    expect(await cache.get('k')).toBe(1);
    expect(reads).toBe(3);
  });

  it('rejects while nothing good was ever read', async () => {
    const cache = new TtlCache(
      async () => {
        throw new Error('down');
      },
      { ttlMs: 1000, ...clock },
    );
    await expect(cache.get('k')).rejects.toThrow('down');
  });

  it('lets go of keys nobody has asked for in a long time', async () => {
    const cache = new TtlCache(async (key: number) => key, { ttlMs: 10, ...clock });
    for (let key = 0; key < 50; key += 1) await cache.get(key);
    expect(cache.size).toBe(50);
    now += 10_000;
    await cache.get(999);
    expect(cache.size).toBe(1);
  });
});
