import { useAccountSetting } from './account-setting';
import { useLocale } from './locale';

/**
 * Keeps a signed-in learner's language with their account, so that another device opens in
 * it: a browser where they never chose takes the account's language; a choice made in this
 * browser (the switch, or before signing up) is stored in the account. The cookie wins, as on
 * the server (decision 039).
 */
export function AccountLanguage() {
  const { locale, chosen, setLocale } = useLocale();
  useAccountSetting('language', locale, chosen, setLocale);
  return null;
}
