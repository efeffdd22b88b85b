import { z } from 'zod';
import { ContentLanguage, Flag, RecordId, RequiredText, Tags } from './common';
import { ENTRY_LIMITS, entriesApi, entryWordsApi } from './api/entries';
import { resourceContract, wordLinkContract } from './resource';
import { Word } from './words';

const Title = RequiredText(ENTRY_LIMITS.title);
const Markdown = z
  .string({ error: 'Not a valid string.' })
  .max(ENTRY_LIMITS.content_raw, `Ensure this field has no more than ${ENTRY_LIMITS.content_raw} characters.`);

/**
 * A blog entry (SPEC.md §3). `content_raw` is the author's Markdown; `content` and
 * `preview_content` (its first paragraph) are the HTML the server rendered from it and
 * sanitised, the only HTML the client shows.
 */
export const Entry = z.object({
  id: z.number().int(),
  title: z.string(),
  plain: z.string(),
  tags: z.array(z.string()),
  is_published: z.boolean(),
  featured: z.boolean(),
  /** The language the entry is written in (`es` or `en`). */
  language: ContentLanguage,
  /** The author's user id. */
  author: z.number().int(),
  /** The author's first name, or their username when they have none. */
  author_name: z.string(),
  created_at: z.string(),
  content: z.string(),
  content_raw: z.string(),
  preview_content: z.string(),
});
export type Entry = z.infer<typeof Entry>;

/** An entry as lists carry it (decision 079): its card, without its text. */
export const EntryPreview = Entry.omit({ content: true, content_raw: true });
export type EntryPreview = z.infer<typeof EntryPreview>;

/** POST /blog/api/entry/ (staff). The Markdown may come as `content_raw` or as `content`. */
export const EntryCreate = z.object({
  title: Title,
  tags: Tags.default([]),
  content_raw: Markdown.optional(),
  content: Markdown.optional(),
  is_published: Flag.default(false),
  language: ContentLanguage.default('en'),
});
export type EntryCreate = z.input<typeof EntryCreate>;

/** PATCH /blog/api/entry/{id}/ (its author). */
export const EntryPatch = z
  .object({
    title: Title,
    tags: Tags,
    content_raw: Markdown,
    content: Markdown,
    is_published: Flag,
    language: ContentLanguage,
  })
  .partial();
export type EntryPatch = z.infer<typeof EntryPatch>;

/** A dictionary word an entry teaches, with the word itself. */
export const EntryWord = z.object({
  id: z.number().int(),
  entry: z.number().int(),
  nahuatl_word: z.number().int(),
  nahuatl_word_data: Word,
});
export type EntryWord = z.infer<typeof EntryWord>;

/** POST /blog/api/entry-word/ (the entry's author). */
export const EntryWordCreate = z.object({ entry: RecordId, nahuatl_word: RecordId });

/** Blog entries (SPEC.md §7): staff write them; an unpublished entry is its author's alone. */
export const entryResource = resourceContract({
  ...entriesApi,
  tag: 'blog',
  item: Entry,
  create: EntryCreate,
  patch: EntryPatch,
  listSummary:
    'Blog entries, newest first; `plain__istartswith` searches titles, `tag` one tag, `language` one language (es, en)',
  listPreview: EntryPreview,
});

/** The dictionary words an entry teaches. */
export const entryWordLink = wordLinkContract({
  ...entryWordsApi,
  tag: 'blog',
  item: EntryWord,
  create: EntryWordCreate,
  duplicate: 'This word is already linked to the entry.',
});
