/**
 * PGlite served over the PostgreSQL protocol on a socket, one statement at a time: what node-postgres sends for a
 * statement (Parse, Bind, Describe, Execute, Sync — one write) reaches PGlite in one call, and PGlite's whole answer
 * leaves in one write. (@electric-sql/pglite-socket hands PGlite each message on its own and writes every piece
 * of the answer as PGlite produces it: under a rush that cost the thread as much as PostgreSQL's own work.)
 *
 * PGlite is one session. A connection whose statement leaves a transaction open keeps the session until the
 * transaction ends; another connection's statements wait meanwhile, and a connection that goes away inside its
 * transaction has it rolled back. Plain JavaScript, run by pglite-server.mjs on the embedded database's thread.
 */
import { createServer } from 'node:net';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // 'X'

/**
 * Serves `db` on the Unix socket `path`, to at most `maxConnections` connections at once.
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {{ path: string; maxConnections: number }} options
 * @returns {Promise<{ stop(): Promise<void> }>}
 */
export async function serveWire(db, { path, maxConnections }) {
  /** @type {Set<Connection>} */
  const connections = new Set();
  /** @type {Connection[]} Connections with statements waiting, in the order they arrived. */
  const waiting = [];
  /** @type {Connection | null} The connection inside a transaction, which alone may use the session until it ends. */
  let owner = null;
  let draining = false;

  async function drain() {
    if (draining) return;
    draining = true;
    try {
      for (;;) {
        const next = owner ? waiting.indexOf(owner) : 0;
        if (next === -1 || waiting.length === 0) break;
        const [connection] = waiting.splice(next, 1);
        await connection.run();
        if (connections.has(connection)) owner = db.isInTransaction() ? connection : null;
      }
    } finally {
      draining = false;
    }
  }

  class Connection {
    /** @param {import('node:net').Socket} socket */
    constructor(socket) {
      this.socket = socket;
      this.buffer = Buffer.alloc(0);
      this.started = false;
      socket.setNoDelay(true);
      socket.on('data', (data) => {
        this.buffer = this.buffer.length === 0 ? data : Buffer.concat([this.buffer, data]);
        if (!waiting.includes(this)) waiting.push(this);
        void drain();
      });
      socket.on('error', () => socket.destroy());
      socket.on('close', () => void this.closed());
    }

    /** Takes the complete messages at the head of the buffer: the startup packet alone, else every whole message. */
    take() {
      const { buffer } = this;
      if (!this.started) {
        if (buffer.length < 8) return null;
        const length = buffer.readInt32BE(0);
        const code = buffer.readInt32BE(4);
        if (code === SSL_REQUEST) {
          this.buffer = buffer.subarray(8);
          this.socket.write('N');
          return this.take();
        }
        if (buffer.length < length) return null;
        this.buffer = buffer.subarray(length);
        if (code === CANCEL_REQUEST) {
          this.socket.end();
          return null;
        }
        this.started = true;
        return buffer.subarray(0, length);
      }
      let end = 0;
      while (end + 5 <= buffer.length) {
        const size = 1 + buffer.readInt32BE(end + 1);
        if (end + size > buffer.length) break;
        if (buffer[end] === TERMINATE) {
          this.socket.end();
          break;
        }
        end += size;
      }
      this.buffer = buffer.subarray(end);
      return end === 0 ? null : buffer.subarray(0, end);
    }

    async run() {
      const messages = this.take();
      if (!messages || this.socket.destroyed) return;
      /** @type {Uint8Array[]} */
      const answer = [];
      try {
        await db.runExclusive(() =>
          db.execProtocolRawStream(new Uint8Array(messages), {
            // A view into PGlite's memory, reused for the next piece: copied.
            onRawData: (piece) => void answer.push(Buffer.from(piece)),
          }),
        );
      } catch (err) {
        console.error('PGlite could not run a statement', err);
        this.socket.destroy();
        return;
      }
      if (answer.length > 0 && this.socket.writable) this.socket.write(Buffer.concat(answer));
    }

    async closed() {
      connections.delete(this);
      const queued = waiting.indexOf(this);
      if (queued !== -1) waiting.splice(queued, 1);
      if (owner === this) {
        owner = null;
        // The connection went away inside its transaction (its request failed, say): nothing of it is kept.
        // (exec waits for the statement running now, if any.)
        if (db.isInTransaction()) await db.exec('rollback').catch(() => undefined);
      }
      void drain();
    }
  }

  const server = createServer((socket) => connections.add(new Connection(socket)));
  server.maxConnections = maxConnections;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve(undefined));
  });
  return {
    async stop() {
      for (const connection of connections) connection.socket.destroy();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
