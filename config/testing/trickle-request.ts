import { connect } from 'node:net';

/**
 * A client that sends a request's head and then one byte of its body every 100 ms, each well within any idle
 * timeout: what a server without a request timeout keeps open for ever. Resolves with what the server answered and
 * whether it closed the connection within `waitMs` (far beyond a short test timeout and Node's check interval).
 */
export async function trickleRequest(
  port: number,
  head: string,
  waitMs = 8000,
): Promise<{ outcome: 'closed' | 'still open'; answer: string }> {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const closed = new Promise<'closed' | 'still open'>((resolve) => {
    socket.on('close', () => resolve('closed'));
    setTimeout(() => resolve('still open'), waitMs).unref();
  });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(head);
  const trickle = setInterval(() => socket.write(' '), 100);
  const outcome = await closed;
  clearInterval(trickle);
  socket.destroy();
  return { outcome, answer };
}
