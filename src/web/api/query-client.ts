import { QueryClient } from '@tanstack/react-query';
import { isUnreachable } from './api-client';

/**
 * Creates the app's query cache. The API client answers a refusal with a fallback, so a read
 * is not asked again, but for one that could not reach the server: the app is then offline, and
 * the read waits for the connection, keeping what it had (issue 48).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: (failures, error) => isUnreachable(error) && failures < 3, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
