import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../test/harness';
import { userRepository } from '../resources/users/repository';
import { ApiError } from './errors';
import { filterConditions, type FilterColumns } from '../db/filters';
import { requireFilters } from './filters';
import { paginate, requirePaging } from './paging';

// The helpers are exercised on a real table of the real database (SQLite or PostgreSQL).
let t: TestApp;

const DECLARED = {
  username__istartswith: 'istartswith',
  username__icontains: 'icontains',
  username__in: 'in',
  is_staff: 'boolean',
  id: 'id',
} as const;

const COLUMNS: FilterColumns<typeof DECLARED> = {
  username__istartswith: { column: 'username_key', folded: true },
  username__icontains: { column: 'username_key', folded: true },
  username__in: { column: 'username_key' },
  is_staff: { column: 'is_staff' },
  id: { column: 'id' },
};

const NAMES = ['Ānā', 'ana_b', 'anatl', 'ANAHUAC', 'beto', 'citlali', '50%off', 'tochtli', 'tōchin', 'xochitl'];

beforeAll(async () => {
  t = await createTestApp();
  const users = userRepository(t.db);
  for (const username of NAMES) await users.create({ username, password_hash: null });
  for (let i = 0; i < 35; i += 1) await users.create({ username: `zz${String(i).padStart(2, '0')}`, password_hash: null });
});
afterAll(() => t.close());

async function search(query: Record<string, string>): Promise<string[]> {
  const filters = requireFilters(query, DECLARED, COLUMNS);
  const rows = await t.db.kysely
    .selectFrom('app_user')
    .select('username')
    .where(filterConditions(filters, t.db.dialect))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.username);
}

describe('filters', () => {
  it('compares istartswith on the folded form, so macrons and case do not matter', async () => {
    expect(await search({ username__istartswith: 'ANA' })).toEqual(['Ānā', 'ana_b', 'anatl', 'ANAHUAC']);
    expect(await search({ username__istartswith: 'tōch' })).toEqual(['tochtli', 'tōchin']);
  });

  it('treats LIKE wildcards in the value as plain characters', async () => {
    expect(await search({ username__istartswith: 'ana_' })).toEqual(['ana_b']);
    expect(await search({ username__icontains: '%' })).toEqual(['50%off']);
    expect(await search({ username__istartswith: '\\' })).toEqual([]);
  });

  it('supports icontains, in, boolean and id lookups', async () => {
    expect(await search({ username__icontains: 'chi' })).toEqual(['tōchin', 'xochitl']);
    expect(await search({ username__in: 'beto,citlali,nobody' })).toEqual(['beto', 'citlali']);
    expect(await search({ is_staff: 'true' })).toEqual(['admin']);
    expect(await search({ id: '4' })).toEqual(['anatl']);
  });

  it('refuses an unknown filter, naming it and the allowed ones', () => {
    expect(() => requireFilters({ password_hash__istartswith: 'x' }, DECLARED, COLUMNS)).toThrowError(ApiError);
    try {
      requireFilters({ password_hash__istartswith: 'x' }, DECLARED, COLUMNS);
    } catch (error) {
      expect((error as ApiError).statusCode).toBe(400);
      expect(Object.keys((error as ApiError).body)).toEqual(['password_hash__istartswith']);
    }
  });

  it('refuses malformed values and repeated parameters', () => {
    expect(() => requireFilters({ is_staff: 'maybe' }, DECLARED, COLUMNS)).toThrowError(/is_staff|invalid/);
    expect(() => requireFilters({ id: '1 or 1=1' }, DECLARED, COLUMNS)).toThrowError(ApiError);
    expect(() => requireFilters({ id: ['1', '2'] }, DECLARED, COLUMNS)).toThrowError(ApiError);
  });

  it('lets paging parameters and named extras through', () => {
    expect(requireFilters({ page: '2', page_size: '5', search: 'x' }, DECLARED, COLUMNS, ['search'])).toEqual([]);
  });
});

