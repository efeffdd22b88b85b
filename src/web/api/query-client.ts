import { QueryClient } from '@tanstack/react-query';

/** Creates the app's query cache. The API client already returns fallbacks, so queries do not retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
