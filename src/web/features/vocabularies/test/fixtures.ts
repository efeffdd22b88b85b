import { vi } from 'vitest';
import type { User } from '../../../../contract/users';
import type { Vocabulary, VocabularyWord } from '../../../../contract/vocabularies';
import type { Word } from '../../../../contract/words';
import { fakeApi, page } from '../../../test/render-app';

export const ana: User = { id: 2, username: 'ana', first_name: 'Ana', email: '', is_staff: false };
export const beto: User = { id: 3, username: 'beto', first_name: '', email: '', is_staff: false };

export const vocabulary = (id: number, name: string, changes: Partial<Vocabulary> = {}): Vocabulary => ({
  id,
  name,
  description: '',
  owner: beto.id,
  tags: [],
  suggestions: '',
  suggestions_raw: '',
  share: true,
  favorite: false,
  featured: false,
  ...changes,
});

export const word = (id: number, text: string, changes: Partial<Word> = {}): Word => ({
  id,
  word: text,
  plain: text,
  type: 'tlach2',
  past: null,
  owned: null,
  transitive: false,
  definition_spanish: ['dormir'],
  definition_english: ['to sleep'],
  annotations: [],
  tenses: null,
  ...changes,
});

export const link = (id: number, vocabularyId: number, linked: Word): VocabularyWord => ({
  id,
  vocabulary: vocabularyId,
  nahuatl_word: linked.id,
  nahuatl_word_data: linked,
});

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
    'GET /utoaztecan/api/users/': () => [200, page(user ? [user] : [])],
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
