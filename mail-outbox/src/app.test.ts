import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { buildOutbox, LIST_LIMIT, sentAt } from './app.js';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

// The API's own mailer writes the mails the outbox reads (its file names and its JSON), so a change to either shows
// here. Required by path: it is the API's module, with the API's dependencies.
const apiDir = path.join(__dirname, '../../api');
type PluginWrapper = (plugin: FastifyPluginAsync, options: { name: string }) => FastifyPluginAsync;
const apiModule = async <T>(file: string): Promise<T> => ((await import(file)) as { default: T }).default;

/** The API's mailer writing to `mailDir` (no SMTP_URL: its file outbox). */
async function apiMailer(mailDir: string) {
  const fp = await apiModule<PluginWrapper>(require.resolve('fastify-plugin', { paths: [apiDir] }));
  const mailerPlugin = await apiModule<FastifyPluginAsync>(path.join(apiDir, 'src/plugins/app/mailer.ts'));
  const app = Fastify();
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('config', { mailDir, smtpUrl: undefined, mailFrom: 'Kasuwa <shop@kasuwa.test>' });
      },
      { name: 'config' },
    ),
  );
  await app.register(mailerPlugin);
  await app.ready();
  const send = (mail: Mail) =>
    (app as unknown as { mailer: { send(mail: Mail): Promise<void> } }).mailer.send(mail);
  return { send, close: () => app.close() };
}

const HOSTILE_SUBJECT = '<script>alert("subject")</script> & <b>bold</b>';
const HOSTILE_HTML =
  '<p>Hello</p><script>alert("html")</script><img src=x onerror="alert(1)"><a href="javascript:alert(2)">x</a>';

