import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

/**
 * Decision 042. The review deck: a learner's cards with their FSRS memory, the append-only
 * log of every answer, a row per learner and calendar day counting that day's answers (the
 * daily limits, the streak and the charts read it instead of the log), and each learner's
 * settings. Every table belongs to one user and goes with them.
 */
export async function up(db: Kysely<unknown>, { id, timestamp }: MigrationContext): Promise<void> {
  const owner = (c: Parameters<typeof id>[0]) => c.notNull().references('app_user.id').onDelete('cascade');
  // double precision on both: PostgreSQL's `real` would round FSRS's stability and difficulty.
  const float = sql`double precision`;

  await db.schema
    .createTable('review_card')
    .addColumn('id', 'integer', id)
    .addColumn('owner', 'integer', owner)
    .addColumn('card_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('word', 'integer', (c) => c.references('nahuatl_word.id').onDelete('cascade'))
    .addColumn('pattern', 'integer', (c) => c.references('pattern.id').onDelete('cascade'))
    .addColumn('tense', 'text')
    .addColumn('person', 'integer')
    .addColumn('object', 'text')
    .addColumn('prompt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('expected', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('due', timestamp, (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('stability', float, (c) => c.notNull())
    .addColumn('difficulty', float, (c) => c.notNull())
    .addColumn('elapsed_days', 'integer', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('learning_steps', 'integer', (c) => c.notNull())
    .addColumn('reps', 'integer', (c) => c.notNull())
    .addColumn('lapses', 'integer', (c) => c.notNull())
    .addColumn('last_review', timestamp)
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_card_key').on('review_card').columns(['owner', 'card_key']).unique().execute();
  // The due list reads learnt cards by due time and new ones in the order they came: two partial indexes.
  await db.schema.createIndex('review_card_due').on('review_card').columns(['owner', 'due']).where(sql.ref('state'), '<>', 0).execute();
  await db.schema.createIndex('review_card_new').on('review_card').columns(['owner', 'id']).where(sql.ref('state'), '=', 0).execute();
  await db.schema.createIndex('review_card_state').on('review_card').columns(['owner', 'state']).execute();
  await db.schema.createIndex('review_card_word').on('review_card').columns(['word', 'owner']).execute();
  await db.schema.createIndex('review_card_pattern').on('review_card').column('pattern').execute();

  await db.schema
    .createTable('review_log')
    .addColumn('id', 'integer', id)
    .addColumn('owner', 'integer', owner)
    .addColumn('card', 'integer', (c) => c.references('review_card.id').onDelete('set null'))
    .addColumn('card_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('word', 'integer')
    .addColumn('answer_id', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state_before', 'integer', (c) => c.notNull())
    .addColumn('state_after', 'integer', (c) => c.notNull())
    .addColumn('due_before', timestamp, (c) => c.notNull())
    .addColumn('due_after', timestamp, (c) => c.notNull())
    .addColumn('stability', float, (c) => c.notNull())
    .addColumn('difficulty', float, (c) => c.notNull())
    .addColumn('elapsed_days', 'integer', (c) => c.notNull())
    .addColumn('last_elapsed_days', 'integer', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('learning_steps', 'integer', (c) => c.notNull())
    .addColumn('answered_at', timestamp, (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('elapsed_ms', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_log_answer').on('review_log').columns(['owner', 'answer_id']).unique().execute();
  await db.schema.createIndex('review_log_owner').on('review_log').columns(['owner', 'id']).execute();
  await db.schema.createIndex('review_log_card').on('review_log').column('card').execute();

  await db.schema
    .createTable('review_day')
    .addColumn('owner', 'integer', owner)
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('answers', 'integer', (c) => c.notNull())
    .addColumn('new_cards', 'integer', (c) => c.notNull())
    .addColumn('reviewed', 'integer', (c) => c.notNull())
    .addColumn('passed', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_day_pk', ['owner', 'day'])
    .execute();

  await db.schema
    .createTable('review_settings')
    .addColumn('owner', 'integer', (c) => owner(c).primaryKey())
    .addColumn('desired_retention', float, (c) => c.notNull())
    .addColumn('new_per_day', 'integer', (c) => c.notNull())
    .addColumn('max_reviews_per_day', 'integer', (c) => c.notNull())
    .addColumn('add_mistakes', 'boolean', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .execute();
}
