import { trickleRequest } from '../../config/testing/trickle-request.js';
import { buildTestApp } from './helpers.js';

/** The port the test's own server listens on (the project keeps 7000–7199 for such servers). */
const PORT = 7190;

describe('a client that trickles its request body', () => {
  it('gets 408 and its connection closed once the request timeout has passed', async () => {
    const t = await buildTestApp({ seed: false, config: { requestTimeoutMs: 500 } });
    try {
      await t.app.listen({ port: PORT, host: '127.0.0.1' });
      const { outcome, answer } = await trickleRequest(
        PORT,
        'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      expect(outcome).toBe('closed');
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await t.close();
    }
  }, 15_000);
});
