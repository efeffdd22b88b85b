import { candidateForms, findForm, foldNahuatl, lookupKeys, replaceMacrons, spellingKey } from '../../../nahuatl';
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
 * conjugation engine, so "nicochizquia" (or "nikochiskia") finds cochi as "conditional · I",
 * and "nocal" (or "nokal") finds calli as "possessed · I" (decision 056).
 * Blank is no search.
 */
export async function prepareSearch(words: WordRepository, raw: string): Promise<PreparedSearch | null> {
  const plain = foldNahuatl(replaceMacrons(raw));
  if (plain === '') return null;
  const spelling = spellingKey(plain);
  const rows = await words.getByIds(await words.formWordIds(lookupKeys(candidateForms(plain))));
  const forms = new Map<number, WordMatch>();
  // By id, as the index gives them; each word at the cell of its form closest to the typed text
  // (in the dictionary's alphabet, then the other, then without the saltillo: decision 052).
  for (const row of rows) {
    // The headword in the other alphabet (`kochi`) is a spelling variant, as it was before forms were keyed so.
    if (row.spelling.startsWith(spelling)) continue;
    const analysis = findForm(wordInputOf(row), plain);
    if (analysis) {
      forms.set(row.id, {
        kind: 'form',
        form: analysis.form,
        tense: analysis.tense,
        person: analysis.personCode,
        object: analysis.object,
        noun: analysis.noun,
        description: analysis.description,
      });
    }
  }
  return { sql: { plain, spelling, formWordIds: [...forms.keys()] }, forms };
}

/** How one result matched: the inflected form when that is why it is here, else the kind of match. */
export function matchOf(row: RankedWordRow, search: PreparedSearch): WordMatch {
  const kind = KIND_OF_RANK[row.rank ?? SEARCH_RANK.definition] ?? 'definition';
  const form = search.forms.get(row.id);
  if (kind === 'form' && form) return form;
  return { kind, form: null, tense: null, person: null, object: null, description: null };
}
