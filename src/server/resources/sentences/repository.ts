import { sql, type SqlBool, type Transaction } from 'kysely';
import { foldNahuatl } from '../../../nahuatl';
import type { Db } from '../../db/database';
import { ownedRepository, wordLinkRepository, type OwnedValues } from '../../db/owned-table';
import type { Database, SentenceRow, SentenceWordRow } from '../../db/tables';
import {
  Sentence,
  type SentencePatch,
  type sentenceResource,
  type sentenceWordLink,
} from '../../../contract/sentences';
import { wireColumns } from '../../http/presenter';
import { wordStartsFilter, wordsText, type FilterColumns } from '../../db/filters';

/** The SQL of the filters of GET /utoaztecan/api/nahuatl-sentence/ (SPEC.md §7). */
export const SENTENCE_FILTERS: FilterColumns<typeof sentenceResource.filters> = {
  sentence__icontains: { column: 'plain', folded: true },
  // Each word of the query: inside the Nahuatl (its words grow by prefixes), or starting a word of a translation.
  search: wordStartsFilter(['spanish_words', 'english_words'], ['plain']),
  nahuatl: {
    column: 'id',
    condition: (wordId) => sql<SqlBool>`id in (select sentence from sentence_word where nahuatl_word = ${wordId})`,
  },
  owner: { column: 'owner' },
};

/** The SQL of the filters of GET /utoaztecan/api/sentence-word/. */
export const SENTENCE_WORD_FILTERS: FilterColumns<typeof sentenceWordLink.filters> = {
  sentence: { column: 'sentence_word.sentence' },
  nahuatl_word: { column: 'sentence_word.nahuatl_word' },
};

/** The fields of a sentence its owner writes. */
export type SentenceValues = OwnedValues<SentencePatch>;

const COLUMNS = wireColumns(Sentence, { storedOnly: ['plain', 'spanish_words', 'english_words', 'created_at'] });

/** All SQL for `nahuatl_sentence` and `sentence_word`: an owned, shared, soft-deleted table and its word links. */
export function sentenceRepository(db: Db) {
  const sentences = ownedRepository<SentenceRow, SentenceValues>(db, {
    table: 'nahuatl_sentence',
    columns: COLUMNS,
    // Newest first: a list without a search shows what was written last.
    order: ['-id'],
    visibility: 'share',
    softDelete: true,
    stored: (values) => ({
      ...values,
      ...(values.sentence !== undefined ? { plain: foldNahuatl(values.sentence) } : {}),
      ...(values.spanish !== undefined ? { spanish_words: wordsText(values.spanish) } : {}),
      ...(values.english !== undefined ? { english_words: wordsText(values.english) } : {}),
    }),
  });
  const links = wordLinkRepository<SentenceWordRow>(db, {
    table: 'sentence_word',
    parentColumn: 'sentence',
    parent: { table: 'nahuatl_sentence', visibleTo: sentences.visibleTo },
    columns: ['id', 'sentence', 'nahuatl_word', 'tense', 'person'],
  });
  return {
    ...sentences,
    links,
    /** Links a word to a sentence in the transaction that creates the sentence. */
    async linkOnCreate(trx: Transaction<Database>, sentence: number, word: number): Promise<void> {
      await trx
        .insertInto('sentence_word')
        .values({ sentence, nahuatl_word: word, tense: null, person: null })
        .execute();
    },
  };
}

export type SentenceRepository = ReturnType<typeof sentenceRepository>;
