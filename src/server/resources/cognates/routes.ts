import { z } from 'zod';
import { COGNATE_LIMITS, cognateLanguageCountsUrl } from '../../../contract/api/utoaztecan';
import { CognateLanguageCount, cognateResource, cognateWordLink, FULL_COGNATE_MESSAGE } from '../../../contract/utoaztecan';
import type { CognateRow } from '../../db/tables';
import { ownedResourceRoutes } from '../../http/resource';
import { apiRoute, type ApiRoute } from '../../http/routes';
import type { SessionUser } from '../../http/session-store';
import { type LinkedWords, wordLinkRoutes } from '../../http/word-links';
import { presentCognates, presentCognateWord } from './presenter';
import { COGNATE_WORD_FILTERS, type CognateRepository } from './repository';

/** Cognates by language and their links to Nahuatl words (SPEC.md §7): everyone reads what is shared; owners write their own. */
export function cognateRoutes(cognates: CognateRepository, words: LinkedWords): ApiRoute<any, any>[] {
  const requireSet = (id: number | null | undefined, user: SessionUser, current?: CognateRow) =>
    cognates.requireVisibleRefs(user.id, [{ field: 'set', table: 'cognate_set', id, current: current?.set }]);

  return [
    ...ownedResourceRoutes({
      contract: cognateResource,
      repository: cognates,
      present: { all: (rows) => presentCognates(cognates, words, rows) },
      filters: cognates.filters,
      toValues: async (body, user) => {
        await requireSet(body.set, user);
        return body;
      },
      toChanges: async (body, current, user) => {
        await requireSet(body.set, user, current);
        return body;
      },
    }),
    apiRoute({
      method: 'GET',
      url: cognateLanguageCountsUrl,
      tag: cognateResource.tag,
      summary: 'Per language: how many cognates, its name, and the title, year and authors of its source (a plain list)',
      response: z.array(CognateLanguageCount),
      handler: async (request) => cognates.languageCounts(request.user?.id ?? null),
    }),
    ...wordLinkRoutes(words, {
      contract: cognateWordLink,
      filters: COGNATE_WORD_FILTERS,
      getParent: async (id) => {
        const row = await cognates.getById(id);
        return row && cognates.guard(row);
      },
      links: cognates.links,
      present: presentCognateWord,
      // Every cognate shows its words (`nahuatl_words`).
      most: { links: COGNATE_LIMITS.nahuatl_words, message: FULL_COGNATE_MESSAGE },
    }),
  ];
}
