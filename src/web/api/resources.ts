import { entryResource, entryWordLink } from '../../contract/entries';
import { loanwordResource } from '../../contract/loanwords';
import { patternResource } from '../../contract/patterns';
import { sentenceResource, sentenceWordLink } from '../../contract/sentences';
import { cognateResource, cognateSetResource, cognateWordLink, semanticCategoryResource } from '../../contract/utoaztecan';
import { vocabularyResource, vocabularyWordLink } from '../../contract/vocabularies';
import { clientFor, linkClientFor } from './resource-client';

/*
 * The API's resources as the web app uses them (SPEC.md §7), each made from its declaration
 * in src/contract/, so that every screen that shows one reads and invalidates the same
 * cache entries.
 */

export const sentences = clientFor(sentenceResource);
export const sentenceWords = linkClientFor(sentenceWordLink, sentences);

export const vocabularies = clientFor(vocabularyResource);
export const vocabularyWords = linkClientFor(vocabularyWordLink, vocabularies);

export const patterns = clientFor(patternResource);

export const entries = clientFor(entryResource);
export const entryWords = linkClientFor(entryWordLink, entries);

export const semanticCategories = clientFor(semanticCategoryResource);
export const cognateSets = clientFor(cognateSetResource);
export const cognates = clientFor(cognateResource);
export const cognateWords = linkClientFor(cognateWordLink, cognates);

export const loanwords = clientFor(loanwordResource);
