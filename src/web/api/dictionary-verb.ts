import type { Word } from '../../contract/words';
import { conjugateAll, TENSE_IDS, type DictionaryVerb } from '../../nahuatl';

const sameForm = (a: string, b: string) => a.normalize('NFC').trim() === b.normalize('NFC').trim();

/**
 * The server's `tenses` are the engine's forms plus any stored irregular ones. Only the
 * cells that differ from what the engine generates are passed back as overrides, so the
 * regular cells keep the engine's accepted variant spellings (`quitta` beside `quiitta`).
 */
function storedOverrides(verb: DictionaryVerb, tenses: Word['tenses']): DictionaryVerb['overrides'] {
  if (tenses === null) return undefined;
  const generated = conjugateAll(verb);
  const overrides: NonNullable<DictionaryVerb['overrides']> = {};
  for (const tense of TENSE_IDS) {
    const cells = tenses[tense].map((stored, person) => {
      const own = generated[tense][person];
      return typeof stored === 'string' &&
        stored.trim() !== '' &&
        (own === null || own === undefined || !sameForm(stored, own))
        ? stored
        : null;
    });
    if (cells.some((cell) => cell !== null)) overrides[tense] = cells;
  }
  return Object.keys(overrides).length > 0 ? overrides : undefined;
}

/** A dictionary word as the language core takes it, with its stored irregular forms (the games and the review deck). */
export function dictionaryVerb(word: Pick<Word, 'word' | 'past' | 'type' | 'transitive' | 'tenses'>): DictionaryVerb {
  const base: DictionaryVerb = { word: word.word, past: word.past, type: word.type, transitive: word.transitive };
  return { ...base, overrides: storedOverrides(base, word.tenses) };
}
