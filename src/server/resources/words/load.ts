import type { Word } from '../../../contract/words';
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
