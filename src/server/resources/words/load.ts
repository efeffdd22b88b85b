import type { Word } from '../../../contract/words';
import type { LinkedWords } from '../../http/word-links';
import { presentWord } from './presenter';
import type { WordRepository } from './repository';

/**
 * Presented words by id, with their annotations, in two queries: what every link
 * (sentence word, vocabulary word, cognate word) shows as `nahuatl_word_data`.
 */
export async function loadWords(words: WordRepository, ids: number[]): Promise<Map<number, Word>> {
  const unique = [...new Set(ids)];
  const [rows, annotations] = await Promise.all([words.getByIds(unique), words.annotationsFor(unique)]);
  return new Map(rows.map((row) => [row.id, presentWord(row, annotations.filter((a) => a.nahuatl === row.id))]));
}

/** What the resources that link to words (sentences, vocabularies, patterns, entries, cognates) use of them. */
export function linkedWords(words: WordRepository): LinkedWords {
  return {
    getById: (id) => words.getById(id),
    getByIds: (ids) => words.getByIds(ids),
    existing: (ids) => words.existing(ids),
    load: (ids) => loadWords(words, ids),
  };
}
