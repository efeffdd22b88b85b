import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, staffClient, TestClient, userClient, type TestApp } from '../../test/harness';

let t: TestApp;
let guest: TestClient;
let staff: TestClient;
let other: TestClient;
let learner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
  staff = await staffClient(t, 'lexicographer');
  other = await staffClient(t, 'second-editor');
  learner = await userClient(t, 'learner');
});
afterAll(() => t.close());

const L = '/utoaztecan/api/loanword/';

type Loanword = { id: number; source_word: string; target_word: string; target_language: string };
const words = (page: { results: Loanword[] }) => page.results.map((row) => row.target_word);

async function make(client: TestClient, body: Record<string, unknown>): Promise<Loanword> {
  const response = await client.post(L, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('the sample loanwords', () => {
  it('are seeded in both directions, with the Nahuatl → Spanish pair above the index’s ten', async () => {
    expect((await guest.get(`${L}count/`)).json()).toBe(37);
    const counts = (await guest.get(`${L}language_counts/`)).json();
    expect(counts).toEqual([
      { source: 'CN', target: 'SP', count: 30 },
      { source: 'SP', target: 'CN', count: 7 },
    ]);
    const horse = (await guest.get(`${L}?source_language=SP&target_language=CN&loanword=horse`)).json();
    expect(horse.results).toEqual([
      {
        id: expect.any(Number),
        source_language: 'SP',
        source_word: 'caballo',
        source_definition: 'horse',
        target_language: 'CN',
        target_word: 'cahuallo',
        target_definition: 'horse',
        target_set: '',
        target_set_key_id: null,
        set: null,
        rule_set: 'SP>CN-sound substitution',
        transforms: 'b > hu',
        share: true,
        owner: 1,
      },
    ]);
    const tomate = (await guest.get(`${L}?plain__istartswith=tomat`)).json();
    expect(tomate.results.map((row: Loanword) => `${row.source_word} > ${row.target_word}`)).toEqual([
      'tomatl > tomate',
    ]);
  });
});

describe('loanwords', () => {
  it('pages a pair twenty at a time with next and previous links, and a language’s loans into UACV and CN', async () => {
    for (let i = 0; i < 25; i += 1)
      await make(staff, {
        source_language: 'Cora',
        source_word: `ua${String(i).padStart(2, '0')}`,
        target_language: 'UACV',
        target_word: `*ua${i}`,
      });
    for (let i = 0; i < 5; i += 1)
      await make(staff, {
        source_language: 'Cora',
        source_word: `cn${i}`,
        target_language: 'CN',
        target_word: `cn${i}tl`,
      });
    await make(staff, { source_language: 'Cora', source_word: 'mula', target_language: 'SP', target_word: 'mula' });

    const first = (await guest.get(`${L}?source_language=Cora&target_language__in=UACV,CN&page_size=20&page=1`)).json();
    expect(first).toMatchObject({
      count: 30,
      previous: null,
      next: `${L}?source_language=Cora&target_language__in=UACV%2CCN&page_size=20&page=2`,
    });
    expect(first.results).toHaveLength(20);
    expect(first.results[0]).toMatchObject({ source_word: 'cn0', target_language: 'CN' });
    const second = (await guest.get(first.next)).json();
    expect(second.results).toHaveLength(10);
    expect(second).toMatchObject({
      next: null,
      previous: `${L}?source_language=Cora&target_language__in=UACV%2CCN&page_size=20`,
    });

    const pair = (await guest.get(`${L}?source_language=Cora&target_language=UACV&page_size=20&page=2`)).json();
    expect(pair).toMatchObject({ count: 25, next: null });
    expect(words(pair)).toEqual(['*ua20', '*ua21', '*ua22', '*ua23', '*ua24']);
    expect(
      (await guest.get(`${L}?source_language=Cora&target_language=SP`))
        .json()
        .results.map((r: Loanword) => r.source_word),
    ).toEqual(['mula']);
    expect((await guest.get(`${L}?source_language=Cora`)).json().count).toBe(31);
    expect((await guest.get(`${L}count/?source_language=Cora&target_language__in=UACV,CN`)).json()).toBe(30);
    expect((await guest.get(`${L}?page_size=20`)).json()).toMatchObject({
      count: 68,
      next: `${L}?page_size=20&page=2`,
    });

    const counts = (await guest.get(`${L}language_counts/`)).json();
    expect(counts).toContainEqual({ source: 'Cora', target: 'UACV', count: 25 });
    expect(counts).toContainEqual({ source: 'Cora', target: 'CN', count: 5 });
    expect(counts).toContainEqual({ source: 'Cora', target: 'SP', count: 1 });
  });

  it('finds a loanword by the start of either word, folded, and searches words and definitions', async () => {
    const loan = await make(staff, {
      source_language: 'SP',
      source_word: 'Jabón',
      source_definition: 'soap',
      target_language: 'Huasteca',
      target_word: 'xāpoh',
      target_definition: 'soap; washing',
    });
    const ids = async (query: string) =>
      (await guest.get(`${L}?${query}`)).json().results.map((row: Loanword) => row.id);
    expect(await ids('plain__istartswith=jab')).toEqual([loan.id]);
    expect(await ids('plain__istartswith=XAPO')).toEqual([loan.id]);
    expect(await ids('plain__istartswith=xāp')).toEqual([loan.id]);
    expect(await ids('plain__istartswith=apoh')).toEqual([]);
    expect(await ids('loanword=washing')).toEqual([loan.id]);
    expect(await ids('loanword=APOH')).toEqual([loan.id]);
    expect(await ids('loanword=%25')).toEqual([]);
    expect((await guest.get(`${L}count/?loanword=soap`)).json()).toBe(1);
  });

  it('files loanwords under cognate sets, and refuses a set that does not exist, naming the field', async () => {
    const set = (await staff.post('/utoaztecan/api/cognate-set/', { word: '*tuma' })).json();
    const loan = await make(staff, {
      source_language: 'CN',
      source_word: 'tomatl',
      target_language: 'Yaqui',
      target_word: 'tomate',
      set: set.id,
      target_set: '2043',
      target_set_key_id: set.id,
    });
    expect(loan).toMatchObject({ set: set.id, target_set: '2043', target_set_key_id: set.id });
    expect((await guest.get(`${L}?set=${set.id}`)).json().results.map((row: Loanword) => row.id)).toEqual([loan.id]);
    const refused = await staff.post(L, {
      source_language: 'CN',
      source_word: 'x',
      target_language: 'Y',
      target_word: 'y',
      set: 999999,
      target_set_key_id: 999998,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      set: ['Invalid pk "999999" - object does not exist.'],
      target_set_key_id: ['Invalid pk "999998" - object does not exist.'],
    });
    expect((await staff.patch(`${L}${loan.id}/`, { target_set_key_id: 999999 })).json()).toEqual({
      target_set_key_id: ['Invalid pk "999999" - object does not exist.'],
    });
    expect((await staff.patch(`${L}${loan.id}/`, { set: null })).json()).toMatchObject({
      set: null,
      target_set_key_id: set.id,
    });
  });

  it('lets staff create, and only the owner change or delete', async () => {
    const body = { source_language: 'SP', source_word: 'mesa', target_language: 'Pipil', target_word: 'mesa' };
    expect((await guest.post(L, body)).statusCode).toBe(403);
    expect((await learner.post(L, body)).statusCode).toBe(403);
    const loan = await make(staff, body);
    expect(loan).toMatchObject({ ...body, source_definition: '', rule_set: '', share: true });

    expect((await other.patch(`${L}${loan.id}/`, { target_word: 'x' })).statusCode).toBe(403);
    const changed = await staff.patch(`${L}${loan.id}/`, {
      target_word: 'mexa',
      target_definition: 'table',
      rule_set: 'SP>Pipil-s to x',
      transforms: 's > x',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      source_word: 'mesa',
      target_word: 'mexa',
      target_definition: 'table',
      rule_set: 'SP>Pipil-s to x',
      transforms: 's > x',
    });
    expect((await guest.get(`${L}?plain__istartswith=mexa`)).json().count).toBe(1);
    expect((await guest.get(`${L}${loan.id}/`)).json()).toMatchObject({ id: loan.id, target_word: 'mexa' });

    expect((await other.delete(`${L}${loan.id}/`)).statusCode).toBe(403);
    expect((await learner.delete(`${L}${loan.id}/`)).statusCode).toBe(403);
    expect((await staff.delete(`${L}${loan.id}/`)).statusCode).toBe(204);
    expect((await guest.get(`${L}${loan.id}/`)).statusCode).toBe(404);
  });

  it('shows an unshared loanword to its owner alone, in lists, counts and language counts', async () => {
    const loan = await make(staff, {
      source_language: 'Nah',
      source_word: 'secret',
      target_language: 'Hidden',
      target_word: 'secreto',
      share: false,
    });
    expect((await guest.get(`${L}${loan.id}/`)).statusCode).toBe(404);
    expect((await other.get(`${L}?source_language=Nah`)).json().count).toBe(0);
    expect((await staff.get(`${L}?source_language=Nah`)).json().count).toBe(1);
    expect((await guest.get(`${L}language_counts/`)).json()).not.toContainEqual(
      expect.objectContaining({ target: 'Hidden' }),
    );
    expect((await staff.get(`${L}language_counts/`)).json()).toContainEqual({
      source: 'Nah',
      target: 'Hidden',
      count: 1,
    });
    expect((await other.patch(`${L}${loan.id}/`, { share: true })).statusCode).toBe(404);
  });

  it('answers bad input with a 400 naming the field, and changes nothing', async () => {
    const before = (await guest.get(`${L}count/`)).json();
    const blank = await staff.post(L, { source_language: 'SP', source_word: '  ', target_language: 'CN' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json()).sort()).toEqual(['source_word', 'target_word']);
    expect(
      (
        await staff.post(L, { source_language: 'UACV,CN', source_word: 'a', target_language: 'CN', target_word: 'b' })
      ).json(),
    ).toEqual({
      source_language: ['A language code has no spaces or commas.'],
    });
    expect(
      (
        await staff.post(L, {
          source_language: 'SP',
          source_word: 'a',
          target_language: 'CN',
          target_word: 'b',
          share: 'yes',
        })
      ).json(),
    ).toHaveProperty('share');
    expect((await guest.get(`${L}?set=abc`)).json()).toEqual({ set: ['A valid integer is required.'] });
    expect((await guest.get(`${L}?language=SP`)).statusCode).toBe(400);
    expect((await guest.get(`${L}?page=0`)).statusCode).toBe(400);
    expect((await guest.get(`${L}count/`)).json()).toBe(before);
  });

  it('documents its calls and every filter in the OpenAPI document', async () => {
    const document = (await guest.get('/api/schema/')).json();
    const list = document.paths[L].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([
        'page',
        'page_size',
        'source_language',
        'target_language',
        'target_language__in',
        'set',
        'plain__istartswith',
        'loanword',
      ]),
    );
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([`${L}count/`, `${L}language_counts/`, `${L}{id}/`]),
    );
    expect(Object.keys(document.paths[`${L}{id}/`]).sort()).toEqual(['delete', 'get', 'patch']);
    expect(Object.keys(document.paths[L].post.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining([
        'source_language',
        'source_word',
        'target_language',
        'target_word',
        'target_set',
        'target_set_key_id',
        'set',
        'rule_set',
        'transforms',
        'share',
      ]),
    );
  });
});
