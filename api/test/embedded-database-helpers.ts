import { openDatabase, type DatabaseOptions } from '../src/db/client.js';
import { pgliteDump } from './pglite-dumps.js';

/**
 * A new embedded database started from a copy of a new cluster, as the API's tests start theirs: creating the cluster
 * (initdb) is the slowest part of opening one, and what a fresh start does is tested in embedded-database.test.ts (`openDatabase({})`).
 */
export const openEmpty = async (options: DatabaseOptions = {}) =>
  openDatabase({ ...options, pgliteFrom: await pgliteDump('empty') });
