import pg from 'pg';

// Each suite builds the app on a fresh database (PGlite boot, migrations): allow for a busy machine.
jest.setTimeout(60_000);

/**
 * A statement sent on a client that is running one (`Promise.all` over one transaction's client) waits in that
 * client's queue anyway, and pg 9 refuses it: every such statement fails the suite, named with its test. Reads that
 * may run inside a transaction go through readAll (src/db/reads.ts).
 */
const sentOnBusyClient: string[] = [];
type Busy = { _activeQuery: unknown; _queryQueue: unknown[] };
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client & Busy, ...args: unknown[]) {
  if (this._activeQuery || this._queryQueue.length > 0)
    sentOnBusyClient.push(
      `during "${expect.getState().currentTestName ?? 'set-up'}": ${String(args[0] && typeof args[0] === 'object' && 'text' in args[0] ? args[0].text : args[0]).slice(0, 160)}`,
    );
  return (query as (...all: unknown[]) => unknown).apply(this, args);
} as typeof query;
afterAll(() => {
  pg.Client.prototype.query = query;
  expect(sentOnBusyClient).toEqual([]);
});
