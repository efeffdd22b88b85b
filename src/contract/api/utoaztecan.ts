import { resourceDeclaration, wordLinkDeclaration } from '../resource';

/*
 * The comparative Uto-Aztecan section as both sides need it at run time, without its schemas
 * (`contract/utoaztecan.ts`; decision 073).
 */

/**
 * A category's word is its address (`PATCH {word}/`), and an address collapses the segments
 * `.` and `..`: no category is named so (decision 022). The server refuses them with this
 * message under `word`, and the form before sending.
 */
export const DOT_WORD_MESSAGE = 'A category cannot be named "." or "..": its word is its address.';
export const isDotWord = (word: string): boolean => /^\.{1,2}$/.test(word.trim());

/** Semantic categories (SPEC.md §7): everyone reads what is shared; owners write their own; the word names one. */
export const semanticCategoriesApi = resourceDeclaration({
  name: 'semantic category',
  plural: 'semantic categories',
  url: '/utoaztecan/api/semantic-category/',
  filters: { words__icontains: 'icontains', word: 'exact', nahuatl: 'id', owner: 'id' },
  creators: 'users',
  featured: { limit: 50, order: 'id' },
  visibility: 'share',
});

/**
 * What a semantic category's texts hold: its word's most characters, each search word's, and
 * how many search words (the API's check and the form's, decision 077).
 */
export const CATEGORY_LIMITS = { word: 100, searchWord: 100, searchWords: 50 } as const;

/**
 * The most characters each text of a cognate set holds (the API's check and the form's
 * `maxLength`, decision 077), and how many cognates users file under one set through the API,
 * whoever owns them and whoever may see them: `cognates` in all, of which `othersCognates`
 * from accounts other than the set's owner, so that others never fill its owner's set.
 */
export const COGNATE_SET_LIMITS = {
  word: 200,
  set: 100,
  definition: 2000,
  number: 50,
  transforms: 2000,
  original_text: 20000,
  cognates: 100,
  othersCognates: 50,
} as const;

/** Cognate sets, the reconstructed words (SPEC.md §7): everyone reads what is shared; owners write their own. */
export const cognateSetsApi = resourceDeclaration({
  name: 'cognate set',
  plural: 'cognate sets',
  url: '/utoaztecan/api/cognate-set/',
  filters: { semantic_category: 'id', plain__istartswith: 'istartswith', cognateSet: 'icontains', owner: 'id' },
  creators: 'users',
  featured: { limit: 50, order: 'id' },
  visibility: 'share',
});

/**
 * The most characters each text of a cognate holds (the API's check and the form's
 * `maxLength`, decision 077), and how many dictionary words it links (`nahuatl_words`).
 */
export const COGNATE_LIMITS = { language: 100, word: 200, definition: 2000, transforms: 2000, source: 200, nahuatl_words: 20 } as const;

/** Cognates by language (SPEC.md §7): everyone reads what is shared; owners write their own. */
export const cognatesApi = resourceDeclaration({
  name: 'cognate',
  plural: 'cognates',
  url: '/utoaztecan/api/cognate/',
  filters: {
    language: 'exact',
    set: 'id',
    plain__istartswith: 'istartswith',
    cognate: 'icontains',
    nahuatl: 'id',
    owner: 'id',
  },
  creators: 'users',
  featured: false,
  visibility: 'share',
});

/** GET: per language, how many cognates and its source. */
export const cognateLanguageCountsUrl = `${cognatesApi.url}language_counts/`;

/** The dictionary words a cognate is linked to. */
export const cognateWordsApi = wordLinkDeclaration({
  name: 'cognate word',
  url: '/utoaztecan/api/cognate-word/',
  filters: { cognate: 'id', nahuatl: 'id' },
  parent: 'cognate',
  wordField: 'nahuatl',
});
