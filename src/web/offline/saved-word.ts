import type { ExportWord } from '../../contract/word-export';
import type { Word } from '../../contract/words';
import { tensesFor, type DictionaryVerb } from '../../nahuatl';

/** A saved word as the language core takes it, with its own stored forms. */
export const verbOfExport = (word: ExportWord): DictionaryVerb => ({
  word: word.word,
  type: word.type,
  past: word.past,
  transitive: word.transitive,
  ambitransitive: word.ambitransitive,
  overrides: word.overrides ?? undefined,
  owned: word.owned,
});

/**
 * A saved word as the list and detail calls present it: its tense table made here by the
 * language core from the word and its stored forms, as the server makes it (the export leaves
 * the tables out, decision 073), and the stored forms themselves left out.
 */
export function presentSaved(word: ExportWord): Word {
  const { overrides: _stored, ...shown } = word;
  return { ...shown, tenses: tensesFor(verbOfExport(word)) };
}
