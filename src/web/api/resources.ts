import { entriesApi, entryWordsApi } from '../../contract/api/entries';
import { loanwordsApi } from '../../contract/api/loanwords';
import { patternsApi } from '../../contract/api/patterns';
import { recordingsApi, speakersApi } from '../../contract/api/recordings';
import { sentencesApi, sentenceWordsApi } from '../../contract/api/sentences';
import { cognateSetsApi, cognatesApi, cognateWordsApi, semanticCategoriesApi } from '../../contract/api/utoaztecan';
import { vocabulariesApi, vocabularyWordsApi } from '../../contract/api/vocabularies';
import type { entryResource, entryWordLink } from '../../contract/entries';
import type { loanwordResource } from '../../contract/loanwords';
import type { patternResource } from '../../contract/patterns';
import type { Recording, speakerResource } from '../../contract/recordings';
import type { sentenceResource, sentenceWordLink } from '../../contract/sentences';
import type {
  cognateResource,
  cognateSetResource,
  cognateWordLink,
  semanticCategoryResource,
} from '../../contract/utoaztecan';
import type { vocabularyResource, vocabularyWordLink } from '../../contract/vocabularies';
import { clientFor, linkClientFor, resourceClient } from './resource-client';

/*
 * The API's resources as the web app uses them (SPEC.md §7), each made from its declaration
 * in src/contract/api/ and typed from its contract's schemas, which are never loaded here
 * (decision 073), so that every screen that shows one reads and invalidates the same cache
 * entries.
 */

export const sentences = clientFor<typeof sentenceResource>(sentencesApi);
export const sentenceWords = linkClientFor<typeof sentenceWordLink>(sentenceWordsApi, sentences);

export const vocabularies = clientFor<typeof vocabularyResource>(vocabulariesApi);
export const vocabularyWords = linkClientFor<typeof vocabularyWordLink>(vocabularyWordsApi, vocabularies);

export const patterns = clientFor<typeof patternResource>(patternsApi);

export const entries = clientFor<typeof entryResource>(entriesApi);
export const entryWords = linkClientFor<typeof entryWordLink>(entryWordsApi, entries);

export const semanticCategories = clientFor<typeof semanticCategoryResource>(semanticCategoriesApi);
export const cognateSets = clientFor<typeof cognateSetResource>(cognateSetsApi);
export const cognates = clientFor<typeof cognateResource>(cognatesApi);
export const cognateWords = linkClientFor<typeof cognateWordLink>(cognateWordsApi, cognates);

export const loanwords = clientFor<typeof loanwordResource>(loanwordsApi);

export const speakers = clientFor<typeof speakerResource>(speakersApi);
/** Recordings are sent as a form (the file and its fields, multipart) and never changed, only moderated or taken down. */
export const recordings = resourceClient<Recording, FormData, never, typeof recordingsApi.filters>(recordingsApi);
