import { sql, type Kysely } from 'kysely';

/**
 * Decision 052. The alphabet a user reads Nahuatl in (`dictionary`: c, qu, hu, tz; `modern`:
 * k, s, w, ts), null until they choose: it follows them to another device, as their language does.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('alphabet', 'text', (c) => c.check(sql`alphabet in ('dictionary', 'modern')`))
    .execute();
}
