import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Locale } from '../contract/locales';
import { AccountLanguage } from './i18n/account-language';
import { AccountAlphabet, AlphabetProvider } from './i18n/alphabet';
import { LocaleProvider } from './i18n/locale';

interface AppProvidersProps {
  queryClient: QueryClient;
  /**
   * A fixed language (tests), kept out of the account; the app itself starts from the
   * learner's choice or the browser, and keeps a signed-in learner's choice in their account.
   */
  locale?: Locale;
  children: ReactNode;
}

/** What every screen relies on: the server-state cache, the interface language and the alphabet Nahuatl is shown in. */
export function AppProviders({ queryClient, locale, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider locale={locale}>
        <AlphabetProvider>
          {locale === undefined && <AccountLanguage />}
          {locale === undefined && <AccountAlphabet />}
          {children}
        </AlphabetProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
