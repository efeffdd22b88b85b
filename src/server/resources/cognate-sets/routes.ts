import { cognateSetResource } from '../../../contract/utoaztecan';
import type { CognateSetRow } from '../../db/tables';
import { ownedResourceRoutes } from '../../http/resource';
import type { ApiRoute } from '../../http/routes';
import type { SessionUser } from '../../http/session-store';
import { presentCognateSets } from './presenter';
import type { CognateSetRepository } from './repository';

/** Cognate sets, the reconstructed words (SPEC.md §7): everyone reads what is shared; owners write their own. */
export function cognateSetRoutes(sets: CognateSetRepository): ApiRoute<any, any>[] {
  const requireCategory = (id: number | null | undefined, user: SessionUser, current?: CognateSetRow) =>
    sets.requireVisibleRefs(user.id, [{ field: 'semantic_category', table: 'semantic_category', id, current: current?.semantic_category }]);

  return ownedResourceRoutes({
    contract: cognateSetResource,
    repository: sets,
    present: { all: (rows, viewer) => presentCognateSets(sets, rows, viewer) },
    filters: sets.filters,
    toValues: async (body, user) => {
      await requireCategory(body.semantic_category, user);
      return body;
    },
    toChanges: async (body, current, user) => {
      await requireCategory(body.semantic_category, user, current);
      return body;
    },
  });
}
