import type { Insertable, Transaction } from 'kysely';
import { RATINGS, type reviewApi } from '../../../contract/api/review';
import type { Scheduled } from '../../../contract/review-schedule';
import type { Db } from '../../db/database';
import { filterConditions, type FilterColumns, type ParsedFilter } from '../../db/filters';
import type { Database, ReviewLogRow, ReviewLogTable } from '../../db/tables';
import { stateIndex } from './card-queries';
import { countAnswer } from './day-queries';

/** A log entry as it is written (the owner's, for one card). */
export type NewLogRow = Omit<Insertable<ReviewLogTable>, 'id' | 'owner'> & {
  day: string;
  rating: number;
  state_before: number;
};

export const LOG_FILTERS: FilterColumns<typeof reviewApi.logFilters> = {
  card: { column: 'review_log.card' },
  kind: { column: 'review_log.kind' },
};

/** The log's columns of an answer's schedule, or of a guest's logged answer (ratings and states stored as numbers). */
export function logColumns<Log extends Scheduled['log']>(
  log: Log,
): Omit<Log, 'rating' | 'state_before' | 'state_after'> & { rating: number; state_before: number; state_after: number } {
  return {
    ...log,
    rating: RATINGS.indexOf(log.rating) + 1,
    state_before: stateIndex(log.state_before),
    state_after: stateIndex(log.state_after),
  };
}

/** The entry of an answer the learner already logged (by the `answer_id` their client chose). */
export function loggedAnswer(trx: Transaction<Database>, owner: number, answerId: string): Promise<ReviewLogRow | undefined> {
  return trx.selectFrom('review_log').selectAll().where('owner', '=', owner).where('answer_id', '=', answerId).executeTakeFirst();
}

/** Appends a log entry and counts it in its day. */
export async function insertLog(trx: Transaction<Database>, owner: number, log: NewLogRow): Promise<ReviewLogRow> {
  const entry = await trx
    .insertInto('review_log')
    .values({ ...log, owner })
    .returningAll()
    .executeTakeFirstOrThrow();
  await countAnswer(trx, owner, log);
  return entry;
}

/** `review_log`: a learner's answers, appended and never changed (the writes are in deck-writes.ts). */
export function logQueries({ kysely, dialect }: Db) {
  return {
    async logCount(owner: number, filters: ParsedFilter[]): Promise<number> {
      const row = await kysely
        .selectFrom('review_log')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('owner', '=', owner)
        .where(filterConditions(filters, dialect))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The learner's log, oldest first; `after` pages by id (the export reads it in batches). */
    logs(owner: number, filters: ParsedFilter[], limit: number, offset: number, after = 0): Promise<ReviewLogRow[]> {
      return kysely
        .selectFrom('review_log')
        .selectAll()
        .where('owner', '=', owner)
        .where('id', '>', after)
        .where(filterConditions(filters, dialect))
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
    },
  };
}
