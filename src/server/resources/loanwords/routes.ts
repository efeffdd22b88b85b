import { z } from 'zod';
import {
  Loanword,
  LoanwordCreate,
  LoanwordLanguageCount,
  LoanwordPatch,
  type LoanwordValues,
} from '../../../contract/loanwords';
import type { Db } from '../../db/database';
import type { LoanwordRow } from '../../db/tables';
import { ownedResourceRoutes } from '../../http/resource';
import { apiRoute, type ApiRoute } from '../../http/routes';
import type { SessionUser } from '../../http/session-store';
import { requireVisibleRefs } from '../utoaztecan/visibility';
import { loanwordFilters, type LoanwordRepository } from './repository';

const URL = '/utoaztecan/api/loanword/';

/** A loanword on the wire. */
export function presentLoanword(row: LoanwordRow): Loanword {
  return {
    id: row.id,
    source_language: row.source_language,
    source_word: row.source_word,
    source_definition: row.source_definition,
    target_language: row.target_language,
    target_word: row.target_word,
    target_definition: row.target_definition,
    target_set: row.target_set,
    target_set_key_id: row.target_set_key_id,
    set: row.set,
    rule_set: row.rule_set,
    transforms: row.transforms,
    share: Boolean(row.share),
    owner: row.owner,
  };
}

/**
 * Loanwords (SPEC.md §7): everyone reads what is shared; staff create them (the loanwords
 * section is theirs, SPEC.md §6), and each owner changes and deletes their own.
 */
export function loanwordRoutes(db: Db, loanwords: LoanwordRepository): ApiRoute<any, any>[] {
  /** The cognate sets a body names must be ones the writer sees (a set the loanword already names may stay). */
  const requireSets = (
    body: Partial<Pick<LoanwordValues, 'set' | 'target_set_key_id'>>,
    user: SessionUser,
    current?: LoanwordRow,
  ) =>
    requireVisibleRefs(
      db,
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
      name: 'loanword',
      plural: 'loanwords',
      url: URL,
      tag: 'uto-aztecan',
      item: Loanword,
      create: LoanwordCreate,
      patch: LoanwordPatch,
      repository: loanwords,
      present: presentLoanword,
      filters: loanwordFilters(db),
      featured: false,
      creators: 'staff',
      listSummary:
        'Loanwords; `source_language` and `target_language` (or `target_language__in`, a comma list such as UACV,CN) those of a pair, ' +
        '`set` those filed under a cognate set, `plain__istartswith` either word’s beginning, `loanword` searches words and definitions',
      toValues: async (body, user) => {
        await requireSets(body, user);
        return body as LoanwordValues;
      },
      toChanges: async (body, current, user) => {
        await requireSets(body, user, current);
        return body;
      },
    }),
    apiRoute({
      method: 'GET',
      url: `${URL}language_counts/`,
      tag: 'uto-aztecan',
      summary:
        'Per pair of source and target language: how many loanwords (a plain list; the index shows pairs of 10 or more)',
      response: z.array(LoanwordLanguageCount),
      handler: async (request) => loanwords.languageCounts(request.user?.id ?? null),
    }),
  ];
}
