import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { ReviewCardRow } from '../../db/tables';
import { cardsOf, stateIndex } from './card-queries';

const LEARNING = [stateIndex('learning'), stateIndex('relearning')];
const REVIEW = [stateIndex('review')];

/**
 * The due list's reads of `review_card` (due.ts puts them together): each reads a range of the
 * (owner, state, due) index (migration 023) and stops at what can be shown.
 */
export function dueQueries({ kysely }: Db) {
  return {
    /**
     * How many learnt cards are due at `now`: those in (re)learning, and those in review up
     * to `reviewRoom` (the day's limit left); and how many new cards up to `newRoom`.
     */
    async dueCounts(
      owner: number,
      now: string,
      reviewRoom: number,
      newRoom: number,
    ): Promise<{ learning: number; review: number; fresh: number }> {
      const capped = (states: number[], cap: number) =>
        sql<number>`(select count(*) from (select 1 from review_card where owner = ${owner} and state in (${sql.join(states)}) and due <= ${now} limit ${cap}) as due_cards)`;
      const row = await kysely
        .selectNoFrom([
          capped(LEARNING, 100_000).as('learning'),
          capped(REVIEW, reviewRoom).as('review'),
          sql<number>`(select count(*) from (select 1 from review_card where owner = ${owner} and state = 0 limit ${newRoom}) as new_cards)`.as(
            'fresh',
          ),
        ])
        .executeTakeFirstOrThrow();
      return { learning: Number(row.learning), review: Number(row.review), fresh: Number(row.fresh) };
    },

    /**
     * The learnt cards to study at `now`, soonest first, at most `limit`: (re)learning cards,
     * and cards in review up to `reviewRoom` (the day's limit left).
     */
    dueLearnt(owner: number, now: string, limit: number, reviewRoom: number): Promise<ReviewCardRow[]> {
      const soonest = (states: number[], cap: number) =>
        kysely
          .selectFrom(
            cardsOf(kysely, owner)
              .where('state', 'in', states)
              .where('due', '<=', now)
              .orderBy('due')
              .orderBy('id')
              .limit(cap)
              .as('due_cards'),
          )
          .selectAll();
      return soonest(LEARNING, limit)
        .unionAll(soonest(REVIEW, Math.min(limit, reviewRoom)))
        .orderBy('due')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** New cards in the order they were added. */
    newCards(owner: number, limit: number): Promise<ReviewCardRow[]> {
      if (limit <= 0) return Promise.resolve([]);
      return cardsOf(kysely, owner).where(sql<SqlBool>`state = 0`).orderBy('id').limit(limit).execute();
    },

    /** When the next learnt card falls due after `now`. */
    async nextDue(owner: number, now: string): Promise<string | Date | null> {
      const row = await kysely
        .selectFrom('review_card')
        .select('due')
        .where('owner', '=', owner)
        .where(sql<SqlBool>`state <> 0`)
        .where('due', '>', now)
        .orderBy('due')
        .limit(1)
        .executeTakeFirst();
      return row?.due ?? null;
    },
  };
}
