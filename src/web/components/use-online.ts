import { useSyncExternalStore } from 'react';
import { useEnvironment } from '../api/environment';

/** Calls `changed` whenever the browser goes offline or comes back; returns the unsubscribe. */
function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/**
 * Whether the browser has a connection (`navigator.onLine`), re-rendering when it goes
 * offline or comes back. "Online" only means a network is there, not that the server
 * answers: offline is certain, online is a hope (decision 051).
 */
export function useOnline(): boolean {
  const environment = useEnvironment();
  return useSyncExternalStore(subscribe, environment.online, () => true);
}
