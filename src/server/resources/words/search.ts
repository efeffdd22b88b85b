import { analyzeForm, candidateForms, foldNahuatl, replaceMacrons, spellingKey, type PersonIndex, type Tense } from '../../../nahuatl';
import type { WordMatch } from '../../../contract/words';
import { SEARCH_RANK, wordInputOf, type RankedWordRow, type WordRepository, type WordSearch } from './repository';

/** A prepared search and, for words found through an inflected form, what that form is. */
export interface PreparedSearch {
  sql: WordSearch;
  forms: Map<number, WordMatch>;
}

const KIND_OF_RANK = Object.fromEntries(Object.entries(SEARCH_RANK).map(([kind, rank]) => [rank, kind])) as Record<
  number,
  WordMatch['kind']
>;

/**
 * Turns `?search=` into what the repository ranks by. Inflected forms are found
 * through the full-form index and each hit is confirmed by the conjugation
 * engine, so "nicochizquia" finds cochi as "conditional · I". Blank is no search.
 */
export async function prepareSearch(words: WordRepository, raw: string): Promise<PreparedSearch | null> {
  const plain = foldNahuatl(replaceMacrons(raw));
  if (plain === '') return null;
  const hits = await words.formHits(candidateForms(plain));
  const rows = new Map((await words.getByIds([...new Set(hits.map((h) => h.word_id))])).map((row) => [row.id, row]));
  const forms = new Map<number, WordMatch>();
  for (const hit of hits) {
    const row = rows.get(hit.word_id);
    if (!row || forms.has(row.id)) continue;
    const analysis = analyzeForm(wordInputOf(row), plain, hit.tense as Tense, hit.person as PersonIndex);
    if (analysis) {
      forms.set(row.id, {
        kind: 'form',
        form: analysis.form,
        tense: analysis.tense,
        person: analysis.personCode,
        description: analysis.description,
      });
    }
  }
  return { sql: { plain, spelling: spellingKey(plain), formWordIds: [...forms.keys()] }, forms };
}

/** How one result matched: the inflected form when that is why it is here, else the kind of match. */
export function matchOf(row: RankedWordRow, search: PreparedSearch): WordMatch {
  const kind = KIND_OF_RANK[row.rank ?? SEARCH_RANK.definition] ?? 'definition';
  const form = search.forms.get(row.id);
  if (kind === 'form' && form) return form;
  return { kind, form: null, tense: null, person: null, description: null };
}
