import { sql } from 'kysely';
import { foldNahuatl } from '../../../nahuatl';
import type { ContentLanguage } from '../../../contract/common';
import { LOCALES } from '../../../contract/locales';
import type { Db } from '../../db/database';
import { ownedRepository, wordLinkRepository, type OwnedValues } from '../../db/owned-table';
import type { EntryRow, EntryWordRow } from '../../db/tables';
import { Entry, EntryPreview, type EntryPatch, type entryResource, type entryWordLink } from '../../../contract/entries';
import { tagFilter, tagsPlain, type FilterColumns, type ParsedFilter } from '../../db/filters';
import { renderMarkdown, renderPreview } from '../../http/markdown';
import { wireColumns } from '../../http/presenter';

/** The filters of GET /blog/api/entry/ (SPEC.md §7), plus `tag`, `owner` (the author) and `language`. */
export const ENTRY_FILTERS: FilterColumns<typeof entryResource.filters> = {
  plain__istartswith: { column: 'blog_entry.plain', folded: true },
  tag: tagFilter('blog_entry.tags_plain'),
  owner: { column: 'blog_entry.owner' },
  language: { column: 'blog_entry.language' },
};

export const ENTRY_WORD_FILTERS: FilterColumns<typeof entryWordLink.filters> = {
  entry: { column: 'entry_word.entry' },
  nahuatl_word: { column: 'entry_word.nahuatl_word' },
};

/**
 * The fields of an entry its author writes: the Markdown (`content_raw`; a PATCH's `content`
 * is another name for it), from which the HTML is made on save.
 */
export type EntryValues = OwnedValues<Omit<EntryPatch, 'content'>>;

/** The wire field `author` is the entry's owner. */
export const ENTRY_RENAMES = { author: 'owner' } as const;

const COLUMNS_READ = {
  renames: ENTRY_RENAMES,
  computed: ['author_name'],
  storedOnly: [
    'tags_plain',
    // The author as readers know them: a name that follows the account when it changes.
    sql<string>`(select coalesce(nullif(app_user.first_name, ''), app_user.username) from app_user where app_user.id = blog_entry.owner)`.as(
      'author_name',
    ),
  ],
} as const;
const COLUMNS = wireColumns(Entry, COLUMNS_READ);
/** Lists read no text, only its preview (decision 079). */
const LIST_COLUMNS = wireColumns(EntryPreview, COLUMNS_READ);

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
    listColumns: LIST_COLUMNS,
    // Newest first throughout, as recent/ and featured/ list them: of entries written in the same
    // instant (a seed, an import), the later one first.
    order: ['-created_at', '-id'],
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
  return {
    ...entries,
    links,
    /**
     * The newest entries matching `filters`, those in the reader's `language` first and then
     * the others, newest first in each (the welcome page's and dashboard's lists; decision 041).
     */
    async newestInLanguageFirst(filters: ParsedFilter[], viewer: number | null, limit: number, language: ContentLanguage) {
      const others = LOCALES.filter((locale) => locale !== language);
      const first = await entries.newest([...filters, { lookup: 'exact', sql: ENTRY_FILTERS.language, value: language }], viewer, limit);
      if (first.length >= limit) return first;
      const rest = await entries.newest([...filters, { lookup: 'in', sql: ENTRY_FILTERS.language, value: others }], viewer, limit - first.length);
      return [...first, ...rest];
    },
  };
}

export type EntryRepository = ReturnType<typeof entryRepository>;
