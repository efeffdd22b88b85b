import type { Sentence, SentenceWord } from '../../../../contract/sentences';
import type { Word } from '../../../../contract/words';
import { beto } from '../../../test/fixtures';

export const sentence = (id: number, text: string, changes: Partial<Sentence> = {}): Sentence => ({
  id,
  sentence: text,
  word: null,
  spanish: '',
  english: '',
  notes: '',
  source: '',
  share: true,
  featured: false,
  owner: beto.id,
  deleted: false,
  ...changes,
});

export const link = (
  id: number,
  sentenceId: number,
  linked: Word,
  tense: string | null = null,
  person: string | null = null,
): SentenceWord => ({
  id,
  sentence: sentenceId,
  nahuatl_word: linked.id,
  tense,
  person,
  nahuatl_word_data: linked,
});
