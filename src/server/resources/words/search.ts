import {
  analyzeForm,
  candidateForms,
  foldNahuatl,
  indexedForms,
  lookupKeys,
  replaceMacrons,
  spellingKey,
} from '../../../nahuatl';
import type { WordMatch } from '../../../contract/words';
import { wordInputOf, type WordRepository } from './repository';
import { SEARCH_RANK, type RankedWordRow, type WordSearch } from './search-queries';

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
 * through the full-form index (by their keys) and each hit is confirmed by the
 * conjugation engine, so "nicochizquia" finds cochi as "conditional · I". Blank is no search.
 */
export async function prepareSearch(words: WordRepository, raw: string): Promise<PreparedSearch | null> {
  const plain = foldNahuatl(replaceMacrons(raw));
  if (plain === '') return null;
  const candidates = candidateForms(plain);
  const wanted = new Set(candidates);
  const rows = await words.getByIds(await words.formWordIds(lookupKeys(candidates)));
  // Every cell of these words that holds a candidate, by form, word and cell (the order the
  // per-form index gave before migration 015); each word is confirmed at its first cell that
  // the engine analyses as the typed text.
  const hits = rows
    .flatMap((row) => {
      const verb = wordInputOf(row);
      return indexedForms(verb)
        .map((cell, order) => ({ ...cell, verb, id: row.id, order }))
        .filter((cell) => wanted.has(cell.form));
    })
    .sort((a, b) => (a.form < b.form ? -1 : a.form > b.form ? 1 : a.id - b.id || a.order - b.order))
    .slice(0, 500);
  const forms = new Map<number, WordMatch>();
  for (const hit of hits) {
    if (forms.has(hit.id)) continue;
    const analysis = analyzeForm(hit.verb, plain, hit.tense, hit.person);
    if (analysis) {
      forms.set(hit.id, {
        kind: 'form',
        form: analysis.form,
        tense: analysis.tense,
        person: analysis.personCode,
        object: analysis.object,
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
  return { kind, form: null, tense: null, person: null, object: null, description: null };
}
