import { usersApi } from '../../contract/accounts';

/*
 * Whether the browser reaches the server (issue 48). A phone without signal often still says
 * it is online (`navigator.onLine`) while every request fails: a request that cannot reach the
 * server puts the app offline as the browser's own `offline` event does, and the app then checks
 * every few seconds, quietly, until the server answers again (or the browser says it is back).
 */

/** How often the app asks whether the server is back, once a request could not reach it. */
export const RECHECK_MS = 5_000;

let reached = true;
let recheck: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

/** Whether the last request reached the server (true until one did not). */
export const serverReached = (): boolean => reached;

/** Says whether a request reached the server; the app's connection changes with it. */
export function reportReach(reachedNow: boolean): void {
  if (reached === reachedNow) return;
  reached = reachedNow;
  clearTimeout(recheck);
  if (!reached) recheck = setTimeout(askAgain, RECHECK_MS);
  for (const listener of listeners) listener();
}

/**
 * Asks the smallest read there is; any answer, even a refusal, means the server is there. Not
 * through the API client: its failures go to the message log, every few seconds here, and it
 * reports each request's reach itself.
 */
async function askAgain(): Promise<void> {
  try {
    await fetch(usersApi.url, { headers: { Accept: 'application/json' }, cache: 'no-store', credentials: 'same-origin' });
    reportReach(true);
  } catch {
    recheck = setTimeout(askAgain, RECHECK_MS);
  }
}

/**
 * Calls `changed` when the connection may have changed: the browser's `online` and `offline`
 * events, and requests that reach the server or do not. Returns the unsubscribe.
 */
export function subscribeToConnection(changed: () => void): () => void {
  // The browser says it is back: hope so, and let the next request tell.
  const back = () => {
    reportReach(true);
    changed();
  };
  window.addEventListener('online', back);
  window.addEventListener('offline', changed);
  listeners.add(changed);
  return () => {
    window.removeEventListener('online', back);
    window.removeEventListener('offline', changed);
    listeners.delete(changed);
  };
}
