import { sql } from 'kysely';
import { foldNahuatl } from '../../../nahuatl';
import type { Db } from '../../db/database';
import { ownedRepository, wordLinkRepository } from '../../db/owned-table';
import type { EntryRow, EntryWordRow } from '../../db/tables';
import type { entryResource, entryWordLink } from '../../../contract/entries';
import { tagFilter, tagsPlain, type FilterColumns } from '../../db/filters';
import { renderMarkdown, renderPreview } from '../../http/markdown';

/** The filters of GET /blog/api/entry/ (SPEC.md §7), plus `tag` and `owner` (the author). */
export const ENTRY_FILTERS: FilterColumns<typeof entryResource.filters> = {
  plain__istartswith: { column: 'blog_entry.plain', folded: true },
  tag: tagFilter('blog_entry.tags_plain'),
  owner: { column: 'blog_entry.owner' },
};

export const ENTRY_WORD_FILTERS: FilterColumns<typeof entryWordLink.filters> = {
  entry: { column: 'entry_word.entry' },
  nahuatl_word: { column: 'entry_word.nahuatl_word' },
};

/** The fields of an entry its author writes: the Markdown, from which the HTML is made on save. */
export interface EntryValues {
  title: string;
  tags: string[];
  content_raw: string;
  is_published: boolean;
  featured?: boolean;
}

const COLUMNS = [
  'id', 'title', 'plain', 'tags', 'tags_plain', 'content_raw', 'content', 'preview_content', 'is_published', 'featured', 'owner',
  'created_at',
  // The author as readers know them: a name that follows the account when it changes.
  sql<string>`(select coalesce(nullif(app_user.first_name, ''), app_user.username) from app_user where app_user.id = blog_entry.owner)`.as(
    'author_name',
  ),
] as const;

function storedValues(values: Partial<EntryValues>): Record<string, unknown> {
  const { tags, content_raw, ...rest } = values;
  return {
    ...rest,
    ...(values.title !== undefined ? { plain: foldNahuatl(values.title) } : {}),
    ...(tags !== undefined ? { tags: JSON.stringify(tags), tags_plain: tagsPlain(tags) } : {}),
    // A text nested too deeply is a 400 naming content_raw, whichever field carried it.
    ...(content_raw !== undefined
      ? { content_raw, content: renderMarkdown(content_raw, 'content_raw'), preview_content: renderPreview(content_raw) }
      : {}),
  };
}

/** All SQL for `blog_entry` and `entry_word`: an owned table where unpublished entries are their author's alone. */
export function entryRepository(db: Db) {
  const entries = ownedRepository<EntryRow, EntryValues>(db, {
    table: 'blog_entry',
    columns: COLUMNS,
    order: ['-created_at'],
    visibility: 'is_published',
    softDelete: false,
    stored: storedValues,
  });
  const links = wordLinkRepository<EntryWordRow>(db, {
    table: 'entry_word',
    parentColumn: 'entry',
    parent: { table: 'blog_entry', visibleTo: entries.visibleTo },
    columns: ['id', 'entry', 'nahuatl_word'],
  });
  return { ...entries, links };
}

export type EntryRepository = ReturnType<typeof entryRepository>;
