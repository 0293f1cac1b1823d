/**
 * PGlite served over the PostgreSQL protocol on a socket, one statement at a time: what node-postgres sends for a
 * statement (Parse, Bind, Describe, Execute, Sync — one write) reaches PGlite in one call, and PGlite's whole answer
 * leaves in one write. (@electric-sql/pglite-socket hands PGlite each message on its own and writes every piece
 * of the answer as PGlite produces it: under a rush that cost the thread as much as PostgreSQL's own work.)
 *
 * PGlite is one session. A connection whose statement leaves a transaction open, or whose messages have not reached
 * their Sync, keeps the session until the transaction ends (or the Sync comes); another connection's statements wait
 * meanwhile. A connection that goes away, or sits idle so for `idleInTransactionMs`, leaves nothing behind: the
 * session is reset (its transaction rolled back) before it passes on.
 *
 * Only the API's own connections are served: each must give `password` (made at each start, known to the API
 * alone) when asked, and until then nothing it sends reaches PGlite. Every frame is checked before PGlite sees it:
 * PGlite takes a malformed startup packet or a message of a type the API never sends as the end of its one session
 * (the thread exits) or waits for ever, and a length that is negative, too short or past any message the API sends
 * would otherwise stall or kill the reading. Such a connection is closed with a protocol error, alone.
 * Plain JavaScript, run by pglite-server.mjs on the embedded database's thread.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { chmodSync } from 'node:fs';
import { createServer } from 'node:net';

/** Protocol 3.0, the one node-postgres speaks. */
const PROTOCOL_3 = 196_608;
const SSL_REQUEST = 80_877_103;
const GSSENC_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;
/** PostgreSQL's own bound on a startup packet. */
const MAX_STARTUP_LENGTH = 10_000;
/** A password message: the API's password is 43 characters. */
const MAX_PASSWORD_LENGTH = 1_024;
/** The longest message taken: far past any statement the API sends, short of what would exhaust the thread. */
const MAX_MESSAGE_LENGTH = 64 * 1024 * 1024;
const TERMINATE = 0x58; // 'X'
const PASSWORD_MESSAGE = 0x70; // 'p'
/** What node-postgres sends once signed in: Query, Parse, Bind, Describe, Execute, Sync, Flush, Close. */
const FORWARDED = new Set([...'QPBDESHC'].map((type) => type.charCodeAt(0)));
/** Connections that have not signed in yet, at most; each gets `authenticationTimeoutMs` to do so. */
const MAX_STARTING = 8;

/** A message of the protocol: its type, its length (itself included), its body. */
function frame(type, body = Buffer.alloc(0)) {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

/** CopyFail, then Sync: what ends whatever protocol state a connection left the session in. */
const RESET = new Uint8Array(Buffer.concat([frame('f', Buffer.from('connection ended\0')), frame('S')]));

/** AuthenticationCleartextPassword: the socket is this user's alone, so the password never crosses a network. */
const ASK_PASSWORD = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]);

