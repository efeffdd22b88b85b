import { resourceDeclaration, wordLinkDeclaration } from '../resource';

/* Example sentences as both sides need them at run time, without their schemas (`contract/sentences.ts`; decision 073). */

/** The most characters each text of a sentence holds: the API's check and the form's `maxLength` (decision 077). */
export const SENTENCE_LIMITS = { sentence: 2000, spanish: 2000, english: 2000, notes: 4000, source: 500 } as const;

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
