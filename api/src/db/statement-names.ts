import { LRUCache } from 'lru-cache';

/**
 * Names for the statements the API sends PGlite again and again, so that PGlite parses and plans each once per
 * session instead of at every call. In WASM, parsing and planning a statement takes most of its time (about 0.5 ms
 * for the checkout's cart lines, 0.1 ms run as a prepared statement; bench/api/ussd.ts, docs/benchmarks.md), and
 * PGlite runs one statement at a time for every request. node-postgres prepares a named statement on a connection
 * the first time it sends it, and from then on sends only its parameters.
 *
 * A text is named the second time it is seen (a statement sent once is not worth a place in the session), and at
 * most `max` texts are named: statements whose text varies with their input (an `in` list's length) stop taking
 * new names there, and run as before. A name always stands for one text, so any connection may prepare it.
 */
export class StatementNames {
  readonly #named = new Map<string, string>();
  /** Texts seen once, the most recent of them. */
  readonly #seen: LRUCache<string, true>;

  constructor(readonly max = 1_000) {
    this.#seen = new LRUCache({ max: 4 * max });
  }

  /** The name `text` is prepared under, or undefined to send it unnamed (the first time, or past `max` names). */
  nameOf(text: string): string | undefined {
    const named = this.#named.get(text);
    if (named !== undefined) return named;
    if (this.#named.size >= this.max) return undefined;
    if (!this.#seen.has(text)) {
      this.#seen.set(text, true);
      return undefined;
    }
    this.#seen.delete(text);
    const name = `kasuwa_${this.#named.size + 1}`;
    this.#named.set(text, name);
    return name;
  }

  /** How many texts have a name. */
  get size(): number {
    return this.#named.size;
  }
}

/** A query as node-postgres takes it: a text, or a config with one (a Submittable has neither and passes as it is). */
export type QueryArgument =
  string | { text?: unknown; name?: unknown; values?: unknown; submit?: unknown } | null | undefined;

/**
 * The query with a name when it has parameters and its text has one (see StatementNames); otherwise the query as it
 * came. Only statements with parameters are named: they already go by the extended protocol, each one statement, so
 * a name changes nothing but where PGlite finds its plan. (A text without parameters may hold several statements,
 * as a migration's does, which a prepared statement cannot.)
 */
export function withStatementName(
  names: StatementNames,
  query: QueryArgument,
  values: unknown,
): QueryArgument {
  if (typeof query === 'string') {
    const name = Array.isArray(values) && values.length > 0 ? names.nameOf(query) : undefined;
    return name === undefined ? query : { text: query, name };
  }
  if (
    query === null ||
    typeof query !== 'object' ||
    typeof query.submit === 'function' ||
    typeof query.text !== 'string' ||
    query.name !== undefined
  )
    return query;
  const params = values ?? query.values;
  if (!Array.isArray(params) || params.length === 0) return query;
  const name = names.nameOf(query.text);
  return name === undefined ? query : { ...query, name };
}
