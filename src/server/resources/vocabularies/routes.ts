import { vocabularyResource, vocabularyWordLink } from '../../../contract/vocabularies';
import { errors } from '../../http/errors';
import { renderMarkdown } from '../../http/markdown';
import { ownedResourceRoutes } from '../../http/resource';
import type { ApiRoute } from '../../http/routes';
import { type LinkedWords, wordLinkRoutes } from '../../http/word-links';
import { presentVocabulary, presentVocabularyWord } from './presenter';
import {
  NAME_TAKEN,
  VOCABULARY_WORD_FILTERS,
  vocabularyFilters,
  type VocabularyRepository,
  type VocabularyValues,
} from './repository';

/**
 * The fields a body sets, with the Markdown an owner sent (`suggestions_raw`, or
 * `suggestions` from older clients) stored beside its safe HTML.
 */
function valuesOf<B extends { suggestions_raw?: string; suggestions?: string }>(body: B) {
  const { suggestions_raw, suggestions, ...values } = body;
  const markdown = suggestions_raw ?? suggestions;
  const field = suggestions_raw === undefined ? 'suggestions' : 'suggestions_raw';
  return { values, suggestions: markdown === undefined ? null : { suggestions_raw: markdown, suggestions: renderMarkdown(markdown, field) } };
}

/** Vocabularies and their words (SPEC.md §7): everyone reads what is shared; owners write their own. */
export function vocabularyRoutes(vocabularies: VocabularyRepository, words: LinkedWords): ApiRoute<any, any>[] {
  /**
   * An owner's vocabularies have different names, or two lists would look the same in every
   * menu (decision 077). Checked here, on both databases alike, not by an index: older
   * accounts may already hold two of a name, and those keep working.
   */
  async function requireFreeName(name: string | undefined, owner: number, self?: number): Promise<void> {
    if (name !== undefined && (await vocabularies.namedBy(owner, name, self)) !== undefined)
      throw errors.invalid({ name: [NAME_TAKEN] });
  }

  return [
    ...ownedResourceRoutes({
      contract: vocabularyResource,
      repository: vocabularies,
      present: presentVocabulary,
      filters: vocabularyFilters,
      toValues: async (body, user): Promise<VocabularyValues> => {
        await requireFreeName(body.name, user.id);
        const { values, suggestions } = valuesOf(body);
        return { ...values, ...(suggestions ?? { suggestions_raw: '', suggestions: '' }) };
      },
      toChanges: async (body, current) => {
        await requireFreeName(body.name, current.owner, current.id);
        const { values, suggestions } = valuesOf(body);
        return { ...values, ...suggestions };
      },
    }),
    ...wordLinkRoutes(words, {
      contract: vocabularyWordLink,
      filters: VOCABULARY_WORD_FILTERS,
      getParent: async (id) => {
        const row = await vocabularies.getById(id);
        return row && vocabularies.guard(row);
      },
      links: vocabularies.links,
      present: presentVocabularyWord,
    }),
  ];
}
