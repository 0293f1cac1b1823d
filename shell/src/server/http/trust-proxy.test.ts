/** @jest-environment node */
import { trustedProxies } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', async () => {
    expect(await trustedProxies(undefined)).toBe(false);
    expect(await trustedProxies(' ')).toBe(false);
  });

  it('takes addresses, ranges and range names as they are, and resolves host names', async () => {
    expect(await trustedProxies('10.0.0.7, 172.18.0.0/16,loopback')).toEqual([
      '10.0.0.7',
      '172.18.0.0/16',
      'loopback',
    ]);
    expect(await trustedProxies('localhost')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(127\.0\.0\.1|::1)$/)]),
    );
  });
});
