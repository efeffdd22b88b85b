/** The API addresses the practice screen reads (SPEC.md §7). */
export const VOCABULARIES_URL = '/utoaztecan/api/vocabulary/';
export const VOCABULARY_WORDS_URL = '/utoaztecan/api/vocabulary-word/';

/**
 * Query keys. They sit under `['vocabularies']`, so that an invalidation of everything
 * about vocabularies (after an owner edits one) reaches the practice screen too; the
 * `practice` segment keeps them apart from the vocabulary screens' own queries, whose
 * fetchers may answer differently (a fallback instead of an error).
 */
export const practiceKeys = {
  vocabulary: (id: number) => ['vocabularies', 'practice', 'vocabulary', id] as const,
  words: (id: number) => ['vocabularies', 'practice', 'words', id] as const,
};
