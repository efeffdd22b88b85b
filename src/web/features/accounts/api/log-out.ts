import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireApi } from '../../../api/api-client';
import { switchUser } from '../../../api/current-user';
import { accountsApi } from '../../../../contract/accounts';

/** Ends the session. */
export function logOut(): Promise<void> {
  return requireApi<void>({
    operation: { id: 'common.log.logOut' },
    success: { id: 'common.log.loggedOut' },
    url: accountsApi.logout,
    method: 'POST',
  });
}

export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logOut, onSuccess: () => switchUser(queryClient, null) });
}
