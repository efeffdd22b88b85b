import { z } from 'zod';
import { loanwordLanguageCountsUrl } from '../../../contract/api/loanwords';
import { LoanwordLanguageCount, loanwordResource } from '../../../contract/loanwords';
import type { LoanwordRow } from '../../db/tables';
import { ownedResourceRoutes } from '../../http/resource';
import { apiRoute, type ApiRoute } from '../../http/routes';
import type { SessionUser } from '../../http/session-store';
import { presentLoanword } from './presenter';
import type { LoanwordRepository, LoanwordValues } from './repository';

/**
 * Loanwords (SPEC.md §7): everyone reads what is shared; staff create them (the loanwords
 * section is theirs, SPEC.md §6), and each owner changes and deletes their own.
 */
export function loanwordRoutes(loanwords: LoanwordRepository): ApiRoute<any, any>[] {
  /** The cognate sets a body names must be ones the writer sees (a set the loanword already names may stay). */
  const requireSets = (
    body: Partial<Pick<LoanwordValues, 'set' | 'target_set_key_id'>>,
    user: SessionUser,
    current?: LoanwordRow,
  ) =>
    loanwords.requireVisibleRefs(
      user.id,
      (['set', 'target_set_key_id'] as const).map((field) => ({
        field,
        table: 'cognate_set',
        id: body[field],
        current: current?.[field],
      })),
    );

  return [
    ...ownedResourceRoutes({
      contract: loanwordResource,
      repository: loanwords,
      present: presentLoanword,
      filters: loanwords.filters,
      toValues: async (body, user) => {
        await requireSets(body, user);
        return body;
      },
      toChanges: async (body, current, user) => {
        await requireSets(body, user, current);
        return body;
      },
    }),
    apiRoute({
      method: 'GET',
      url: loanwordLanguageCountsUrl,
      tag: loanwordResource.tag,
      summary:
        'Per pair of source and target language: how many loanwords (a plain list; the index shows pairs of 10 or more)',
      response: z.array(LoanwordLanguageCount),
      handler: async (request) => loanwords.languageCounts(request.user?.id ?? null),
    }),
  ];
}