describe('paging', () => {
  const request = (url: string) => ({ url }) as FastifyRequest;

  async function page(url: string) {
    const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
    const filters = requireFilters(query, DECLARED, COLUMNS);
    const where = filterConditions(filters, t.db.dialect);
    return paginate(
      request(url),
      requirePaging(query),
      {
        count: async () =>
          Number((await t.db.kysely.selectFrom('app_user').select((eb) => eb.fn.countAll().as('n')).where(where).executeTakeFirstOrThrow()).n),
        list: (limit, offset) =>
          t.db.kysely.selectFrom('app_user').select(['id', 'username']).where(where).orderBy('id').limit(limit).offset(offset).execute(),
      },
      (row) => row.username,
    );
  }

  it('defaults to pages of 20 with links that keep the other parameters', async () => {
    const first = await page('/users/?username__istartswith=zz');
    expect(first.count).toBe(35);
    expect(first.results).toHaveLength(20);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/users/?username__istartswith=zz&page=2');

    const second = await page(first.next!);
    expect(second.results).toEqual(Array.from({ length: 15 }, (_, i) => `zz${String(i + 20).padStart(2, '0')}`));
    expect(second.next).toBeNull();
    expect(second.previous).toBe('/users/?username__istartswith=zz');
  });

  it('has a stable order: pages never overlap and together hold every row once', async () => {
    const seen: string[] = [];
    let url: string | null = '/users/?page_size=7';
    while (url) {
      const current: Awaited<ReturnType<typeof page>> = await page(url);
      seen.push(...current.results);
      url = current.next;
    }
    expect(seen).toHaveLength(46);
    expect(new Set(seen).size).toBe(46);
  });

  it('reads the page beside its count when asked: the same page, a 404 past the end, and a failed read answered only once both are done', async () => {
    const rows = ['a', 'b', 'c'];
    const events: string[] = [];
    const later = <T>(value: T, label: string) =>
      new Promise<T>((resolve) => setTimeout(() => (events.push(label), resolve(value)), 5));
    const side = (list: () => Promise<string[]>, count = 3) =>
      paginate(request('/words/?page_size=2'), requirePaging({ page_size: '2' }), { count: () => later(count, 'count'), list }, (r) => r, {
        concurrent: true,
      });

    const first = await side(() => later(rows.slice(0, 2), 'list'));
    expect(first).toEqual({ count: 3, next: '/words/?page_size=2&page=2', previous: null, results: ['a', 'b'] });
    expect(events).toEqual(['list', 'count']);

    // The count says there is no second page: 404, and the slice read meanwhile is dropped.
    events.length = 0;
    const past = paginate(request('/words/?page=3'), requirePaging({ page: '3', page_size: '2' }), {
      count: () => later(3, 'count'),
      list: () => new Promise<string[]>((resolve) => setTimeout(() => (events.push('list'), resolve([])), 20)),
    }, (r) => r, { concurrent: true });
    await expect(past).rejects.toMatchObject({ statusCode: 404 });
    expect(events).toEqual(['count', 'list']);

    // A read that fails while the count is awaited fails the page, and nothing goes unhandled.
    const failed = side(() => Promise.reject(new Error('connection lost')));
    await expect(failed).rejects.toThrow('connection lost');
  });

  it('caps page_size at 200', () => {
    expect(requirePaging({ page_size: '5000' }).pageSize).toBe(200);
  });

  it('counts with the same filters as the list', async () => {
    const filtered = await page('/users/?username__istartswith=ana&page_size=2');
    expect(filtered.count).toBe(4);
    expect(filtered.results).toEqual(['Ānā', 'ana_b']);
  });
});

describe('filter names that are also object properties', () => {
  it.each([['toString'], ['constructor'], ['hasOwnProperty'], ['valueOf']])('answers ?%s= with a 400 naming it', async (name) => {
    const t = await createTestApp();
    try {
      const response = await new TestClient(t.app).get(`/utoaztecan/api/nahuatl/count/?${name}=0`);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual([name]);
    } finally {
      await t.close();
    }
  });
});

describe('filter values that hold nothing to compare', () => {
  it('are a 400 when blank, and match nothing (or only what holds them literally) when made of wildcards or separators, on both databases', async () => {
    const t = await createTestApp();
    try {
      const ana = new TestClient(t.app);
      await ana.signup('ana');
      for (const [name, tags] of [['Food', ['food']], ['Untagged', []], ['Sale', ['50%']]] as const) {
        expect((await ana.post('/utoaztecan/api/vocabulary/', { name, tags })).statusCode).toBe(201);
      }
      expect((await ana.post('/utoaztecan/api/semantic-category/', { word: 'moon', words: ['luna'] })).statusCode).toBe(201);
      const names = async (url: string) => (await ana.get(url)).json().results.map((item: { name?: string; word?: string }) => item.name ?? item.word);

      expect(await names('/utoaztecan/api/vocabulary/?tag=%25')).toEqual([]);
      expect(await names('/utoaztecan/api/vocabulary/?tag=_')).toEqual([]);
      expect(await names('/utoaztecan/api/vocabulary/?tag=50%25')).toEqual(['Sale']);
      expect(await names('/utoaztecan/api/semantic-category/?words__icontains=%7C')).toEqual([]);
      expect(await names('/utoaztecan/api/semantic-category/?words__icontains=lun')).toEqual(['moon']);
      expect(await names('/utoaztecan/api/cognate-set/?cognateSet=%7C%7C')).toEqual([]);
      for (const [url, field] of [
        ['/utoaztecan/api/vocabulary/?tag=', 'tag'],
        ['/utoaztecan/api/vocabulary/?plain__icontains=%20%20', 'plain__icontains'],
        ['/utoaztecan/api/semantic-category/?words__icontains=', 'words__icontains'],
        ['/blog/api/entry/?plain__istartswith=', 'plain__istartswith'],
      ]) {
        const response = await ana.get(url!);
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({ [field!]: ['This field may not be blank.'] });
      }
    } finally {
      await t.close();
    }
  });
});
