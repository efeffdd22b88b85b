import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/**
 * Issue 51, decision 086: speakers and their recordings. A recording is of a word (or one
 * form of it) or of a sentence, and goes with it, and with its speaker. The files are in the media store, named by their SHA-256: the original always, the
 * playback copy once made. A file no recording names any more waits in `media_release`
 * for its grace period before it is deleted (a backup taken meanwhile still has it).
 */
export async function up(db: Kysely<unknown>, { id, timestamp }: MigrationContext): Promise<void> {
  const user = (c: Parameters<typeof id>[0]) => c.notNull().references('app_user.id').onDelete('cascade');
  await db.schema
    .createTable('speaker')
    .addColumn('id', 'integer', id)
    .addColumn('owner', 'integer', user)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('variety', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('share', 'boolean', (c) => c.notNull())
    .addColumn('exports', 'boolean', (c) => c.notNull())
    .addColumn('licence', 'text', (c) => c.notNull())
    .addColumn('account', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('speaker_owner').on('speaker').column('owner').execute();

  await db.schema
    .createTable('recording')
    .addColumn('id', 'integer', id)
    .addColumn('owner', 'integer', user)
    .addColumn('speaker', 'integer', (c) => c.notNull().references('speaker.id').onDelete('cascade'))
    .addColumn('word', 'integer', (c) => c.references('nahuatl_word.id').onDelete('cascade'))
    .addColumn('sentence', 'integer', (c) => c.references('nahuatl_sentence.id').onDelete('cascade'))
    .addColumn('tense', 'text')
    .addColumn('person', 'integer')
    .addColumn('object', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('original_key', 'text', (c) => c.notNull())
    .addColumn('original_type', 'text', (c) => c.notNull())
    .addColumn('playback_key', 'text')
    .addColumn('playback_type', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recording_word').on('recording').columns(['word', 'status']).execute();
  await db.schema.createIndex('recording_sentence').on('recording').column('sentence').execute();
  await db.schema.createIndex('recording_speaker').on('recording').column('speaker').execute();
  await db.schema.createIndex('recording_owner').on('recording').column('owner').execute();
  await db.schema.createIndex('recording_status').on('recording').columns(['status', 'id']).execute();

  await db.schema
    .createTable('media_release')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('released_at', timestamp, (c) => c.notNull())
    .execute();
}
