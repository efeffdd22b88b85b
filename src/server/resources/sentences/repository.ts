import { sql, type SqlBool } from 'kysely';
import { foldNahuatl } from '../../../nahuatl';
import type { Db } from '../../db/database';
import { ownedRepository, wordLinkRepository } from '../../db/owned-table';
import type { SentenceRow, SentenceWordRow } from '../../db/tables';
import type { FilterAllowList } from '../../http/filters';

/** The filters of GET /utoaztecan/api/nahuatl-sentence/ (SPEC.md §7). */
export const SENTENCE_FILTERS: FilterAllowList = {
  sentence__icontains: { column: 'plain', lookup: 'icontains', folded: true },
  nahuatl: {
    column: 'id',
    lookup: 'id',
    condition: (wordId) => sql<SqlBool>`id in (select sentence from sentence_word where nahuatl_word = ${wordId})`,
  },
  owner: { column: 'owner', lookup: 'id' },
};

/** The filters of GET /utoaztecan/api/sentence-word/. */
export const SENTENCE_WORD_FILTERS: FilterAllowList = {
  sentence: { column: 'sentence_word.sentence', lookup: 'id' },
  nahuatl_word: { column: 'sentence_word.nahuatl_word', lookup: 'id' },
};

/** The fields of a sentence its owner writes. */
export interface SentenceValues {
  sentence: string;
  word: number | null;
  spanish: string;
  english: string;
  notes: string;
  source: string;
  share: boolean;
  featured?: boolean;
}

const COLUMNS = ['id', 'sentence', 'plain', 'word', 'spanish', 'english', 'notes', 'source', 'share', 'featured', 'deleted', 'owner', 'created_at'] as const;

/** All SQL for `nahuatl_sentence` and `sentence_word`: an owned, shared, soft-deleted table and its word links. */
export function sentenceRepository(db: Db) {
  const sentences = ownedRepository<SentenceRow, SentenceValues>(db, {
    table: 'nahuatl_sentence',
    columns: COLUMNS,
    order: [],
    visibility: 'share',
    softDelete: true,
    stored: (values) => ({ ...values, ...(values.sentence !== undefined ? { plain: foldNahuatl(values.sentence) } : {}) }),
  });
  const links = wordLinkRepository<SentenceWordRow>(db, {
    table: 'sentence_word',
    parentColumn: 'sentence',
    parent: { table: 'nahuatl_sentence', visibleTo: sentences.visibleTo },
    columns: ['id', 'sentence', 'nahuatl_word', 'tense', 'person'],
  });
  return { ...sentences, links };
}

export type SentenceRepository = ReturnType<typeof sentenceRepository>;
