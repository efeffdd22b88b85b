import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { saveLanguage, setCurrentUser, useCurrentUser } from '../api/current-user';
import { useLocale } from './locale';

/**
 * Keeps a signed-in learner's language with their account, so that another device opens in
 * it: a browser where they never chose takes the account's language; a choice made in this
 * browser (the switch, or before signing up) is stored in the account. The cookie wins, as on
 * the server (decision 039).
 */
export function AccountLanguage() {
  const { locale, chosen, setLocale } = useLocale();
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!user) return;
    if (!chosen) {
      if (user.language) setLocale(user.language);
      return;
    }
    if (user.language === locale) return;
    void saveLanguage(user, locale).then((saved) => saved && setCurrentUser(queryClient, saved));
  }, [user, chosen, locale, setLocale, queryClient]);

  return null;
}
