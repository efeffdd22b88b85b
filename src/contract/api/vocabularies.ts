import { resourceDeclaration, wordLinkDeclaration } from '../resource';

/* Vocabularies as both sides need them at run time, without their schemas (`contract/vocabularies.ts`; decision 073). */

/** The most characters each text of a vocabulary holds: the API's check and the form's `maxLength` (decision 077). */
export const VOCABULARY_LIMITS = { name: 200, description: 2000, source: 500, suggestions_raw: 20000 } as const;

/** Vocabularies (SPEC.md §7): everyone reads what is shared; owners write their own. */
export const vocabulariesApi = resourceDeclaration({
  name: 'vocabulary',
  plural: 'vocabularies',
  url: '/utoaztecan/api/vocabulary/',
  filters: { plain__icontains: 'icontains', favorite: 'boolean', tag: 'exact', owner: 'id', language: 'exact' },
  creators: 'users',
  featured: { limit: 50, order: 'id' },
  visibility: 'share',
});

/** The words of a vocabulary. */
export const vocabularyWordsApi = wordLinkDeclaration({
  name: 'vocabulary word',
  url: '/utoaztecan/api/vocabulary-word/',
  filters: { vocabulary: 'id', nahuatl_word: 'id' },
  parent: 'vocabulary',
  wordField: 'nahuatl_word',
});
