import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/** Users, database-backed sessions, failed-login records and app settings. */
export async function up(db: Kysely<unknown>, { id, timestamp }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('app_user')
    .addColumn('id', 'integer', id)
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text')
    .addColumn('is_staff', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('date_joined', timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('app_session')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('app_session_user').on('app_session').column('user_id').execute();

  await db.schema
    .createTable('login_failure')
    .addColumn('id', 'integer', id)
    .addColumn('username_key', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failure_username').on('login_failure').columns(['username_key', 'at']).execute();
  await db.schema.createIndex('login_failure_ip').on('login_failure').columns(['ip', 'at']).execute();

  await db.schema
    .createTable('app_setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
