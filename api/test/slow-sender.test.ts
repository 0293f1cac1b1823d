import { connect } from 'node:net';
import { buildTestApp } from './helpers.js';

/** The port the test's own server listens on (the project keeps 7000–7199 for such servers). */
const PORT = 7190;

describe('a client that trickles its request body', () => {
  it('gets 408 and its connection closed once the request timeout has passed', async () => {
    const t = await buildTestApp({ seed: false, config: { requestTimeoutMs: 500 } });
    try {
      await t.app.listen({ port: PORT, host: '127.0.0.1' });
      const socket = connect(PORT, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      const closed = new Promise<'closed' | 'still open'>((resolve) => {
        socket.on('close', () => resolve('closed'));
        // Far beyond the timeout and Node's check interval: a server without a request timeout never closes.
        setTimeout(() => resolve('still open'), 8000).unref();
      });
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      // One more byte now and then, each well within any idle timeout.
      const trickle = setInterval(() => socket.write(' '), 100);
      const outcome = await closed;
      clearInterval(trickle);
      socket.destroy();
      expect(outcome).toBe('closed');
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await t.close();
    }
  }, 15_000);
});
