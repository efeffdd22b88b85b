import { DOT_WORD_MESSAGE, isDotWord, semanticCategoryResource } from '../../../contract/utoaztecan';
import { errors } from '../../http/errors';
import { ownedResourceRoutes } from '../../http/resource';
import type { ApiRoute } from '../../http/routes';
import { presentSemanticCategories } from './presenter';
import { TAKEN, type SemanticCategoryRepository } from './repository';

/** Semantic categories (SPEC.md §7): everyone reads what is shared; owners write their own; the word names one. */
export function semanticCategoryRoutes(categories: SemanticCategoryRepository): ApiRoute<any, any>[] {
  /** The word is the category's identifier, so no two live categories share one. */
  async function requireFreeWord(word: string | undefined, self?: number): Promise<void> {
    if (word === undefined) return;
    if (isDotWord(word)) throw errors.invalid({ word: [DOT_WORD_MESSAGE] });
    const existing = await categories.getByWord(word);
    if (existing && existing.id !== self) throw errors.invalid({ word: [TAKEN] });
  }

  return ownedResourceRoutes({
    contract: semanticCategoryResource,
    repository: categories,
    present: { all: (rows, viewer) => presentSemanticCategories(categories, rows, viewer) },
    filters: categories.filters,
    naturalKey: (word) => categories.getByWord(word),
    toValues: async (body) => {
      await requireFreeWord(body.word);
      return body;
    },
    toChanges: async (body, current) => {
      await requireFreeWord(body.word, current.id);
      return body;
    },
  });
}
