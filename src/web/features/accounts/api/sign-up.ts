import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupRequest, CurrentUser } from '../../../../contract/users';
import { requireApi } from '../../../api/api-client';
import { switchUser } from '../../../api/current-user';
import { accountsApi } from '../../../../contract/accounts';

/** Creates an ordinary account and signs it in; throws an ApiError with field messages when refused. */
export function signUp(account: SignupRequest): Promise<CurrentUser> {
  return requireApi<CurrentUser>({
    operation: { id: 'common.log.addUser' },
    success: (user) => ({ id: 'common.log.addedUser', values: { id: String(user.id) } }),
    url: accountsApi.signup,
    method: 'POST',
    body: account,
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signUp, onSuccess: (user) => switchUser(queryClient, user) });
}
