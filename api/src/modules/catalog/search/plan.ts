import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { synonymMap, type SynonymMap } from './synonyms.js';
import { operand, searchWords, STOP_WORDS, termQuery } from './words.js';

/**
 * What a search looks for, as PostgreSQL full-text queries over the products' search documents (migration
 * 0012). Each word (or two-word synonym, "air conditioner") is one part, all parts must match:
 * - a part matches its word or any of its synonyms ("tv" also finds "television"), words of three letters or
 *   more as prefixes;
 * - a part the catalogue has nothing for is replaced by the closest word of the catalogue's vocabulary (names,
 *   brands, categories) by trigram similarity ("samsng" is "samsung"); words under four letters are never
 *   replaced, they would match too much;
 * - two neighbouring words also match as one ("power bank" finds "Powerbank"); one word that is two words in
 *   a name matches through the joined pairs the document holds ("powerbank" finds "Power Bank");
 * - a part with neither a match nor a close word is left out, unless nothing else is left;
 * - when no product matches all the parts, products matching any of them are found, most parts first.
 */
export interface SearchPlan {
  /** The tsquery every result matches; null when nothing can match. */
  query: string | null;
  /** The same without prefixes: results matching it whole rank higher. */
  exact: string | null;
  /** The words of the search and what each became: itself, its replacement, or null when left out. */
  words: { word: string; used: string | null }[];
}

interface Part {
  /** The word or two-word term the shopper typed. */
  text: string;
  /** One word: may be replaced by a close word, or joined with its neighbour. */
  single: boolean;
  alternatives: readonly string[];
}

/** The parts of a search: its words, two-word synonyms kept together, small words dropped. */
export function partsOf(text: string, synonyms: SynonymMap): Part[] {
  const words = searchWords(text);
  const meaningful = words.some((w) => !STOP_WORDS.has(w));
  const parts: Part[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    const pair = i + 1 < words.length ? `${word} ${words[i + 1] ?? ''}` : undefined;
    const pairSynonyms = pair === undefined ? undefined : synonyms.get(pair);
    if (pair !== undefined && pairSynonyms) {
      parts.push({ text: pair, single: false, alternatives: pairSynonyms });
      i++;
    } else if (!(meaningful && STOP_WORDS.has(word))) {
      parts.push({ text: word, single: true, alternatives: synonyms.get(word) ?? [word] });
    }
  }
  return parts;
}

/**
 * A part's terms as one tsquery. The typed term matches as a prefix (three letters or more: see `operand`); its
 * synonyms only from five letters, so "tab" for "tablet" does not also find "table".
 */
const anyOf = (terms: readonly string[], typed: string, prefix: boolean | 'typing' = true): string => {
  const queries = terms.map((t) =>
    termQuery(
      t,
      prefix === 'typing' && t === typed
        ? true
        : prefix && (t === typed ? undefined : t.split(' ').every((w) => w.length >= 5)),
    ),
  );
  return queries.length === 1 ? (queries[0] ?? '') : `(${queries.join(' | ')})`;
};

interface Check {
  found: boolean;
  fix: string | null;
}

/**
 * One round trip: whether each query finds a published product, and for each word that finds none and may be
 * replaced, the closest term of the vocabulary or of the synonyms (pg_trgm's `%`: similarity of at least
 * pg_trgm.similarity_threshold, 0.3 unless set).
 */
export async function checkQueries(
  db: Executor,
  checks: { query: string; word: string | null }[],
): Promise<Check[]> {
  if (checks.length === 0) return [];
  const result = await db.execute<{ i: number; found: boolean; fix: string | null }>(sql`
    select c.i::int as i, c.found, case when not c.found and c.word is not null then (
      select t.term from (
        select st.term from search_terms st
        where st.term % c.word
          and exists (select 1 from products p where p.id = st.product_id and p.published)
        union
        select x from search_synonyms s, unnest(s.terms) x where x % c.word
      ) t
      order by similarity(t.term, c.word) desc, abs(length(t.term) - length(c.word)), t.term
      limit 1) end as fix
    from (
      select u.i, u.word, exists (
        select 1 from products p
        where p.published and p.search_document @@ to_tsquery('simple', u.q)) as found
      from unnest(${sql.param(checks.map((c) => c.query))}::text[],
        ${sql.param(checks.map((c) => c.word))}::text[]) with ordinality as u(q, word, i)
    ) c
    order by c.i`);
  return (result as unknown as { rows: { found: boolean; fix: string | null }[] }).rows.map((r) => ({
    found: r.found,
    fix: r.fix,
  }));
}

