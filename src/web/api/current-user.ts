import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Page } from '../../contract/common';
import type { CurrentUser, User } from '../../contract/users';
import { callApi } from './api-client';
import { usersApi } from '../../contract/accounts';

const currentUserKey = ['current-user'] as const;

/** The signed-in user with their stored language, or null for a guest: the users list holds only them (SPEC.md §6). */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  const page = await callApi<Page<CurrentUser> | null>(
    {
      operation: { id: 'common.log.fetchUsers' },
      success: { id: 'common.log.fetchedUsers' },
      // A page drawn on the server brings the answer in the queries it was drawn from (decision 073).
      url: usersApi.url,
      signal,
    },
    null,
  );
  return page?.results[0] ?? null;
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserKey, queryFn: ({ signal }) => getCurrentUser(signal) });

/** The signed-in user: `data` is the user, null for a guest, undefined until known. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/** The name to greet a user by. */
export const displayName = (user: User) => user.first_name.trim() || user.username;

/** The server's latest answer about the signed-in user, kept without asking again. */
export function setCurrentUser(queryClient: QueryClient, user: CurrentUser | null): void {
  queryClient.setQueryData(currentUserKey, user);
}

/**
 * The session now belongs to `user` (null after logout). Shows them at once, then refetches
 * every query in the background, since what the API shows depends on who asks.
 */
export function switchUser(queryClient: QueryClient, user: CurrentUser | null): void {
  setCurrentUser(queryClient, user);
  void queryClient.invalidateQueries();
}

/** The settings a learner keeps in their account: the interface language, the alphabet Nahuatl is shown in. */
export type UserSettings = Partial<Pick<CurrentUser, 'language' | 'alphabet'>>;

const SETTING_LOG = {
  language: { operation: 'shell.log.saveLanguage', success: 'shell.log.savedLanguage' },
  alphabet: { operation: 'shell.log.saveAlphabet', success: 'shell.log.savedAlphabet' },
} as const;

/** Stores one of the learner's settings in their account; the server's answer, or null when the call failed (logged). */
export function saveUserSettings(user: CurrentUser, settings: UserSettings): Promise<CurrentUser | null> {
  const [name, value] = Object.entries(settings)[0] as [keyof typeof SETTING_LOG, string];
  return callApi<CurrentUser | null>(
    {
      operation: { id: SETTING_LOG[name].operation },
      success: { id: SETTING_LOG[name].success, values: { [name]: value } },
      url: `${usersApi.url}${user.id}/`,
      method: 'PATCH',
      body: settings,
    },
    null,
  );
}

/** Stores the learner's interface language in their account; the server's answer, or null when the call failed (logged). */
