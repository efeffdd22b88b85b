import type { Kysely } from 'kysely';

/**
 * Decision 042, issue 31's scale (docs/benchmarks/042-review-deck.md). The due list counts a
 * learner's (re)learning cards and due reviews by state and due time: with 022's indexes it
 * walked every overdue card of theirs (thousands for a learner back after a month) and read
 * each row for its state. Ordered by owner, state and due, both counts are short ranges of
 * one index and never touch the table; the same index serves the count of cards by state,
 * so it replaces the (owner, state) one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('review_card_state_due').on('review_card').columns(['owner', 'state', 'due']).execute();
  await db.schema.dropIndex('review_card_state').execute();
}
