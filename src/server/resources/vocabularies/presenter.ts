import { Vocabulary, type VocabularyWord } from '../../../contract/vocabularies';
import type { Word } from '../../../contract/words';
import type { VocabularyWordRow } from '../../db/tables';
import { wirePresenter } from '../../http/presenter';

/** A vocabulary on the wire: its row, field for field; HTML only as the server rendered and sanitised it. */
export const presentVocabulary = wirePresenter(Vocabulary);

/** A word of a vocabulary on the wire, with the word itself. */
export function presentVocabularyWord(row: VocabularyWordRow, word: Word): VocabularyWord {
  return { id: row.id, vocabulary: row.vocabulary, nahuatl_word: row.nahuatl_word, nahuatl_word_data: word };
}
