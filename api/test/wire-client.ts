/**
 * A raw PostgreSQL-protocol connection to the embedded database's socket, for the tests that send it what
 * node-postgres never would: frames are written byte for byte, and what comes back is kept to be read.
 */
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import type pg from 'pg';
import type { Database } from '../src/db/client.js';

/** The pool the API queries the embedded database through. */
export const poolOf = (database: Database) => (database.db as unknown as { $client: pg.Pool }).$client;

/** The socket's path and the password the API connects with. */
export function socketOf(database: Database): { path: string; password: string | undefined } {
  const { host, password } = poolOf(database).options;
  return {
    path: join(host ?? '', '.s.PGSQL.5432'),
    password: typeof password === 'string' ? password : undefined,
  };
}

/** Rejects after `ms` with `what` in its message unless `work` settles first. */
export function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A message of the protocol after startup: a type byte, then its length (itself included) and its body. */
export function message(type: string, body: Buffer | string = Buffer.alloc(0), length?: number): Buffer {
  const bytes = Buffer.from(body);
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(length ?? bytes.length + 4, 1);
  return Buffer.concat([header, bytes]);
}

/** A simple-protocol query. */
export const query = (sql: string) => message('Q', `${sql}\0`);

/** A startup packet of protocol 3.0 with these parameters (or this exact body). */
export function startupPacket(
  parameters: Record<string, string> | Buffer = { user: 'postgres', database: 'postgres' },
): Buffer {
  const body = Buffer.isBuffer(parameters)
    ? parameters
    : Buffer.from(
        `${Object.entries(parameters)
          .map(([key, value]) => `${key}\0${value}\0`)
          .join('')}\0`,
      );
  const header = Buffer.alloc(8);
  header.writeInt32BE(body.length + 8, 0);
  header.writeInt32BE(196608, 4);
  return Buffer.concat([header, body]);
}

export interface ServerMessage {
  type: string;
  body: Buffer;
}

export class RawConnection {
  received = Buffer.alloc(0);
  /** Resolves once the server (or the test) has closed the connection. */
  readonly closed: Promise<void>;
  private changed: () => void = () => undefined;

  private constructor(readonly socket: Socket) {
    socket.on('data', (data) => {
      this.received = Buffer.concat([this.received, data]);
      this.changed();
    });
    // A connection the server refuses may be reset: that is its answer.
    socket.on('error', () => undefined);
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    void this.closed.then(() => this.changed());
  }

  static async open(path: string): Promise<RawConnection> {
    const socket = connect(path);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    return new RawConnection(socket);
  }

  /** Opens one and signs in as the API does: startup, then the password when the server asks for it. */
  static async signedIn(database: Database): Promise<RawConnection> {
    const { path, password } = socketOf(database);
    const connection = await RawConnection.open(path);
    connection.send(startupPacket());
    await connection.until((messages) => messages.some((m) => m.type === 'R'), 'the authentication request');
    const asked = connection.messages().find((m) => m.type === 'R');
    // AuthenticationCleartextPassword: the password, as node-postgres sends it.
    if (asked?.body.readInt32BE(0) === 3) connection.send(message('p', `${password ?? ''}\0`));
    await connection.until((messages) => messages.some((m) => m.type === 'Z'), 'ReadyForQuery');
    return connection;
  }

  get isClosed(): boolean {
    return this.socket.destroyed;
  }

  send(bytes: Buffer): void {
    if (this.socket.writable) this.socket.write(bytes);
  }

  /** Every whole message received so far. */
  messages(): ServerMessage[] {
    const messages: ServerMessage[] = [];
    let at = 0;
    // A lone 'N' answers an SSL request: not a framed message.
    if (this.received[0] === 0x4e && this.received.length === 1) return messages;
    while (at + 5 <= this.received.length) {
      const length = this.received.readInt32BE(at + 1);
      if (length < 4 || at + 1 + length > this.received.length) break;
      messages.push({
        type: String.fromCharCode(this.received[at] ?? 0),
        body: this.received.subarray(at + 5, at + 1 + length),
      });
      at += 1 + length;
    }
    return messages;
  }

  /** The SQLSTATE codes of the errors received (ErrorResponse's `C` field). */
  errorCodes(): string[] {
    return this.messages()
      .filter((m) => m.type === 'E')
      .map((m) => /(?:^|\0)C([0-9A-Z]{5})\0/.exec(m.body.toString('latin1'))?.[1] ?? '?');
  }

  /** Resolves once `done` holds of the messages received; rejects after `ms`, or if the connection closes first. */
  until(done: (messages: ServerMessage[]) => boolean, what: string, ms = 5000): Promise<void> {
    return within(
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (done(this.messages())) resolve();
          else if (this.isClosed) reject(new Error(`closed before ${what}`));
        };
        this.changed = check;
        check();
      }),
      ms,
      what,
    );
  }

  /** Resolves once the server has closed the connection; rejects after `ms`. */
  closedByServer(ms = 5000): Promise<void> {
    return within(this.closed, ms, 'the server closing the connection');
  }

  end(): Promise<void> {
    this.socket.destroy();
    return this.closed;
  }
}
