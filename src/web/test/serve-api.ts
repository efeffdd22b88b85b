import { afterEach, beforeEach, vi } from 'vitest';
import { type User } from '../../contract/users';
import { usersApi } from '../../contract/accounts';
import { fakeApi, page } from './render-app';

export interface Recorded {
  /** "METHOD /path?query" */
  call: string;
  body: unknown;
}

type Answer = (body: unknown) => [number, unknown] | Promise<[number, unknown]>;

/**
 * Stands in for the API as `user`, answering `routes` by method and path (anything else is
 * a 404), and records every request. An answer may be a promise, to hold a call open.
 */
export function serveApi(user: User | null, routes: Record<string, Answer> = {}): Recorded[] {
  const requests: Recorded[] = [];
  const answers: Record<string, Answer> = {
    [`GET ${usersApi.url}`]: () => [200, page(user ? [user] : [])],
    ...routes,
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ call: `${method} ${url.pathname}${url.search}`, body });
    const answer = answers[`${method} ${url.pathname}`];
    const settled = answer ? await answer(body) : undefined;
    return fakeApi({ [`${method} ${url.pathname}`]: () => settled ?? [404, { detail: 'Not found.' }] })(input, init);
  });
  return requests;
}

/**
 * For a file of screen tests against a stubbed API: the API client's log stays out of the
 * console, and every stub and spy is undone after each test.
 */
export function setUpScreenTests(): void {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
