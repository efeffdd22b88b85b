import { pageOf } from '../../../contract/common';
import { LOOKS_TAKEN } from '../../../contract/usernames';
import { CurrentUser, UserPatch } from '../../../contract/users';
import { usersApi } from '../../../contract/accounts';
import { isUniqueViolation } from '../../db/database';
import { errors } from '../../http/errors';
import { requireFilters } from '../../http/filters';
import { paginate, requirePaging } from '../../http/paging';
import { authorize } from '../../http/policy';
import { apiRoute, IdParams, type ApiRoute } from '../../http/routes';
import { presentUser } from './presenter';
import type { UserRepository } from './repository';

const { tag } = usersApi;

/**
 * The users API (SPEC.md §7). The list holds the signed-in user alone, so that the
 * client's "first user returned" is always the active user; a user reads and changes
 * only themselves, and any other id is not found.
 */
export function userRoutes(users: UserRepository): ApiRoute<any, any>[] {
  async function requireSelf(user: Parameters<typeof authorize>[0], id: number) {
    authorize(user, 'read');
    if (user === null || user.id !== id) throw errors.notFound();
    const row = await users.getById(id);
    if (!row) throw errors.notFound();
    return row;
  }

  return [
    apiRoute({
      method: 'GET',
      url: usersApi.url,
      tag,
      summary: 'The signed-in user, alone in results (empty for a guest)',
      response: pageOf(CurrentUser),
      handler: async (request) => {
        const paging = requirePaging(request.query as Record<string, unknown>);
        requireFilters(request.query as Record<string, unknown>, {}, {});
        const me = request.user;
        return paginate(
          request,
          paging,
          {
            count: async () => (me ? 1 : 0),
            list: async (_limit, offset) => (me && offset === 0 ? [me] : []),
          },
          presentUser,
        );
      },
    }),
    apiRoute({
      method: 'GET',
      url: usersApi.user(':id'),
      tag,
      summary: 'Yourself',
      params: IdParams,
      response: CurrentUser,
      handler: async (request, _reply, { params }) => presentUser(await requireSelf(request.user, params.id)),
    }),
    apiRoute({
      method: 'PATCH',
      url: usersApi.user(':id'),
      tag,
      summary: 'Change your username, first name, email, interface language or alphabet',
      params: IdParams,
      body: UserPatch,
      response: CurrentUser,
      handler: async (request, _reply, { params, body }) => {
        if (request.user === null) throw errors.notAuthenticated();
        const current = await requireSelf(request.user, params.id);
        authorize(request.user, 'update', { owner: current.id });
        if (body.username !== undefined) {
          const holder = await users.getByUsername(body.username);
          if (holder && holder.id !== current.id) {
            throw errors.invalid({ username: ['A user with that username already exists.'] });
          }
          const lookAlike = await users.getLookAlike(body.username);
          if (lookAlike && lookAlike.id !== current.id) throw errors.invalid({ username: [LOOKS_TAKEN] });
        }
        const updated = await users.update(current.id, body).catch((error: unknown) => {
          if (isUniqueViolation(error)) throw errors.invalid({ username: ['A user with that username already exists.'] });
          throw error;
        });
        if (!updated) throw errors.notFound();
        return presentUser(updated);
      },
    }),
  ];
}
