import path from 'node:path';
import { apiEnv, apiProxySecret, mailDirOf, smsDirOf } from './lib/local-services.mjs';

describe("the API's environment under npm start", () => {
  const given = { port: 4000, shellPort: 3000, simulator: null, proxySecret: 'the-secret-of-this-start' };

  it('listens on loopback alone, behind the shop server, whatever HOST the shop is given', () => {
    const env = apiEnv(given, { HOST: '0.0.0.0' });
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.TRUST_PROXY).toBe('loopback');
  });

  it('believes forwarded addresses only with the secret the shop server is given too', () => {
    expect(apiEnv(given, {}).API_PROXY_SECRET).toBe('the-secret-of-this-start');
  });

  it('makes a new secret of 256 bits for each start unless one is configured', () => {
    const made = apiProxySecret({});
    expect(made).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(apiProxySecret({})).not.toBe(made);
    expect(apiProxySecret({ API_PROXY_SECRET: 'configured' })).toBe('configured');
  });
});

describe('the mail outbox page under npm start', () => {
  const root = path.resolve('/repo');

  it("reads the folder the API writes to: DATA_DIR's mail, DATA_DIR taken from the API's folder", () => {
    expect(mailDirOf(root, {})).toBe(path.join(root, '.data/mail'));
    expect(mailDirOf(root, { DATA_DIR: '/var/kasuwa' })).toBe(path.resolve('/var/kasuwa/mail'));
    expect(mailDirOf(root, { DATA_DIR: '../shop-data' })).toBe(path.join(root, 'shop-data/mail'));
  });
});

describe('the SMS outbox under npm start', () => {
  const root = path.resolve('/repo');

  it('keeps messages in DATA_DIR/sms, and the API sends to it with the key it checks', () => {
    expect(smsDirOf(root, {})).toBe(path.join(root, '.data/sms'));
    expect(smsDirOf(root, { DATA_DIR: '/var/kasuwa' })).toBe(path.resolve('/var/kasuwa/sms'));
    const env = apiEnv(
      {
        port: 4000,
        shellPort: 3000,
        simulator: null,
        smsOutbox: { url: 'http://127.0.0.1:4500' },
        proxySecret: 's',
      },
      {},
    );
    expect(env).toMatchObject({
      SMS_PROVIDER: 'outbox',
      SMS_API_URL: 'http://127.0.0.1:4500',
      AT_API_KEY: 'sms-outbox-development-key',
    });
    expect(apiEnv({ port: 4000, shellPort: 3000, simulator: null, proxySecret: 's' }, {}).SMS_API_URL).toBe(
      undefined,
    );
  });

  it('points the API at the courier simulator, with the key and webhook secret it uses, when it runs', () => {
    const courier = { url: 'http://127.0.0.1:4600', apiKey: 'key', webhookSecret: 'secret' };
    expect(
      apiEnv({ port: 4000, shellPort: 3000, simulator: null, courier, proxySecret: 's' }, {}),
    ).toMatchObject({
      SHIPBUBBLE_BASE_URL: 'http://127.0.0.1:4600/v1',
      SHIPBUBBLE_API_KEY: 'key',
      SHIPBUBBLE_WEBHOOK_SECRET: 'secret',
    });
    expect(
      apiEnv({ port: 4000, shellPort: 3000, simulator: null, proxySecret: 's' }, {}).SHIPBUBBLE_API_KEY,
    ).toBeUndefined();
  });
});
