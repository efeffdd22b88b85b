import { Vocabulary, VocabularyCreate, VocabularyPatch, VocabularyWord, VocabularyWordCreate } from '../../../contract/vocabularies';
import { renderMarkdown } from '../../http/markdown';
import { ownedResourceRoutes } from '../../http/resource';
import type { ApiRoute } from '../../http/routes';
import type { WordRepository } from '../words/repository';
import { wordLinkRoutes } from '../words/word-link-routes';
import { presentVocabulary, presentVocabularyWord } from './presenter';
import { VOCABULARY_WORD_FILTERS, vocabularyFilters, type VocabularyRepository, type VocabularyValues } from './repository';

/**
 * The fields a body sets, with the Markdown an owner sent (`suggestions_raw`, or
 * `suggestions` from older clients) stored beside its safe HTML.
 */
function valuesOf<B extends { suggestions_raw?: string; suggestions?: string }>(body: B) {
  const { suggestions_raw, suggestions, ...values } = body;
  const markdown = suggestions_raw ?? suggestions;
  return { values, suggestions: markdown === undefined ? null : { suggestions_raw: markdown, suggestions: renderMarkdown(markdown) } };
}

/** Vocabularies and their words (SPEC.md §7): everyone reads what is shared; owners write their own. */
export function vocabularyRoutes(vocabularies: VocabularyRepository, words: WordRepository): ApiRoute<any, any>[] {
  return [
    ...ownedResourceRoutes({
      name: 'vocabulary',
      plural: 'vocabularies',
      url: '/utoaztecan/api/vocabulary/',
      tag: 'vocabularies',
      item: Vocabulary,
      create: VocabularyCreate,
      patch: VocabularyPatch,
      repository: vocabularies,
      present: presentVocabulary,
      filters: vocabularyFilters,
      featured: { limit: 50, order: 'id' },
      creators: 'users',
      listSummary: 'Vocabularies; `favorite=true` gives your favourites, `tag` one tag, `plain__icontains` searches names',
      toValues: (body): VocabularyValues => {
        const { values, suggestions } = valuesOf(body);
        return { ...values, ...(suggestions ?? { suggestions_raw: '', suggestions: '' }) };
      },
      toChanges: (body) => {
        const { values, suggestions } = valuesOf(body);
        return { ...values, ...suggestions };
      },
    }),
    ...wordLinkRoutes(words, {
      url: '/utoaztecan/api/vocabulary-word/',
      tag: 'vocabularies',
      parent: 'vocabulary',
      filters: VOCABULARY_WORD_FILTERS,
      body: VocabularyWordCreate,
      response: VocabularyWord,
      duplicate: 'This word is already in the vocabulary.',
      getParent: async (id) => {
        const row = await vocabularies.getById(id);
        return row && vocabularies.guard(row);
      },
      links: vocabularies.links,
      present: presentVocabularyWord,
    }),
  ];
}
