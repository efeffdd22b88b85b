import type { Sentence, SentenceWord } from '../../../contract/sentences';
import type { Word } from '../../../contract/words';
import type { SentenceRow, SentenceWordRow } from '../../db/tables';

/** A sentence on the wire. */
export function presentSentence(row: SentenceRow): Sentence {
  return {
    id: row.id,
    sentence: row.sentence,
    word: row.word,
    spanish: row.spanish,
    english: row.english,
    notes: row.notes,
    source: row.source,
    share: Boolean(row.share),
    featured: Boolean(row.featured),
    owner: row.owner,
    deleted: Boolean(row.deleted),
  };
}

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
