import type { Db } from '../../db/database';
import { cardQueries } from './card-queries';
import { dayQueries } from './day-queries';
import { deckVersionQueries } from './deck-version';
import { deckWrites } from './deck-writes';
import { dueQueries } from './due-queries';
import { logQueries } from './log-queries';
import { settingsQueries } from './settings-queries';
import { subjectQueries } from './subject-queries';

/**
 * All SQL of the review deck (decision 042), one module per table: `review_card`
 * (card-queries.ts, and the due list's reads in due-queries.ts), `review_log` (log-queries.ts),
 * `review_day` (day-queries.ts), `review_settings` (settings-queries.ts) and `review_version`
 * (deck-version.ts). An answer and a merge write several of them in one transaction
 * (deck-writes.ts); what the review reads of words, patterns and vocabularies is in
 * subject-queries.ts. Every call names the owner: a learner reads and writes only their own.
 */
export function reviewRepository(db: Db) {
  return {
    ...cardQueries(db),
    ...dueQueries(db),
    ...logQueries(db),
    ...dayQueries(db),
    ...settingsQueries(db),
    ...deckVersionQueries(db),
    ...deckWrites(db),
    ...subjectQueries(db),
  };
}

export type ReviewRepository = ReturnType<typeof reviewRepository>;