/** A FATAL ErrorResponse with SQLSTATE `code`. */
function fatal(code, text) {
  return frame('E', Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${text}\0\0`, 'utf8'));
}

/** Why a startup packet's parameters (NUL-terminated keys and values, then a NUL) cannot be taken; null if they can. */
function startupProblem(parameters) {
  if (parameters.length === 0 || parameters[parameters.length - 1] !== 0) {
    return ['08P01', 'invalid startup packet layout: expected terminator as last byte'];
  }
  const strings = parameters.subarray(0, -1).toString('utf8').split('\0');
  // The last string ends at the packet's terminator: what is left after it is not a value.
  strings.pop();
  if (strings.length % 2 !== 0)
    return ['08P01', 'invalid startup packet layout: a parameter without its value'];
  for (let i = 0; i < strings.length; i += 2) {
    if (strings[i] === 'user' && strings[i + 1]) return null;
  }
  return ['28000', 'no PostgreSQL user name specified in startup packet'];
}

const digest = (text) => createHash('sha256').update(text).digest();

/** Whether the last message of an answer is ReadyForQuery ('Z'). */
function endsReady(answer) {
  let last = -1;
  for (let at = 0; at + 5 <= answer.length; at += 1 + answer.readInt32BE(at + 1)) last = at;
  return last !== -1 && answer[last] === 0x5a;
}

/**
 * Serves `db` on the Unix socket `path` to the connections that give `password`: at most `maxConnections` of
 * them at once.
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {{ path: string; maxConnections: number; password: string; idleInTransactionMs?: number;
 *   authenticationTimeoutMs?: number }} options
 * @returns {Promise<{ stop(): Promise<void> }>}
 */
export async function serveWire(
  db,
  { path, maxConnections, password, idleInTransactionMs = 5_000, authenticationTimeoutMs = 5_000 },
) {
  if (!password) throw new Error('serveWire needs the password its connections must give');
  const expected = digest(password);
  /** @type {Set<Connection>} */
  const connections = new Set();
  /** @type {Connection[]} Connections with statements waiting, in the order they arrived. */
  const waiting = [];
  /** @type {Connection | null} The connection inside a transaction, which alone may use the session until it ends. */
  let owner = null;
  let draining = false;

  const count = (state) => [...connections].filter((connection) => connection.state === state).length;

  /** Set when a connection that used the session goes away: the session is reset before anyone's next statement. */
  let resetPending = false;

  async function drain() {
    if (draining) return;
    draining = true;
    try {
      for (;;) {
        // Not while another connection, still here, is inside its transaction: that one is its own.
        if (resetPending && !(owner && connections.has(owner))) {
          resetPending = false;
          await reset();
          owner = null;
          continue;
        }
        const next = owner && connections.has(owner) ? waiting.indexOf(owner) : 0;
        if (next === -1 || waiting.length === 0) break;
        const [connection] = waiting.splice(next, 1);
        await connection.run();
        // Gone while its statement ran: the reset it asked for comes next.
        if (!connections.has(connection)) continue;
        // Inside a transaction, or between its messages and their Sync (PGlite's answer does not end with
        // ReadyForQuery: the rest may come in the next piece, or after an error the session skips to the Sync), the
        // session stays the connection's: another's statement now would land in its transaction or be skipped.
        owner = db.isInTransaction() || !connection.ready ? connection : null;
        if (owner === connection && !waiting.includes(connection)) connection.idleFrom();
      }
    } finally {
      draining = false;
    }
  }

  /**
   * Leaves nothing of a connection that went away for the next one in PGlite's one session: a COPY it began is
   * failed, the messages PostgreSQL skips after an error until a Sync end, and a transaction it left open is rolled
   * back. (Outside a COPY, CopyFail is ignored.)
   */
  async function reset() {
    // PGlite closed meanwhile (the app closing as the last connection goes): there is no session left to reset.
    if (db.closed) return;
    try {
      await db.runExclusive(() => db.execProtocolRawStream(RESET, { onRawData: () => undefined }));
      if (db.isInTransaction()) await db.exec('rollback');
    } catch (err) {
      console.error('PGlite could not reset its session', err);
    }
  }

  class Connection {
    /** @param {import('node:net').Socket} socket */
    constructor(socket) {
      this.socket = socket;
      this.buffer = Buffer.alloc(0);
      /** @type {'startup' | 'password' | 'ready' | 'ended'} */
      this.state = 'startup';
      /** @type {Buffer | null} The startup packet, for PGlite once the password is given. */
      this.startup = null;
      /** @type {Buffer[]} Whole messages read and not yet run. */
      this.pending = [];
      /** Whether it signed in, and so may have left something in the session. */
      this.usedSession = false;
      /** Whether PGlite's last answer to it ended with ReadyForQuery: its messages so far have been seen through. */
      this.ready = true;
      /** @type {NodeJS.Timeout | undefined} */
      this.timer = setTimeout(() => this.socket.destroy(), authenticationTimeoutMs);
      this.timer.unref();
      socket.setNoDelay(true);
      socket.on('data', (data) => {
        if (this.state === 'ended') return;
        this.buffer = this.buffer.length === 0 ? data : Buffer.concat([this.buffer, data]);
        const refused = this.read();
        if (refused) {
          this.refuse(...refused);
          return;
        }
        if (this.pending.length === 0 || waiting.includes(this)) return;
        // A whole statement came: the connection is not idle. (Bytes that complete nothing do not count.)
        clearTimeout(this.timer);
        waiting.push(this);
        void drain();
      });
      socket.on('error', () => socket.destroy());
      socket.on('close', () => this.closed());
    }

    /** Reads what the buffer holds; the SQLSTATE and message to refuse the connection with, or null. */
    read() {
      for (;;) {
        const { buffer } = this;
        if (this.state === 'startup') {
          if (buffer.length < 8) return null;
          const length = buffer.readInt32BE(0);
          if (length < 8 || length > MAX_STARTUP_LENGTH) return ['08P01', 'invalid length of startup packet'];
          const code = buffer.readInt32BE(4);
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
            if (length !== 8) return ['08P01', 'invalid length of startup packet'];
            this.buffer = buffer.subarray(8);
            // Neither: the socket is local.
            this.socket.write('N');
            continue;
          }
          if (buffer.length < length) return null;
          if (code === CANCEL_REQUEST) {
            this.end();
            return null;
          }
          if (code !== PROTOCOL_3) return ['0A000', 'unsupported frontend protocol'];
          const problem = startupProblem(buffer.subarray(8, length));
          if (problem) return problem;
          this.startup = Buffer.from(buffer.subarray(0, length));
          this.buffer = buffer.subarray(length);
          this.state = 'password';
          this.socket.write(ASK_PASSWORD);
          continue;
        }
        if (buffer.length < 5) return null;
        const type = buffer[0];
        const length = buffer.readInt32BE(1);
        if (this.state === 'password') {
          if (type !== PASSWORD_MESSAGE) return ['08P01', 'expected password response'];
          if (length < 5 || length > MAX_PASSWORD_LENGTH) return ['08P01', 'invalid password packet size'];
          if (buffer.length < 1 + length) return null;
          const given = buffer.subarray(5, 1 + length);
          if (given[given.length - 1] !== 0) return ['08P01', 'invalid password packet'];
          // Digests of equal length, compared in constant time: the answer tells nothing of how much matched.
          if (!timingSafeEqual(digest(given.subarray(0, -1)), expected)) {
            return ['28P01', 'password authentication failed'];
          }
          if (count('ready') >= maxConnections) return ['53300', 'sorry, too many clients already'];
          clearTimeout(this.timer);
          this.state = 'ready';
          this.usedSession = true;
          this.buffer = buffer.subarray(1 + length);
          // PGlite answers the startup packet: AuthenticationOk, the parameters, ReadyForQuery.
          this.pending.push(/** @type {Buffer} */ (this.startup));
          this.startup = null;
          continue;
        }
        // Signed in: every whole message at the head of the buffer, checked, for one call to PGlite.
        let end = 0;
        while (end + 5 <= buffer.length) {
          const kind = buffer[end];
          const size = buffer.readInt32BE(end + 1);
          if (kind === TERMINATE) {
            this.end();
            break;
          }
          if (!FORWARDED.has(kind)) return ['08P01', `invalid frontend message type ${kind}`];
          if (size < 4 || size > MAX_MESSAGE_LENGTH) return ['08P01', 'invalid message length'];
          if (end + 1 + size > buffer.length) break;
          end += 1 + size;
        }
        if (end > 0) this.pending.push(buffer.subarray(0, end));
        this.buffer = buffer.subarray(end);
        return null;
      }
    }

    /** Closes the connection with a FATAL error; what it holds is released at once, not when the peer hangs up. */
    refuse(code, text) {
      if (this.state === 'ended') return;
      this.socket.end(fatal(code, text), () => this.socket.destroy());
      this.closed();
    }

    end() {
      this.state = 'ended';
      this.socket.end();
    }

    /** Holding the session with nothing to run: the connection is ended if it stays so too long. */
    idleFrom() {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => {
        if (owner === this && !waiting.includes(this)) {
          this.refuse('25P03', 'terminating connection due to idle-in-transaction timeout');
        }
      }, idleInTransactionMs);
      this.timer.unref();
    }

    async run() {
      const messages = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
      this.pending = [];
      if (!messages || messages.length === 0 || this.socket.destroyed) return;
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
      const answered = Buffer.concat(answer);
      this.ready = endsReady(answered);
      if (answered.length > 0 && this.socket.writable) this.socket.write(answered);
    }

    closed() {
      if (!connections.delete(this)) return;
      clearTimeout(this.timer);
      this.state = 'ended';
      const queued = waiting.indexOf(this);
      if (queued !== -1) waiting.splice(queued, 1);
      // Gone, or ended, inside its transaction or not: the session is reset (its transaction rolled back) before
      // any other statement runs, and then passes on.
      if (this.usedSession) resetPending = true;
      void drain();
    }
  }

  const server = createServer((socket) => {
    if (count('startup') + count('password') >= MAX_STARTING) {
      socket.destroy();
      return;
    }
    connections.add(new Connection(socket));
  });
  // Those signed in are bounded when they sign in; this bounds the rest.
  server.maxConnections = maxConnections + MAX_STARTING;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve(undefined));
  });
  // The folder is this user's alone already; the socket is too.
  chmodSync(path, 0o600);
  return {
    async stop() {
      for (const connection of connections) connection.socket.destroy();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
