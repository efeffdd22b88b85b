import type { Alphabet } from '../../contract/accounts';
import type { ExportWord } from '../../contract/word-export';
import {
  longerLetters,
  modernLetterOf,
  modernStartOrder,
  type DictionaryLetter,
  type ModernLetter,
} from '../../nahuatl/alphabet';
import type { SavedPage } from './dictionary-search';
import { presentSaved } from './saved-word';

/** Whether a folded headword is under `letter` of the dictionary's alphabet: it starts so, and with no longer letter (c: not ch, cu). */
const underDictionaryLetter = (plain: string, letter: DictionaryLetter) =>
  plain.startsWith(letter) && !longerLetters(letter).some((longer) => plain.startsWith(longer));

/** Strings in the order of the server's comparison (code units, as its folded ASCII spellings compare). */
const compareText = (a: string, b: string) => (a === b ? 0 : a < b ? -1 : 1);

/**
 * The saved words under `letter` of `alphabet`, `limit` from `offset`, filtered and ordered as
 * the server's `?letter=` and `?modern_letter=` (decisions 045, 059): by folded spelling and
 * id, a modern letter's words by their modern start first.
 */
export function browseSaved(
  words: readonly ExportWord[],
  alphabet: Alphabet,
  letter: string,
  limit: number,
  offset = 0,
): SavedPage {
  const found = words
    .filter((word) =>
      alphabet === 'modern'
        ? modernLetterOf(word.plain) === (letter as ModernLetter)
        : underDictionaryLetter(word.plain, letter as DictionaryLetter),
    )
    .map((word) => ({ word, key: alphabet === 'modern' ? modernStartOrder(word.plain) : word.plain }))
    .sort((a, b) => compareText(a.key, b.key) || compareText(a.word.plain, b.word.plain) || a.word.id - b.word.id);
  return {
    count: found.length,
    results: found.slice(offset, offset + limit).map(({ word }) => presentSaved(word)),
  };
}
