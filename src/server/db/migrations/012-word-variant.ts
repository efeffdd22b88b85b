import { sql, type Kysely } from 'kysely';

/**
 * The variety of a dictionary word (issue 13, decision 019): `nahuatl_word.variant`, NULL for
 * the app's own variety (Chicontepec Huasteca Nahuatl), else one of the values the contract
 * allows (`classical` …), which the word card shows as a label. The contract checks the value,
 * so a new variety needs no migration.
 *
 * Databases seeded before this column have the sample's Classical cross-references, whose
 * English definitions name them so ("Classical Nahuatl form; Huasteca: quena"): those get
 * their label here. The dictionary's version triggers (migration 011) fire for the update,
 * so every read cache drops its answers; definitions, forms and tense tables are unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('nahuatl_word').addColumn('variant', 'text').execute();
  await sql`update nahuatl_word set variant = 'classical'
    where definition_english like ${'%"Classical Nahuatl form; Huasteca: %'}`.execute(db);
}
