import type { Transaction } from 'kysely';
import { RATINGS } from '../../../contract/api/review';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';
import { stateIndex } from './card-queries';

const AGAIN = RATINGS.indexOf('again') + 1;

/** `review_day`: a learner's answers per calendar day, counted as they are logged (the day's limits and /progress). */
export function dayQueries({ kysely }: Db) {
  return {
    /** The learner's answers of a calendar day: new cards studied and reviews. */
    async day(owner: number, day: string): Promise<{ new_cards: number; reviewed: number }> {
      const row = await kysely
        .selectFrom('review_day')
        .select(['new_cards', 'reviewed'])
        .where('owner', '=', owner)
        .where('day', '=', day)
        .executeTakeFirst();
      return row ?? { new_cards: 0, reviewed: 0 };
    },

    /** Answers per day from `since` (inclusive), with the reviews of learnt cards and how many passed. */
    daysSince(owner: number, since: string) {
      return kysely
        .selectFrom('review_day')
        .select(['day', 'answers', 'reviewed', 'passed'])
        .where('owner', '=', owner)
        .where('day', '>=', since)
        .orderBy('day')
        .execute();
    },

    /** Every day the learner answered, oldest first (one short row a day: the streaks). */
    async answeredDays(owner: number): Promise<string[]> {
      const rows = await kysely.selectFrom('review_day').select('day').where('owner', '=', owner).orderBy('day').execute();
      return rows.map((row) => row.day);
    },
  };
}

/** Counts an answer in its day, in the transaction that logs it. */
export async function countAnswer(
  trx: Transaction<Database>,
  owner: number,
  answer: { day: string; rating: number; state_before: number },
): Promise<void> {
  // Reviews are answers to cards in review; a new card's first answer and the learning steps count apart.
  const learnt = answer.state_before === stateIndex('review');
  const fresh = answer.state_before === stateIndex('new');
  await trx
    .insertInto('review_day')
    .values({
      owner,
      day: answer.day,
      answers: 1,
      new_cards: fresh ? 1 : 0,
      reviewed: learnt ? 1 : 0,
      passed: learnt && answer.rating !== AGAIN ? 1 : 0,
    })
    .onConflict((conflict) =>
      conflict.columns(['owner', 'day']).doUpdateSet((eb) => ({
        answers: eb('review_day.answers', '+', eb.ref('excluded.answers')),
        new_cards: eb('review_day.new_cards', '+', eb.ref('excluded.new_cards')),
        reviewed: eb('review_day.reviewed', '+', eb.ref('excluded.reviewed')),
        passed: eb('review_day.passed', '+', eb.ref('excluded.passed')),
      })),
    )
    .execute();
}
