import { DOT_WORD_MESSAGE, isDotWord } from '../../../contract/api/utoaztecan';
import { semanticCategoryResource } from '../../../contract/utoaztecan';
import { errors } from '../../http/errors';
import { ownedResourceRoutes } from '../../http/resource';
import type { ApiRoute } from '../../http/routes';
import { presentSemanticCategories } from './presenter';
import { TAKEN, type SemanticCategoryRepository } from './repository';
import { spanishGlossOf } from './spanish-glosses';

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
    // A category the API makes has no Concepticon id: its word alone finds its Spanish gloss (decision 044).
    toValues: async (body) => {
      await requireFreeWord(body.word);
      return { ...body, gloss_es: spanishGlossOf({ concepticon_id: '', word: body.word }) };
    },
    toChanges: async (body, current) => {
      await requireFreeWord(body.word, current.id);
      if (body.word === undefined) return body;
      return { ...body, gloss_es: spanishGlossOf({ concepticon_id: current.concepticon_id, word: body.word }) };
    },
  });
}
