import type { z } from 'zod';
import type { Entry, EntryCreate, EntryPatch, EntryWord, EntryWordCreate } from '../../contract/entries';
import type {
  Cognate,
  CognateCreate,
  CognatePatch,
  CognateSet,
  CognateSetCreate,
  CognateSetPatch,
  CognateWord,
  CognateWordCreate,
  SemanticCategory,
  SemanticCategoryCreate,
  SemanticCategoryPatch,
} from '../../contract/utoaztecan';
import type { Loanword, LoanwordCreate, LoanwordPatch } from '../../contract/loanwords';
import type { Pattern, PatternCreate, PatternPatch } from '../../contract/patterns';
import type {
  Sentence,
  SentenceCreate,
  SentencePatch,
  SentenceWord,
  SentenceWordCreate,
} from '../../contract/sentences';
import type {
  Vocabulary,
  VocabularyCreate,
  VocabularyPatch,
  VocabularyWord,
  VocabularyWordCreate,
} from '../../contract/vocabularies';
import { resourceClient, wordLinkClient } from './resource-client';

/*
 * The API's resources as the web app uses them (SPEC.md §7), declared once here so that
 * every screen that shows one reads and invalidates the same cache entries.
 */

export const sentences = resourceClient<Sentence, SentenceCreate, SentencePatch>({
  name: 'sentence',
  plural: 'sentences',
  url: '/utoaztecan/api/nahuatl-sentence/',
});

export const sentenceWords = wordLinkClient<SentenceWord, z.input<typeof SentenceWordCreate>, 'sentence'>({
  name: 'sentence word',
  url: '/utoaztecan/api/sentence-word/',
  parent: sentences,
  parentField: 'sentence',
});

export const vocabularies = resourceClient<Vocabulary, VocabularyCreate, VocabularyPatch>({
  name: 'vocabulary',
  plural: 'vocabularies',
  url: '/utoaztecan/api/vocabulary/',
});

export const vocabularyWords = wordLinkClient<VocabularyWord, z.input<typeof VocabularyWordCreate>, 'vocabulary'>({
  name: 'vocabulary word',
  url: '/utoaztecan/api/vocabulary-word/',
  parent: vocabularies,
  parentField: 'vocabulary',
});

export const patterns = resourceClient<Pattern, PatternCreate, PatternPatch>({
  name: 'pattern',
  plural: 'patterns',
  url: '/utoaztecan/api/pattern/',
});

export const entries = resourceClient<Entry, EntryCreate, EntryPatch>({
  name: 'entry',
  plural: 'entries',
  url: '/blog/api/entry/',
});

export const entryWords = wordLinkClient<EntryWord, z.input<typeof EntryWordCreate>, 'entry'>({
  name: 'entry word',
  url: '/blog/api/entry-word/',
  parent: entries,
  parentField: 'entry',
});

export const semanticCategories = resourceClient<SemanticCategory, SemanticCategoryCreate, SemanticCategoryPatch>({
  name: 'semantic category',
  plural: 'semantic categories',
  url: '/utoaztecan/api/semantic-category/',
});

export const cognateSets = resourceClient<CognateSet, CognateSetCreate, CognateSetPatch>({
  name: 'cognate set',
  plural: 'cognate sets',
  url: '/utoaztecan/api/cognate-set/',
});

export const cognates = resourceClient<Cognate, CognateCreate, CognatePatch>({
  name: 'cognate',
  plural: 'cognates',
  url: '/utoaztecan/api/cognate/',
});

export const cognateWords = wordLinkClient<CognateWord, z.input<typeof CognateWordCreate>, 'cognate', 'nahuatl'>({
  name: 'cognate word',
  url: '/utoaztecan/api/cognate-word/',
  parent: cognates,
  parentField: 'cognate',
  wordField: 'nahuatl',
});

export const loanwords = resourceClient<Loanword, LoanwordCreate, LoanwordPatch>({
  name: 'loanword',
  plural: 'loanwords',
  url: '/utoaztecan/api/loanword/',
});
