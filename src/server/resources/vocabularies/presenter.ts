import type { Vocabulary, VocabularyWord } from '../../../contract/vocabularies';
import type { Word } from '../../../contract/words';
import type { VocabularyRow, VocabularyWordRow } from '../../db/tables';

/** A vocabulary on the wire: tags as a list; HTML only as the server rendered and sanitised it. */
export function presentVocabulary(row: VocabularyRow): Vocabulary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    owner: row.owner,
    tags: JSON.parse(row.tags) as string[],
    suggestions: row.suggestions,
    suggestions_raw: row.suggestions_raw,
    share: Boolean(row.share),
    favorite: Boolean(row.favorite),
    featured: Boolean(row.featured),
  };
}

/** A word of a vocabulary on the wire, with the word itself. */
export function presentVocabularyWord(row: VocabularyWordRow, word: Word): VocabularyWord {
  return { id: row.id, vocabulary: row.vocabulary, nahuatl_word: row.nahuatl_word, nahuatl_word_data: word };
}