describe('the mail outbox page', () => {
  let root: string;
  let mailDir: string;
  let outbox: FastifyInstance;
  let mailer: Awaited<ReturnType<typeof apiMailer>>;

  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'kasuwa-outbox-'));
    mailDir = path.join(root, 'mail');
    mailer = await apiMailer(mailDir);
    outbox = buildOutbox({ mailDir, env: {} });
  });
  afterEach(async () => {
    await outbox.close();
    await mailer.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('says there is no mail yet when the folder does not exist', async () => {
    const response = await outbox.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('No mail yet');
  });

  it('lists the mails the API wrote, newest first, and shows one with its text and HTML', async () => {
    await mailer.send({ to: 'ada@kasuwa.test', subject: 'Reset your password', text: 'First mail' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send({
      to: 'bola@kasuwa.test',
      subject: 'Your order KSW-1001',
      text: 'Thank you for your order.\nTotal: ₦12,500.00',
      html: '<p>Thank you for your <strong>order</strong>.</p>',
      headers: { 'List-Unsubscribe': '<http://localhost/unsubscribe?t=1>' },
    });

    const list = await outbox.inject('/');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/^text\/html/);
    expect(list.body).toContain('2 mails, newest first');
    expect(list.body.indexOf('Your order KSW-1001')).toBeGreaterThan(-1);
    expect(list.body.indexOf('Your order KSW-1001')).toBeLessThan(list.body.indexOf('Reset your password'));
    expect(list.body).toContain('bola@kasuwa.test');

    const [newest] = readdirSync(mailDir).sort().reverse();
    expect(list.body).toContain(`href="/mail/${newest}"`);
    expect(sentAt(newest!)?.getTime()).toBeLessThanOrEqual(Date.now());
    const one = await outbox.inject(`/mail/${newest}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('<pre>Thank you for your order.\nTotal: ₦12,500.00</pre>');
    expect(one.body).toContain('Kasuwa &lt;shop@kasuwa.test&gt;');
    expect(one.body).toContain('List-Unsubscribe');
    expect(one.body).toContain(
      'srcdoc="&lt;p&gt;Thank you for your &lt;strong&gt;order&lt;/strong&gt;.&lt;/p&gt;"',
    );
  });

  it('escapes a hostile subject and shows hostile HTML only inside a sandboxed frame, under a no-script policy', async () => {
    await mailer.send({
      to: '"<img src=x onerror=alert(3)>" <eve@kasuwa.test>',
      subject: HOSTILE_SUBJECT,
      text: '<script>alert("text")</script>',
      html: HOSTILE_HTML,
    });
    const [file] = readdirSync(mailDir);

    const list = await outbox.inject('/');
    expect(list.body).not.toContain('<script>');
    expect(list.body).not.toContain('<b>bold</b>');
    expect(list.body).not.toContain('<img');
    expect(list.body).toContain(
      '&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
    );

    const one = await outbox.inject(`/mail/${file}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).not.toContain('<script>');
    expect(one.body).not.toContain('<img');
    expect(one.body).not.toMatch(/<a href="javascript:/);
    const frame = /<iframe sandbox title="[^"]*" srcdoc="([^"]*)"><\/iframe>/.exec(one.body);
    expect(frame?.[1]).toBe(
      '&lt;p&gt;Hello&lt;/p&gt;&lt;script&gt;alert(&quot;html&quot;)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;a href=&quot;javascript:alert(2)&quot;&gt;x&lt;/a&gt;',
    );
    expect(one.body).toContain('&lt;script&gt;alert(&quot;text&quot;)&lt;/script&gt;');
    const policy = String(one.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
  });

  it('answers 404 for a name that is not a mail of the folder, even one naming a file outside it', async () => {
    await mailer.send({ to: 'ada@kasuwa.test', subject: 'Hello', text: 'Hi' });
    const [file] = readdirSync(mailDir);
    // A file the mailer's name pattern would match, outside the folder, and a file inside it that is not a mail.
    const outside = file!.replace(/^\d{4}/, '2001');
    writeFileSync(path.join(root, outside), JSON.stringify({ subject: 'secret outside', text: 'secret' }));
    writeFileSync(
      path.join(mailDir, 'notes.json'),
      JSON.stringify({ subject: 'not a mail', text: 'secret' }),
    );
    mkdirSync(path.join(root, 'other'));

    for (const url of [
      `/mail/..%2F${outside}`,
      `/mail/%2E%2E%2F${outside}`,
      `/mail/..%5C${outside}`,
      `/mail/../${outside}`,
      '/mail/..%2F..%2F..%2Fetc%2Fpasswd',
      '/mail/notes.json',
      `/mail/${outside}`,
      '/mail/',
    ]) {
      const response = await outbox.inject(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toContain('secret');
    }
    expect((await outbox.inject(`/mail/${file}`)).statusCode).toBe(200);
  });

  it('lists an unreadable file as such rather than failing', async () => {
    mkdirSync(mailDir, { recursive: true });
    const name = '2026-12-02T06-00-00-000Z-00000000-0000-4000-8000-000000000000.json';
    writeFileSync(path.join(mailDir, name), '{ half a mail');
    const list = await outbox.inject('/');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('(not a mail the shop wrote)');
    expect((await outbox.inject(`/mail/${name}`)).statusCode).toBe(404);
  });

  it(`lists the newest ${LIST_LIMIT} of a larger outbox`, async () => {
    mkdirSync(mailDir, { recursive: true });
    for (let i = 0; i < LIST_LIMIT + 5; i++) {
      const stamp = new Date(Date.UTC(2026, 11, 1, 0, 0, i)).toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-00000000-0000-4000-8000-${String(i).padStart(12, '0')}.json`;
      writeFileSync(path.join(mailDir, name), JSON.stringify({ to: [], subject: `Mail ${i}`, text: '' }));
    }
    const list = await outbox.inject('/');
    expect(list.body).toContain(`${LIST_LIMIT + 5} mails, newest first`);
    expect(list.body).toContain(`>Mail ${LIST_LIMIT + 4}<`);
    expect(list.body).not.toContain('>Mail 4<');
  });

  it('never runs in production', () => {
    expect(() => buildOutbox({ mailDir, env: { NODE_ENV: 'production' } })).toThrow(
      /never runs in production/,
    );
  });
});
