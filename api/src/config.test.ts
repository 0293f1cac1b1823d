import { DEFAULT_JWT_SECRET, loadConfig } from './config.js';

describe("the API's environment (one schema: a default when unset or blank, a refusal when bad)", () => {
  it('takes the defaults when nothing is set, and when a variable is blank', () => {
    for (const env of [{}, { API_PORT: '', CATALOG_CACHE_MS: '  ', JWT_SECRET: '' }]) {
      const config = loadConfig(env);
      expect(config.port).toBe(4000);
      expect(config.catalogCacheMs).toBe(30_000);
      expect(config.jwtSecret).toBe(DEFAULT_JWT_SECRET);
      expect(config.role).toBe('all');
      expect(config.sms.apiUrl).toBe('http://127.0.0.1:4500');
      expect(config.apiDocs).toBe(true);
    }
  });

  it('reads what is set, 0 included where it switches a thing off', () => {
    const config = loadConfig({
      API_PORT: '8840',
      CATALOG_CACHE_MS: '0',
      JOB_POLLING_SECONDS: '0.5',
      API_ROLE: 'worker',
      APP_URL: 'https://kasuwa.ng/',
      API_DOCS: 'false',
      SMS_OUTBOX_PORT: '9999',
      CANARY_FAILURE_FLOOR: '0.05',
    });
    expect(config.port).toBe(8840);
    expect(config.catalogCacheMs).toBe(0);
    expect(config.jobPollingSeconds).toBe(0.5);
    expect(config.role).toBe('worker');
    expect(config.appUrl).toBe('https://kasuwa.ng');
    expect(config.apiDocs).toBe(false);
    expect(config.sms.apiUrl).toBe('http://127.0.0.1:9999');
    expect(config.canaryRule.floor).toBe(0.05);
  });

  it.each([
    [{ API_PORT: 'eighty' }, /API_PORT must be a whole number/],
    [{ API_PORT: '70000' }, /API_PORT must be at most 65535/],
    [{ RATE_LIMIT_MAX: '0' }, /RATE_LIMIT_MAX must be at least 1/],
    [{ JOB_CLOCK_SECONDS: '60' }, /JOB_CLOCK_SECONDS must be at most 45/],
    [{ JOB_POLLING_SECONDS: '0.1' }, /JOB_POLLING_SECONDS must be at least 0.5/],
    [{ API_ROLE: 'everything' }, /API_ROLE must be one of server, worker, all/],
    [{ SMS_PROVIDER: 'twilio' }, /SMS_PROVIDER must be one of outbox, africastalking/],
    [{ API_DOCS: 'yes' }, /API_DOCS must be true or false/],
    [{ APP_URL: 'kasuwa.ng' }, /APP_URL must be an absolute http/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of fatal/],
    [{ DATABASE_SCHEMA: 'shop; drop' }, /DATABASE_SCHEMA must be a plain schema name/],
  ])('refuses %j instead of falling back to the default', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names every bad variable at once, and never repeats a secret', () => {
    const secret = 'too-short-secret';
    let message = '';
    try {
      loadConfig({ API_PORT: 'x', METRICS_TOKEN: secret, API_PROXY_SECRET: secret });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Kasuwa's API cannot start: /);
    expect(message).toMatch(/API_PORT must be a whole number/);
    expect(message).toMatch(/METRICS_TOKEN must be a random value of at least 32 characters/);
    expect(message).toMatch(/API_PROXY_SECRET must be a random value of at least 32 characters/);
    expect(message).not.toContain(secret);
  });
});
