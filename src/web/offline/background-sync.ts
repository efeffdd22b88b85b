/*
 * Background Sync (issue 48), where the browser has it (Chromium): an answer kept offline asks
 * the browser to wake the service worker once the connection is back, even if the app was
 * closed meanwhile. The worker then has the open app send the queue, or sends it itself when
 * no window is open (`sw.ts`). Elsewhere the app sends at start and when the
 * connection returns (`offline-practice.tsx`).
 */

/** The Background Sync tag of the review answers waiting on this device. */
export const SEND_ANSWERS_TAG = 'np-send-answers';

/** What the service worker posts to the open windows when the browser says the connection is back. */
export const SEND_ANSWERS_MESSAGE = 'np:send-answers';

/** The part of the browser's registration Background Sync adds (not in TypeScript's DOM types). */
interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake the service worker when the connection returns; nothing where it cannot. */
export async function askForBackgroundSync(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & SyncRegistration;
    await registration.sync?.register(SEND_ANSWERS_TAG);
  } catch {
    // Refused (a private window, no permission): the app still sends at start and when back online.
  }
}
