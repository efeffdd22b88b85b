import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

/**
 * The full-form index as one row per verb (issue 14's import budget, decision 023): the
 * folded object-less forms of a word, one per line, in `word_form.forms`, instead of one row
 * per form with its tense and person (1.18 million rows and two b-tree indexes for 100,000
 * words). A search finds the words holding a typed form through a text index over the lines
 * — SQLite an FTS5 table kept by triggers, PostgreSQL a GIN index of the lines as an array —
 * and the conjugation engine says which cells of those words it is, as it already confirmed
 * each hit.
 *
 * A folded form never holds a line break (folding turns every run of white space into one
 * space), so the lines are exactly the forms. The rows are carried over from the old table.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  await db.schema.alterTable('word_form').renameTo('word_form_by_cell').execute();
  await db.schema
    .createTable('word_form')
    .addColumn('word_id', 'integer', (c) => c.primaryKey().references('nahuatl_word.id').onDelete('cascade'))
    .addColumn('forms', 'text', (c) => c.notNull())
    .execute();
  await (
    dialect === 'sqlite'
      ? sql`insert into word_form (word_id, forms)
          select word_id, group_concat(form, char(10)) from word_form_by_cell group by word_id`
      : sql`insert into word_form (word_id, forms)
          select word_id, string_agg(form, E'\n') from word_form_by_cell group by word_id`
  ).execute(db);
  await db.schema.dropTable('word_form_by_cell').execute();

  if (dialect === 'sqlite') {
    // unicode61 splits the lines into the same tokens as a typed form; the engine confirms every hit.
    await sql`create virtual table word_form_fts using fts5(
      forms, content='word_form', content_rowid='word_id', tokenize='unicode61 remove_diacritics 0')`.execute(db);
    await sql`insert into word_form_fts (word_form_fts) values ('rebuild')`.execute(db);
    await sql`create trigger word_form_fts_insert after insert on word_form begin
      insert into word_form_fts (rowid, forms) values (new.word_id, new.forms);
    end`.execute(db);
    await sql`create trigger word_form_fts_delete after delete on word_form begin
      insert into word_form_fts (word_form_fts, rowid, forms) values ('delete', old.word_id, old.forms);
    end`.execute(db);
    await sql`create trigger word_form_fts_update after update on word_form begin
      insert into word_form_fts (word_form_fts, rowid, forms) values ('delete', old.word_id, old.forms);
      insert into word_form_fts (rowid, forms) values (new.word_id, new.forms);
    end`.execute(db);
  } else {
    await sql`create index word_form_lines on word_form using gin (string_to_array(forms, E'\n'))`.execute(db);
  }
}
