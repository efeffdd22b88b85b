import { resourceDeclaration, wordLinkDeclaration } from '../resource';

/* Example sentences as both sides need them at run time, without their schemas (`contract/sentences.ts`; decision 073). */

/** Example sentences (SPEC.md §7): everyone reads what is shared; owners write their own. */
export const sentencesApi = resourceDeclaration({
  name: 'sentence',
  plural: 'sentences',
  url: '/utoaztecan/api/nahuatl-sentence/',
  filters: { sentence__icontains: 'icontains', search: 'icontains', nahuatl: 'id', owner: 'id' },
  creators: 'users',
  featured: { limit: 50, order: 'id' },
  visibility: 'share',
});

/** The words of a sentence, each with its tense and person tags. */
export const sentenceWordsApi = wordLinkDeclaration({
  name: 'sentence word',
  url: '/utoaztecan/api/sentence-word/',
  filters: { sentence: 'id', nahuatl_word: 'id' },
  parent: 'sentence',
  wordField: 'nahuatl_word',
});
