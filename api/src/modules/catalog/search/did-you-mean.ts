import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { checkQueries } from './plan.js';
import { synonymMap } from './synonyms.js';
import { searchWords, STOP_WORDS, termQuery } from './words.js';

/**
 * For a search that found nothing: the same search spelt with the catalogue's closest words, when that finds
 * something. Looser than the replacements a search makes by itself: an edit distance of up to two letters
 * (fuzzystrmatch's levenshtein; one for words under five letters), or trigram similarity from 0.2.
 * The vocabulary is read whole, which only a search that found nothing pays for.
 */
export async function didYouMean(db: Executor, search: string): Promise<string | null> {
  const words = searchWords(search).filter((w) => !STOP_WORDS.has(w));
  if (words.length === 0) return null;
  const synonyms = await synonymMap(db);
  const result = await db.execute(sql`
    with vocabulary as (
      select distinct st.term from search_terms st
      join products p on p.id = st.product_id and p.published
      union
      select x from search_synonyms s, unnest(s.terms) x
    )
    select w.i::int as i, (
      select v.term from vocabulary v
      where v.term <> w.word
        and (levenshtein_less_equal(v.term, w.word, 2) <= case when length(w.word) < 5 then 1 else 2 end
          or similarity(v.term, w.word) >= 0.2)
      order by levenshtein_less_equal(v.term, w.word, 3), similarity(v.term, w.word) desc, v.term
      limit 1) as term
    from unnest(${sql.param(words)}::text[]) with ordinality as w(word, i)
    order by w.i`);
  const closest = (result as unknown as { rows: { term: string | null }[] }).rows.map((r) => r.term);
  // A word the catalogue knows stays as it is.
  const known = await checkQueries(
    db,
    words.map((w) => ({ query: termQuery(w), word: null })),
  );
  const spelt = words.map((w, i) => (known[i]?.found || synonyms.has(w) ? w : (closest[i] ?? w)));
  if (spelt.every((w, i) => w === words[i])) return null;
  const [finds] = await checkQueries(db, [{ query: spelt.map((w) => termQuery(w)).join(' & '), word: null }]);
  return finds?.found ? spelt.join(' ') : null;
}
