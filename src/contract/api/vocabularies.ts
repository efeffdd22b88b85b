import { resourceDeclaration, wordLinkDeclaration } from '../resource';

/* Vocabularies as both sides need them at run time, without their schemas (`contract/vocabularies.ts`; decision 073). */

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
