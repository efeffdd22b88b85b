import { useSyncExternalStore } from 'react';

/** What the service worker has to tell the learner (decision 051). */
export interface AppUpdate {
  /** A new version is installed and waits: reloading starts it. */
  waiting: boolean;
  /** The app's files are saved: it opens without a connection from now on. */
  offlineReady: boolean;
}

let state: AppUpdate = { waiting: false, offlineReady: false };
let startWaiting: () => void = () => undefined;
const listeners = new Set<() => void>();

function set(changes: Partial<AppUpdate>) {
  state = { ...state, ...changes };
  for (const listener of listeners) listener();
}

/** The service worker's registration (main.tsx) says a new version waits; `start` takes it. */
export function announceUpdate(start: () => void) {
  startWaiting = start;
  set({ waiting: true });
}

/** The service worker's registration says the app is saved for offline use. */
export const announceOfflineReady = () => set({ offlineReady: true });

/** Starts the waiting version: the page reloads once it has taken over. */
export const startUpdate = () => startWaiting();

/** Hides a message the learner has seen or put off. */
export const dismiss = (message: keyof AppUpdate) => set({ [message]: false });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The service worker's news, re-rendering when it changes. */
export const useAppUpdate = (): AppUpdate =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
