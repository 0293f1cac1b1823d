import { DEFAULT_USSD_CALLBACK_KEY, assertProductionReady, loadConfig } from '../../config.js';

describe('the USSD callback key', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    RELEASE_TOKEN_SECRET: 'y'.repeat(40),
    ADMIN_PASSWORD: 'A-real-admin-password-1',
  };

  it('is ussd-dev-key outside production, or what USSD_CALLBACK_KEY says', () => {
    expect(loadConfig({}).ussdCallbackKey).toBe(DEFAULT_USSD_CALLBACK_KEY);
    expect(DEFAULT_USSD_CALLBACK_KEY).toBe('ussd-dev-key');
    expect(loadConfig({ USSD_CALLBACK_KEY: 'k'.repeat(40) }).ussdCallbackKey).toBe('k'.repeat(40));
    expect(() => assertProductionReady(loadConfig({}))).not.toThrow();
  });

  it('must be set in production, to a random value of at least 32 characters', () => {
    for (const key of [undefined, '', DEFAULT_USSD_CALLBACK_KEY, 'short-key'])
      expect(() =>
        assertProductionReady(
          loadConfig({ ...production, ...(key === undefined ? {} : { USSD_CALLBACK_KEY: key }) }),
        ),
      ).toThrow(/USSD_CALLBACK_KEY must be set/);
    expect(() =>
      assertProductionReady(loadConfig({ ...production, USSD_CALLBACK_KEY: 'u'.repeat(40) })),
    ).not.toThrow();
  });
});
