import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { usersApi } from '../contract/accounts';
import { reviewApi } from '../contract/api/review';
import { CSRF_COOKIE, CSRF_HEADER } from './api/cookies';
import { answerQueue, type QueuedAnswer } from './offline/answer-queue';
import { SEND_ANSWERS_MESSAGE, SEND_ANSWERS_TAG } from './offline/background-sync';

/*
 * The app's service worker (decisions 051, 075). The app's files are precached; every navigation
 * outside the API and the admin falls back to index.html, so the app opens with no connection;
 * the API is never touched (its answers go to the network as if there were no worker); a new
 * version waits for the learner's Reload. Background Sync sends the review answers kept offline.
 */

/** What this worker uses of its global scope (the WebWorker types would clash with the DOM's). */
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  addEventListener(type: 'sync', listener: (event: { tag: string; waitUntil(work: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  skipWaiting(): Promise<void>;
  clients: { matchAll(options: { type: 'window' }): Promise<{ postMessage(message: unknown): void }[]> };
  /** The Cookie Store API, in Chromium's workers: the CSRF token is a cookie the worker must send back. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
}
declare const self: WorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/utoaztecan\/api\//, /^\/blog\/api\//, /^\/api\//, /^\/admin(\/|$)/],
  }),
);
// The first visit's page is served by the worker as soon as it is installed, so that a learner
// who loses the signal right after it keeps every screen; updates still wait.
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** A send the server did not take, with its HTTP status (0: no connection), as the queue reads it. */
class SendFailed extends Error {
  constructor(readonly status: number) {
    super(`the answer was not taken (${status})`);
  }
}

/** Sends one answer as the API client would: JSON, the session's cookies, the CSRF token. */
async function post(answer: QueuedAnswer, token: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(reviewApi.answer(answer.card), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', [CSRF_HEADER]: token },
      body: JSON.stringify(answer.body),
    });
  } catch {
    throw new SendFailed(0);
  }
  if (!response.ok) throw new SendFailed(response.status);
}

/**
 * With no window open, the worker sends the queue itself, in the session's name: only the
 * answers of the account signed in, in order, as the app does. What is left (the connection
 * lost again, the server busy) makes the browser try again later; a session that ended leaves
 * the answers for the app to send after the learner signs in.
 */
async function sendWithoutWindow(): Promise<void> {
  const who = await fetch(usersApi.url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  const user = who.ok ? ((await who.json()) as { results?: { id: number }[] }).results?.[0]?.id : undefined;
  const token = (await self.cookieStore?.get(CSRF_COOKIE))?.value;
  if (user === undefined || !token) return;
  const { left, sessionEnded } = await answerQueue.flush(user, (answer) => post(answer, token));
  if (left > 0 && !sessionEnded) throw new Error(`${left} answers wait for the next sync`);
}

/** The connection is back: an open window sends (it shows what it sent); otherwise the worker does. */
async function sendAnswers(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  if (windows.length === 0) return sendWithoutWindow();
  for (const window of windows) window.postMessage(SEND_ANSWERS_MESSAGE);
}

self.addEventListener('sync', (event) => {
  if (event.tag === SEND_ANSWERS_TAG) event.waitUntil(sendAnswers());
});
