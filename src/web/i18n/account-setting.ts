import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { saveUserSettings, setCurrentUser, useCurrentUser, type UserSettings } from '../api/current-user';

/**
 * Keeps one of a signed-in learner's settings with their account, so that another device opens
 * with it: a browser where they never chose (`chosen` false) takes the account's value; a choice
 * made in this browser is stored in the account. The language and the alphabet both use it.
 */
export function useAccountSetting<K extends keyof UserSettings>(
  name: K,
  value: NonNullable<UserSettings[K]>,
  chosen: boolean,
  apply: (value: NonNullable<UserSettings[K]>) => void,
): void {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!user) return;
    const stored = user[name];
    if (!chosen) {
      if (stored) apply(stored as NonNullable<UserSettings[K]>);
      return;
    }
    if (stored === value) return;
    // Offline the choice stays on this device; the account is told when the user is read again online.
    void saveUserSettings(user, { [name]: value } as UserSettings).then(
      (saved) => saved && setCurrentUser(queryClient, saved),
      () => undefined,
    );
  }, [user, name, chosen, value, apply, queryClient]);
}
