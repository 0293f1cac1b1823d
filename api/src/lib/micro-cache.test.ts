import { MicroCache } from './micro-cache.js';

/** A load whose answer the test gives by hand, counting how often it was asked. */
function handLoad<V>() {
  const waiting: ((value: V) => void)[] = [];
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<V>((resolve) => waiting.push(resolve));
  };
  return { load, answer: (value: V) => waiting.shift()?.(value), calls: () => calls };
}

describe('MicroCache', () => {
  it('shares one load between concurrent misses and keeps its answer, null included', async () => {
    const cache = new MicroCache<string | null>(60_000);
    const { load, answer, calls } = handLoad<string | null>();
    const [a, b] = [cache.get('k', load), cache.get('k', load)];
    answer(null);
    expect(await a).toBeNull();
    expect(await b).toBeNull();
    expect(await cache.get('k', load)).toBeNull();
    expect(calls()).toBe(1);
    expect(await cache.peek('k')).toBeNull();
    expect(cache.peek('other')).toBeUndefined();
  });

  it('forgets a failed load, so the next ask retries', async () => {
    const cache = new MicroCache<number>(60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 2)).toBe(2);
  });

  it('answers the callers of a load under way when the generation moves, and keeps only the new generation', async () => {
    const cache = new MicroCache<number>(60_000);
    const { load, answer } = handLoad<number>();
    const old = cache.get('k', load, 1);
    expect(await cache.get('k', async () => 2, 2)).toBe(2);
    answer(1);
    expect(await old).toBe(1);
    expect(await cache.get('k', async () => 3, 2)).toBe(2);
    expect(cache.peek('k', 1)).toBeUndefined();
  });

  it('keeps an entry no later than its `until`', async () => {
    const cache = new MicroCache<number>(60_000);
    let n = 0;
    const load = async () => (n += 1);
    expect(await cache.get('k', load, 0, Date.now() + 20)).toBe(1);
    expect(await cache.get('k', load, 0)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.get('k', load, 0)).toBe(2);
  });

  it('loads the missing keys of getMany in one call, shares loads under way, and leaves out keys not found', async () => {
    const cache = new MicroCache<number>(60_000);
    const asked: string[][] = [];
    const loadMissing = async (missing: string[]) => {
      asked.push(missing);
      return new Map(missing.filter((k) => k !== 'none').map((k) => [k, k.length]));
    };
    const [first, second] = await Promise.all([
      cache.getMany(['a', 'bb', 'none'], loadMissing),
      cache.getMany(['bb', 'ccc'], loadMissing),
    ]);
    expect([...first.entries()]).toEqual([
      ['a', 1],
      ['bb', 2],
    ]);
    expect([...second.entries()]).toEqual([
      ['bb', 2],
      ['ccc', 3],
    ]);
    expect(asked).toEqual([['a', 'bb', 'none'], ['ccc']]);
    await expect(cache.getMany(['d'], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  it('loads every time when the time box is zero', async () => {
    const cache = new MicroCache<number>(0);
    let n = 0;
    const load = async () => (n += 1);
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(2);
    expect(cache.peek('k')).toBeUndefined();
  });
});
