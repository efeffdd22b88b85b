import { patternWordsUrl } from '../../../contract/api/patterns';
import { patternProblems, patternResource, PatternWords, type PatternContent } from '../../../contract/patterns';
import { doesNotExist, errors } from '../../http/errors';
import { can } from '../../../contract/policy';
import { authorize } from '../../http/policy';
import type { SessionUser } from '../../http/session-store';
import { ownedResourceRoutes } from '../../http/resource';
import { apiRoute, IdParams, type ApiRoute } from '../../http/routes';
import { requireFilters } from '../../http/filters';
import { listQuery } from '../../http/openapi';
import { paginate, requirePaging } from '../../http/paging';
import type { OwnedRepository } from '../../db/owned-table';
import type { VocabularyRow } from '../../db/tables';
import type { LinkedWords } from '../../http/word-links';
import { presentPattern } from './presenter';
import { PATTERN_FILTERS, type PatternRepository, type PatternValues } from './repository';

function requireNoProblems(problems: Record<string, string[]>): void {
  if (Object.keys(problems).length > 0) throw errors.invalid(problems);
}

/** Patterns of the question-and-response game (SPEC.md §7): everyone reads what is shared; owners write their own. */
export function patternRoutes(patterns: PatternRepository, words: LinkedWords, vocabularies: Pick<OwnedRepository<VocabularyRow, unknown>, 'getById' | 'guard'>): ApiRoute<any, any>[] {
  /**
   * Checks a pattern as a whole (after a PATCH, the merged one): its placeholders and
   * variables agree, every mapped id is a dictionary word, and its vocabulary exists.
   */
  async function requireValidPattern(
    user: SessionUser | null,
    pattern: PatternContent & Pick<PatternValues, 'pattern_vocabulary'>,
  ): Promise<void> {
    const problems = patternProblems(pattern);
    const ids = [...new Set(Object.values(pattern.mapping).flat())];
    const known = new Set((await words.getByIds(ids)).map((row) => row.id));
    for (const [variable, mapped] of Object.entries(pattern.mapping)) {
      const missing = mapped.filter((id) => !known.has(id));
      if (missing.length > 0) (problems[`mapping.${variable}`] ??= []).push(doesNotExist(missing[0]));
    }
    const vocabulary = pattern.pattern_vocabulary === null ? null : await vocabularies.getById(pattern.pattern_vocabulary);
    // Someone else's unshared vocabulary is, for this user, not there at all.
    if (pattern.pattern_vocabulary !== null && !(vocabulary && can(user, 'read', vocabularies.guard(vocabulary)))) {
      problems.pattern_vocabulary = [doesNotExist(pattern.pattern_vocabulary)];
    }
    requireNoProblems(problems);
  }

  return [
    ...ownedResourceRoutes({
      contract: patternResource,
      repository: patterns,
      present: presentPattern,
      filters: PATTERN_FILTERS,
      toValues: async (body, user) => {
        await requireValidPattern(user, body);
        return body;
      },
      toChanges: async (body, current, user) => {
        await requireValidPattern(user, { ...presentPattern(current), ...body });
        return body;
      },
      // Checked again as written: a parallel change may have moved the record since.
      checkMerged: (merged) => requireNoProblems(patternProblems(presentPattern(merged))),
    }),
    apiRoute({
      method: 'GET',
      url: patternWordsUrl(':id'),
      tag: patternResource.tag,
      summary: 'The dictionary words a pattern’s mapping uses, each with its tense table, paged like every list, in mapping order',
      params: IdParams,
      query: listQuery({}),
      response: PatternWords,
      handler: async (request, _reply, { params }) => {
        const paging = requirePaging(request.query as Record<string, unknown>);
        requireFilters(request.query as Record<string, unknown>, {}, {});
        const row = await patterns.getById(params.id);
        if (!row) throw errors.notFound();
        authorize(request.user, 'read', patterns.guard(row));
        const ids = await words.existing([...new Set(Object.values(presentPattern(row).mapping).flat())]);
        const page = async (limit: number, offset: number) => {
          const pageIds = ids.slice(offset, offset + limit);
          const byId = await words.load(pageIds);
          return pageIds.flatMap((id) => byId.get(id) ?? []);
        };
        return paginate(request, paging, { count: async () => ids.length, list: page }, (word) => word);
      },
    }),
  ];
}
