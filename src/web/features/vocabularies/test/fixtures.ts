import type { VocabularyWord } from '../../../../contract/vocabularies';
import type { Word } from '../../../../contract/words';

export const link = (id: number, vocabularyId: number, linked: Word): VocabularyWord => ({
  id,
  vocabulary: vocabularyId,
  nahuatl_word: linked.id,
  nahuatl_word_data: linked,
});
