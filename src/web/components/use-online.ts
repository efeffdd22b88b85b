import { useSyncExternalStore } from 'react';
import { subscribeToConnection } from '../api/connection';
import { useEnvironment } from '../api/environment';

/**
 * Whether the browser has a connection (`navigator.onLine`, and the last request reached the
 * server), re-rendering when it goes offline or comes back. "Online" only means a network is
 * there, not that the server answers: offline is certain, online is a hope (decision 051).
 */
export function useOnline(): boolean {
  const environment = useEnvironment();
  return useSyncExternalStore(subscribeToConnection, environment.online, () => true);
}