/**
 * `typing`: the search is being typed (suggestions), so its last word matches as a prefix whatever its length
 * ("sa" finds Samsung).
 */
export async function planSearch(db: Executor, text: string, typing = false): Promise<SearchPlan> {
  const synonyms = await synonymMap(db);
  const parts = partsOf(text, synonyms);
  const last = parts.at(-1);
  /** How a part's typed word matches: the last one as a prefix while typing. */
  const prefixOf = (part: Part): boolean | 'typing' => (typing && part === last ? 'typing' : true);
  const mayFix = (part: Part) => part.single && part.text.length >= 4 && !/^[0-9]+$/.test(part.text);
  const joined = (i: number): string | null => {
    const a = parts[i];
    const b = parts[i + 1];
    return a?.single && b?.single ? `${a.text}${b.text}` : null;
  };
  const checks = [
    ...parts.map((part) => ({
      query: anyOf(part.alternatives, part.text, prefixOf(part)),
      word: mayFix(part) ? part.text : null,
    })),
    ...parts.map((_, i) => ({ query: operand(joined(i) ?? ''), word: null })).filter((c) => c.query),
  ];
  const checked = await checkQueries(db, checks);
  const pairFound = new Map<number, boolean>();
  let next = parts.length;
  parts.forEach((_, i) => {
    if (joined(i)) pairFound.set(i, checked[next++]?.found ?? false);
  });

  const clauses: { query: string; exact: string }[] = [];
  const words: SearchPlan['words'] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as Part;
    const check = checked[i];
    const other = parts[i + 1];
    const otherCheck = checked[i + 1];
    const pair = joined(i);
    if (pair && other && pairFound.get(i) && !(check?.found && otherCheck?.found)) {
      clauses.push({
        query: `((${anyOf(part.alternatives, part.text, prefixOf(part))} & ${anyOf(other.alternatives, other.text, prefixOf(other))}) | ${operand(pair)})`,
        exact: `((${anyOf(part.alternatives, part.text, false)} & ${anyOf(other.alternatives, other.text, false)}) | ${pair})`,
      });
      words.push({ word: part.text, used: part.text }, { word: other.text, used: other.text });
      i++;
    } else if (check?.found) {
      clauses.push({
        query: anyOf(part.alternatives, part.text, prefixOf(part)),
        exact: anyOf(part.alternatives, part.text, false),
      });
      words.push({ word: part.text, used: part.text });
    } else if (check?.fix) {
      const alternatives = synonyms.get(check.fix) ?? [check.fix];
      clauses.push({ query: anyOf(alternatives, check.fix), exact: anyOf(alternatives, check.fix, false) });
      words.push({ word: part.text, used: check.fix });
    } else {
      words.push({ word: part.text, used: null });
    }
  }
  // Nothing the catalogue knows: everything typed must match, which finds nothing.
  if (clauses.length === 0 && parts.length > 0) {
    return {
      query: parts.map((p) => anyOf(p.alternatives, p.text, prefixOf(p))).join(' & '),
      exact: parts.map((p) => anyOf(p.alternatives, p.text, false)).join(' & '),
      words,
    };
  }
  if (clauses.length === 0) return { query: null, exact: null, words };
  const all = clauses.map((c) => c.query).join(' & ');
  // Every part matches something, but no product matches them all ("non stick pot"): any part will do, and
  // the products matching most of them rank first.
  if (clauses.length > 1 && !(await checkQueries(db, [{ query: all, word: null }]))[0]?.found) {
    return {
      query: clauses.map((c) => c.query).join(' | '),
      exact: clauses.map((c) => c.exact).join(' | '),
      words,
    };
  }
  return { query: all, exact: clauses.map((c) => c.exact).join(' & '), words };
}
