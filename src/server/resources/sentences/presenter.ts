import { Sentence, type SentenceWord } from '../../../contract/sentences';
import type { Word } from '../../../contract/words';
import type { SentenceWordRow } from '../../db/tables';
import { wirePresenter } from '../../http/presenter';

/** A sentence on the wire: its row, field for field. */
export const presentSentence = wirePresenter(Sentence);

/** A word of a sentence on the wire, with the word itself. */
export function presentSentenceWord(row: SentenceWordRow, word: Word): SentenceWord {
  return {
    id: row.id,
    sentence: row.sentence,
    nahuatl_word: row.nahuatl_word,
    tense: row.tense,
    person: row.person,
    nahuatl_word_data: word,
  };
}
