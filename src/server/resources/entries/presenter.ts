import type { Entry, EntryWord } from '../../../contract/entries';
import type { Word } from '../../../contract/words';
import type { EntryRow, EntryWordRow } from '../../db/tables';

/** A blog entry on the wire: the author's id as `author`. */
export function presentEntry(row: EntryRow): Entry {
  return {
    id: row.id,
    title: row.title,
    plain: row.plain,
    tags: JSON.parse(row.tags) as string[],
    is_published: Boolean(row.is_published),
    featured: Boolean(row.featured),
    author: row.owner,
    author_name: row.author_name,
    created_at: new Date(row.created_at).toISOString(),
    content: row.content,
    content_raw: row.content_raw,
    preview_content: row.preview_content,
  };
}

/** A word an entry teaches, with the word itself. */
export function presentEntryWord(row: EntryWordRow, word: Word): EntryWord {
  return { id: row.id, entry: row.entry, nahuatl_word: row.nahuatl_word, nahuatl_word_data: word };
}
