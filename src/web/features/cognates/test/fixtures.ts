import type { CognateWord } from '../../../../contract/utoaztecan';
import type { Word } from '../../../../contract/words';

/** A cognate's link to a dictionary word (the word's id in `nahuatl`). */
export const cognateLink = (id: number, cognateId: number, linked: Word): CognateWord => ({
  id,
  cognate: cognateId,
  nahuatl: linked.id,
  nahuatl_word_data: linked,
});
