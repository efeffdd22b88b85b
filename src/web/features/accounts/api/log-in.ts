import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, CurrentUser } from '../../../../contract/users';
import { requireApi } from '../../../api/api-client';
import { switchUser } from '../../../api/current-user';
import { accountsApi } from '../../../../contract/accounts';

/** Signs in; throws an ApiError with the server's message on bad credentials or throttling. */
export function logIn(credentials: LoginRequest): Promise<CurrentUser> {
  return requireApi<CurrentUser>({
    operation: { id: 'common.log.logIn' },
    success: (user) => ({ id: 'common.log.loggedIn', values: { id: String(user.id) } }),
    url: accountsApi.login,
    method: 'POST',
    body: credentials,
  });
}

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logIn, onSuccess: (user) => switchUser(queryClient, user) });
}
