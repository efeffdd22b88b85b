import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { AnnotationRow, WordRow } from '../../db/tables';
import type { wordsApi } from '../../../contract/api/words';
import type { FilterColumns, FilterSql } from '../../db/filters';
import { foldNahuatl } from '../../../nahuatl';
import { letterFilter, modernLetterFilter } from './letter-filters';
import { wordBulkWrites } from './bulk-upsert';
import { formsChange, reindex } from './form-index';
import { wordSearchQueries } from './search-queries';
import { wordValues, type WordInput } from './values';
import { COLUMNS, wordInputOf } from './word-rows';

// The presenter and the search read stored rows back as input through the repository.
export { wordInputOf };

/**
 * A recording of the word that a guest may hear: approved, of a speaker who agreed to be heard
 * on the site (the recordings' rule for a guest, decision 086). The recordings' (word, status)
 * index finds a word's recordings, so each word costs one probe (decision 087).
 */
const heardByGuests = sql<SqlBool>`exists (select 1 from recording
  inner join speaker on speaker.id = recording.speaker
  where recording.word = nahuatl_word.id and recording.status = 'approved' and speaker.share = ${true})`;

/** `?recorded=`: the words a guest can hear said, or (false) those still waiting for a speaker. */
const recordedFilter: FilterSql = {
  column: 'nahuatl_word.id',
  condition: (value) => (value === true ? heardByGuests : sql<SqlBool>`not ${heardByGuests}`),
};

/** The filters of GET /utoaztecan/api/nahuatl/ (SPEC.md §7). */
export const WORD_FILTERS: FilterColumns<typeof wordsApi.filters> = {
  plain__istartswith: { column: 'nahuatl_word.plain', folded: true },
  word: { column: 'nahuatl_word.plain', folded: true },
  type: { column: 'nahuatl_word.type' },
  letter: letterFilter,
  modern_letter: modernLetterFilter,
  recorded: recordedFilter,
};

/**
 * All SQL for the dictionary: `nahuatl_word`, its full-form index `word_form`, and
 * `nahuatl_annotation`. Its searches are in search-queries.ts and its bulk writes in
 * bulk-upsert.ts; the reads and writes of one word, and the annotations, are here.
 */
export function wordRepository(db: Db) {
  return {
    ...wordSearchQueries(db),
    ...wordReads(db),
    ...wordWrites(db),
    ...wordBulkWrites(db),
    ...annotationQueries(db),
  };
}

export type WordRepository = ReturnType<typeof wordRepository>;

function wordReads({ kysely }: Db) {
  return {
    getById(id: number): Promise<WordRow | undefined> {
      return kysely.selectFrom('nahuatl_word').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    getByIds(ids: number[]): Promise<WordRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return kysely.selectFrom('nahuatl_word').select(COLUMNS).where('id', 'in', ids).execute();
    },

    /** Which of `ids` are words of the dictionary, in the order given. */
    async existing(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await kysely.selectFrom('nahuatl_word').select('id').where('id', 'in', ids).execute();
      const known = new Set(rows.map((row) => row.id));
      return ids.filter((id) => known.has(id));
    },

    /** Entries spelled `word` once folded (homographs of different types), exact spelling first. */
    async getByWord(word: string): Promise<WordRow[]> {
      const rows = await kysely
        .selectFrom('nahuatl_word')
        .select(COLUMNS)
        .where('plain', '=', foldNahuatl(word))
        .orderBy('id')
        .execute();
      return rows.sort((a, b) => Number(b.word === word) - Number(a.word === word));
    },

    /** The entry with this natural key (folded word and type), if any. */
    getByKey(word: string, type: string): Promise<WordRow | undefined> {
      return kysely
        .selectFrom('nahuatl_word')
        .select(COLUMNS)
        .where('plain', '=', foldNahuatl(word))
        .where('type', '=', type)
        .executeTakeFirst();
    },
  };
}

/** One word at a time, its full-form index kept in step in the same transaction. */
function wordWrites({ kysely, dialect }: Db) {
  return {
    async create(input: WordInput): Promise<WordRow> {
      return kysely.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('nahuatl_word')
          .values(wordValues(input))
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        await reindex(trx, dialect, [row]);
        return row;
      });
    },

    /**
     * Changes only the fields given. The row is read and written in one transaction (locked
     * on PostgreSQL), so two editors changing different fields at once both keep theirs.
     */
    async update(id: number, changes: Partial<WordInput>): Promise<WordRow | undefined> {
      return kysely.transaction().execute(async (trx) => {
        let current = trx.selectFrom('nahuatl_word').select(COLUMNS).where('id', '=', id);
        if (dialect === 'postgres') current = current.forUpdate();
        const before = await current.executeTakeFirst();
        if (!before) return undefined;
        const values = wordValues({ ...wordInputOf(before), ...changes });
        const row = await trx
          .updateTable('nahuatl_word')
          .set(values)
          .where('id', '=', id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        if (formsChange(before, values)) await reindex(trx, dialect, [row]);
        return row;
      });
    },

    async remove(id: number): Promise<void> {
      await kysely.deleteFrom('nahuatl_word').where('id', '=', id).execute();
    },
  };
}

const ANNOTATION_COLUMNS = ['id', 'owner', 'nahuatl', 'definition'] as const;

function annotationQueries({ kysely }: Db) {
  return {
    annotationsFor(wordIds: number[]): Promise<AnnotationRow[]> {
      if (wordIds.length === 0) return Promise.resolve([]);
      return kysely
        .selectFrom('nahuatl_annotation')
        .select(ANNOTATION_COLUMNS)
        .where('nahuatl', 'in', wordIds)
        .orderBy('id')
        .execute();
    },

    findAnnotation(wordId: number, owner: number): Promise<AnnotationRow | undefined> {
      return kysely
        .selectFrom('nahuatl_annotation')
        .select(ANNOTATION_COLUMNS)
        .where('nahuatl', '=', wordId)
        .where('owner', '=', owner)
        .executeTakeFirst();
    },

    createAnnotation(values: { nahuatl: number; owner: number; definition: string }): Promise<AnnotationRow> {
      return kysely
        .insertInto('nahuatl_annotation')
        .values(values)
        .returning(ANNOTATION_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    getAnnotation(id: number): Promise<AnnotationRow | undefined> {
      return kysely.selectFrom('nahuatl_annotation').select(ANNOTATION_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /** The note rewritten; undefined when the annotation is gone. */
    updateAnnotation(id: number, definition: string): Promise<AnnotationRow | undefined> {
      return kysely
        .updateTable('nahuatl_annotation')
        .set({ definition })
        .where('id', '=', id)
        .returning(ANNOTATION_COLUMNS)
        .executeTakeFirst();
    },

    async removeAnnotation(id: number): Promise<void> {
      await kysely.deleteFrom('nahuatl_annotation').where('id', '=', id).execute();
    },
  };
}
