import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Locale } from '../contract/locales';
import { LocaleProvider } from './i18n/locale';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** A fixed language (tests); the app itself starts from the learner's choice or browser. */
  locale?: Locale;
  children: ReactNode;
}

/** What every screen relies on: the server-state cache and the interface language. */
export function AppProviders({ queryClient, locale, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider locale={locale}>{children}</LocaleProvider>
    </QueryClientProvider>
  );
}
