import type { Cognate, CognateWord } from '../../../../contract/utoaztecan';
import type { Word } from '../../../../contract/words';
import { beto } from '../../../test/fixtures';

/** A cognate as the API sends it: Beto's, shared, of Hopi, in no set, with no words unless `changes` say otherwise. */
export const cognate = (id: number, text: string, changes: Partial<Cognate> = {}): Cognate => ({
  id,
  language: 'hopi1249',
  language_name: 'Hopi',
  word: text,
  plain: text,
  definition: '',
  transforms: '',
  reconstructed: false,
  loan: false,
  set: null,
  share: true,
  owner: beto.id,
  nahuatl_words: [],
  ...changes,
});

/** A cognate's link to a dictionary word (the word's id in `nahuatl`). */
export const cognateLink = (id: number, cognateId: number, linked: Word): CognateWord => ({
  id,
  cognate: cognateId,
  nahuatl: linked.id,
  nahuatl_word_data: linked,
});
