/**
 * What the dictionary stores for a word and derives from it: pure, with no database, so a
 * bulk import can compute it in a worker thread beside the writes (decision 025).
 */

import type { WordVariant } from '../../../contract/words';
import { definitionsPlain } from '../../../contract/word-search';
import { foldNahuatl, indexKeys, spellingKey, tensesFor, type DictionaryVerb } from '../../../nahuatl';

/** Words per batch of a bulk write: per statement, and per message from an import's worker thread. */
export const WORDS_PER_BATCH = 500;

/** A word as the dictionary stores it, before the database gives it an id. */
export interface WordInput {
  word: string;
  type: string;
  past: string | null;
  owned: string | null;
  transitive: boolean | null;
  /** Used both with and without an object (decision 081); absent: false. */
  ambitransitive?: boolean;
  /** The variety when not the app's Huasteca (decision 019); absent or null: Huasteca. */
  variant?: WordVariant | null;
  definition_spanish: string[];
  definition_english: string[];
  /** Stored forms of an irregular verb, replacing generated cells (see DictionaryVerb). */
  overrides?: DictionaryVerb['overrides'];
}

/**
 * The row values of a word, derived columns included; `tenses` is its tense table when
 * already computed ({@link conjugatedWord}).
 */
export function wordValues(input: WordInput, tenses = JSON.stringify(tensesFor(input))) {
  return {
    word: input.word,
    plain: foldNahuatl(input.word),
    spelling: spellingKey(input.word),
    type: input.type,
    past: input.past === '' ? null : input.past,
    owned: input.owned === '' ? null : input.owned,
    transitive: input.transitive,
    ambitransitive: input.ambitransitive === true,
    variant: input.variant ?? null,
    definition_spanish: JSON.stringify(input.definition_spanish),
    definition_english: JSON.stringify(input.definition_english),
    definitions_plain: definitionsPlain(input),
    overrides: input.overrides ? JSON.stringify(input.overrides) : null,
    // Computed once, when the word is written, so reads only parse it (decision 017).
    tenses,
  };
}

/** The row values of a word as {@link wordValues} gives them. */
export type WordValues = ReturnType<typeof wordValues>;

/**
 * A word's row of the full-form index (migration 015): the keys of its folded forms
 * ({@link indexKeys}, decision 028), one per line; null when it has none.
 */
export function formLines(word: DictionaryVerb): string | null {
  const keys = indexKeys(word);
  return keys.length === 0 ? null : keys.join('\n');
}

/** What the conjugation engine derives for a word's row: its tense table as stored, and its form-index lines. */
export interface Conjugated {
  tenses: string;
  forms: string | null;
}

/** The engine's part of writing a word: most of the work of writing a verb. */
export const conjugatedWord = (word: DictionaryVerb): Conjugated => ({
  tenses: JSON.stringify(tensesFor(word)),
  forms: formLines(word),
});
