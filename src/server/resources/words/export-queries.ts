import type { Db } from '../../db/database';
import type { AnnotationRow, WordRow } from '../../db/tables';
import { COLUMNS } from './word-rows';

/**
 * The reads of the export (decision 054): the words and annotations changed after a version
 * (`word_change`, migration 029), or all of them, by id; and the ids removed after it.
 */
export function exportQueries({ kysely }: Db) {
  const changedAfter = (n: number) => kysely.selectFrom('word_change').select('word_id').where('version', '>', n);
  return {
    words(after: number | null): Promise<WordRow[]> {
      let query = kysely.selectFrom('nahuatl_word').select(COLUMNS);
      if (after !== null) query = query.where('id', 'in', changedAfter(after));
      return query.orderBy('id').execute();
    },
    annotations(after: number | null): Promise<AnnotationRow[]> {
      let query = kysely.selectFrom('nahuatl_annotation').select(['id', 'owner', 'nahuatl', 'definition']);
      if (after !== null) query = query.where('nahuatl', 'in', changedAfter(after));
      return query.orderBy('id').execute();
    },
    async count(): Promise<number> {
      const row = await kysely
        .selectFrom('nahuatl_word')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async removed(after: number): Promise<number[]> {
      const rows = await changedAfter(after)
        .where('word_id', 'not in', kysely.selectFrom('nahuatl_word').select('id'))
        .orderBy('word_id')
        .execute();
      return rows.map((row) => row.word_id);
    },
  };
}

export type ExportQueries = ReturnType<typeof exportQueries>;
