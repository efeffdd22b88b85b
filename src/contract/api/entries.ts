import { resourceDeclaration, wordLinkDeclaration } from '../resource';

/*
 * The blog's entries as both sides need them at run time, without their schemas
 * (`contract/entries.ts`; decision 073).
 */

/** The tag that puts an entry on the welcome page (`piyali/`). */
export const WELCOME_TAG = 'piyali';

/** SPEC.md §9: the recent, welcome-page and featured lists hold 7 entries each. */
export const ENTRY_LIST_COUNT = 7;

/** The most characters an entry's title and Markdown hold: the API's check and the form's `maxLength` (decision 077). */
export const ENTRY_LIMITS = { title: 200, content_raw: 100_000 } as const;

/** Blog entries (SPEC.md §7): staff write them; an unpublished entry is its author's alone. */
export const entriesApi = resourceDeclaration({
  name: 'entry',
  plural: 'entries',
  url: '/blog/api/entry/',
  filters: { plain__istartswith: 'istartswith', tag: 'exact', owner: 'id', language: 'exact' },
  creators: 'staff',
  featured: { limit: ENTRY_LIST_COUNT, order: 'newest' },
  visibility: 'is_published',
  ownerField: 'author',
  preview: true,
});

/** The entry lists beside the collection: the newest, and the newest tagged for the welcome page. */
export const entryUrls = {
  recent: `${entriesApi.url}recent/`,
  welcome: `${entriesApi.url}${WELCOME_TAG}/`,
  words: (id: number | string) => `${entriesApi.url}${id}/words/`,
};

/** The dictionary words an entry teaches. */
export const entryWordsApi = wordLinkDeclaration({
  name: 'entry word',
  url: '/blog/api/entry-word/',
  filters: { entry: 'id', nahuatl_word: 'id' },
  parent: 'entry',
  wordField: 'nahuatl_word',
});
