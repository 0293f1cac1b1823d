/**
 * The embedded database's own thread. PGlite runs its queries in WASM on the thread that calls it, so it runs
 * here, in a worker, and the API's event loop keeps reading and answering requests while a query runs. It is
 * served over the PostgreSQL protocol (pglite-wire.mjs) on a Unix socket in a folder only this
 * process's user can enter; `openDatabase` in client.ts starts this worker and talks to it with node-postgres,
 * as it talks to PostgreSQL.
 *
 * workerData: { dataDir: a folder or 'memory://', socketPath, loadDataDir?: a file of `dumpDataDir` to start
 * from, password: what a connection must give to be served, idleInTransactionMs?, authenticationTimeoutMs? (see
 * pglite-wire.mjs) }. Posts 'ready' once the socket listens; on the message 'close' it stops serving, closes PGlite (which writes
 * its state to the folder) and posts 'closed'; on { dumpTo: file } it writes the database, as PGlite's
 * `dumpDataDir` gives it, to that file and posts 'dumped'.
 * Plain JavaScript, so that it runs as it is under tsx, jest and node alike.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { serveWire } from './pglite-wire.mjs';

/** @type {{ dataDir: string; socketPath: string; loadDataDir?: string; password: string;
 *   idleInTransactionMs?: number; authenticationTimeoutMs?: number }} */
const { dataDir, socketPath, loadDataDir, password, idleInTransactionMs, authenticationTimeoutMs } =
  workerData;
const port = parentPort;
if (!port) throw new Error('pglite-server.mjs runs as a worker thread');

// The extensions search uses (migration 0012 creates them), as PostgreSQL ships them.
// Started from a dump, PGlite skips creating the cluster (initdb), its slowest part.
const db = await PGlite.create(dataDir, {
  extensions: { pg_trgm, unaccent, fuzzystrmatch },
  ...(loadDataDir ? { loadDataDir: new Blob([readFileSync(loadDataDir)]) } : {}),
});
// One connection is all the API opens (PGlite is one session); a second is allowed so that a connection opened
// again after an error is not refused while the old one is still being cleaned up.
const server = await serveWire(db, {
  path: socketPath,
  maxConnections: 2,
  password,
  idleInTransactionMs,
  authenticationTimeoutMs,
});

port.on('message', (message) => {
  if (typeof message === 'object' && message !== null && 'dumpTo' in message) {
    void (async () => {
      const file = String(message.dumpTo);
      const dump = await db.dumpDataDir('none');
      // Written whole, then renamed: another process reading the file never sees half of it.
      const part = `${file}.${process.pid}.part`;
      writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
      renameSync(part, file);
      port.postMessage('dumped');
    })();
    return;
  }
  if (message !== 'close') return;
  void (async () => {
    await server.stop();
    await db.close();
    port.postMessage('closed');
  })();
});
port.postMessage('ready');
