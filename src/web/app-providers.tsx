import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState, type ReactNode } from 'react';
import type { Locale } from '../contract/locales';
import { browserEnvironment, EnvironmentProvider, type Environment } from './api/environment';
import { AccountLanguage } from './i18n/account-language';
import { AccountAlphabet, AlphabetProvider } from './i18n/alphabet';
import { LocaleProvider } from './i18n/locale';
import { OfflinePracticeSync, type OfflinePractice } from './offline/offline-practice';
import { AnswerQueueContext } from './offline/offline-stores';

interface AppProvidersProps {
  queryClient: QueryClient;
  /**
   * A fixed language (tests), kept out of the account; the app itself starts from the
   * learner's choice or the browser, and keeps a signed-in learner's choice in their account.
   */
  locale?: Locale;
  /** What is kept on this device for practising offline (decision 055); most tests go without. */
  offline?: OfflinePractice;
  /** Where the app runs (decision 073): the browser unless told (the server drawing a page). */
  environment?: Environment;
  children: ReactNode;
}

/** The server-state cache: restored from this device's saved copy first when there is one. */
function QueryCache({ queryClient, offline, children }: Omit<AppProvidersProps, 'locale' | 'environment'>) {
  const [persistOptions] = useState(() => offline?.saved.persistOptions(queryClient));
  if (!offline || !persistOptions) return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={() => void offline.saved.restored(queryClient)}
    >
      <AnswerQueueContext.Provider value={offline.queue}>
        <OfflinePracticeSync stores={offline} />
        {children}
      </AnswerQueueContext.Provider>
    </PersistQueryClientProvider>
  );
}

/**
 * What every screen relies on: where the app runs, the server-state cache, the interface
 * language and the alphabet Nahuatl is shown in.
 */
export function AppProviders({ queryClient, locale, offline, environment, children }: AppProvidersProps) {
  return (
    <EnvironmentProvider value={environment ?? browserEnvironment}>
      <QueryCache queryClient={queryClient} offline={offline}>
        <LocaleProvider locale={locale}>
          <AlphabetProvider>
            {locale === undefined && <AccountLanguage />}
            {locale === undefined && <AccountAlphabet />}
            {children}
          </AlphabetProvider>
        </LocaleProvider>
      </QueryCache>
    </EnvironmentProvider>
  );
}
