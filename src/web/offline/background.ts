/*
 * When the device's background work (decision 054's saved dictionary) may start: after the
 * app's own files are saved, when the browser is idle. Apart from that work's code, so that
 * the entry can wait without loading it (decision 073).
 */

/** Runs `work` when the browser is idle (or soon, where it cannot say). */
export function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 10_000 });
  else setTimeout(work, 2000);
}

/**
 * Settles once the app's own files are saved for offline use (the service worker is active),
 * at once where there is none (the dev server, tests): without them a saved dictionary opens
 * nothing, and a first visit on a weak signal spends its bytes on the screen first.
 */
export function appSaved(): Promise<unknown> {
  return import.meta.env.PROD && 'serviceWorker' in navigator ? navigator.serviceWorker.ready : Promise.resolve();
}
