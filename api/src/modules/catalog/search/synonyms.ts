import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { searchSynonyms } from '../tables.js';
import { MicroCache } from '../../../lib/micro-cache.js';
import { searchWords } from './words.js';

/**
 * Synonyms, read into memory: the table is small and read by every search. Kept for a short while per database,
 * and dropped at once when this process edits them; another replica sees an edit within `SYNONYMS_TTL_MS`.
 */
const SYNONYMS_TTL_MS = 30_000;

export interface SynonymGroup {
  id: number;
  terms: string[];
}

/** Each term (one or two words, as search splits them) with every term of its groups, itself included. */
export type SynonymMap = ReadonlyMap<string, readonly string[]>;

/** Each database's synonyms (tests run several), in the API's one cache. */
const loaded = new WeakMap<object, MicroCache<SynonymMap>>();

/** A term as searches see it: its words as search splits them, one space apart. */
export const synonymTerm = (text: string): string => searchWords(text).join(' ');

export async function listSynonyms(db: Executor): Promise<SynonymGroup[]> {
  return db
    .select({ id: searchSynonyms.id, terms: searchSynonyms.terms })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.id));
}

function groupsByTerm(groups: SynonymGroup[]): SynonymMap {
  const result = new Map<string, string[]>();
  for (const { terms } of groups) {
    for (const term of terms) {
      const alternatives = result.get(term) ?? [];
      for (const other of terms) if (!alternatives.includes(other)) alternatives.push(other);
      result.set(term, alternatives);
    }
  }
  return result;
}

export function synonymMap(db: Executor): Promise<SynonymMap> {
  let cache = loaded.get(db);
  if (!cache) loaded.set(db, (cache = new MicroCache<SynonymMap>(SYNONYMS_TTL_MS, 1)));
  return cache.get('synonyms', async () => groupsByTerm(await listSynonyms(db)));
}

export function forgetSynonyms(db: Executor): void {
  loaded.get(db)?.forget('synonyms');
}

/** The terms of a group as stored: split as search splits them, without repeats or empty ones. */
export function groupTerms(terms: string[]): string[] {
  return [...new Set(terms.map(synonymTerm).filter(Boolean))];
}

export async function createSynonymGroup(db: Executor, terms: string[]): Promise<SynonymGroup> {
  const [row] = await db
    .insert(searchSynonyms)
    .values({ terms: groupTerms(terms) })
    .returning({ id: searchSynonyms.id, terms: searchSynonyms.terms });
  forgetSynonyms(db);
  if (!row) throw new Error('Saving the synonyms failed');
  return row;
}

export async function updateSynonymGroup(
  db: Executor,
  id: number,
  terms: string[],
): Promise<SynonymGroup | null> {
  const [row] = await db
    .update(searchSynonyms)
    .set({ terms: groupTerms(terms) })
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id, terms: searchSynonyms.terms });
  forgetSynonyms(db);
  return row ?? null;
}

export async function deleteSynonymGroup(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id });
  forgetSynonyms(db);
  return rows.length > 0;
}
