import { sql, type Kysely } from 'kysely';

/**
 * Decision 040. The interface language a user chose (`es` or `en`), null until they choose:
 * the API answers a signed-in user in it when their browser holds no `lang` cookie.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('language', 'text', (c) => c.check(sql`language in ('es', 'en')`))
    .execute();
}
