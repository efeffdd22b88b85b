import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, userClient, type TestApp } from '../../test/harness';

let t: TestApp;
let guest: TestClient;
let ana: TestClient;
let beto: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
  ana = await userClient(t, 'ana');
  beto = await userClient(t, 'beto');
});
afterAll(() => t.close());

const P = '/utoaztecan/api/pattern/';

async function wordId(word: string): Promise<number> {
  return (await guest.get(`/utoaztecan/api/nahuatl/?word=${encodeURIComponent(word)}`)).json().results[0].id;
}

/** A small valid pattern: "Ticcochi?" → "Quemah, nicochi." */
async function newPattern(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ticochi?',
    description: 'Sleeping',
    instructions: 'Answer yes.',
    variables: ['V1'],
    words: { V1: 'cochi' },
    mapping: { V1: [await wordId('cochi'), await wordId('chōca'), await wordId('tlahtoa')] },
    templates: [['{V1}?'], ['Quemah, {V1}.']],
    rules: {
      variables: ['V1'],
      question: { start: 1, calculate: 'fixed', ratio: 0 },
      response: { start: 0, calculate: 'mirror', ratio: 0 },
    },
    substitutions: [['mo', 'no']],
    ...overrides,
  };
}

describe('reading patterns', () => {
  it('counts and lists the sample patterns, four of them featured in each language, and searches names by prefix', async () => {
    const count = (await guest.get(`${P}count/`)).json();
    expect(count).toBeGreaterThanOrEqual(5);
    const page = (await guest.get(P)).json();
    expect(page).toMatchObject({ count, previous: null });
    const featured = (await guest.get(`${P}featured/`)).json();
    expect(featured.filter((p: { language: string }) => p.language === 'en')).toHaveLength(4);
    expect(featured.filter((p: { language: string }) => p.language === 'es')).toHaveLength(4);
    expect(featured.every((p: { featured: boolean }) => p.featured)).toBe(true);
    const first = page.results[0];
    const prefix = first.name.slice(0, 3).toUpperCase();
    const found = (await guest.get(`${P}?plain__istartswith=${encodeURIComponent(prefix)}`)).json();
    expect(found.results.map((p: { id: number }) => p.id)).toContain(first.id);
    expect((await guest.get(`${P}count/?plain__istartswith=${encodeURIComponent(prefix)}`)).json()).toBe(found.count);
  });

  it('sorts and finds a name by its first letter, past the ¿ or ¡ that opens it', async () => {
    const names = async (query: string) =>
      (await guest.get(`${P}?language=en&page_size=100${query}`)).json().results.map((p: { name: string }) => p.name);
    expect(await names('&plain__istartswith=ticc')).toEqual(['¿Ticcuā? — What do you eat?']);
    expect(await names('&plain__istartswith=T')).toEqual([
      'Tequitl — Where do you work?',
      '¿Ticcuā? — What do you eat?',
      '¿Tlen motōcah? — Names',
    ]);
    expect((await names('')).at(-1)).toBe('Yalhuaya — Where did you go yesterday?');
  });

  it('searches any word of the name or description, each word of the query starting one, in any order', async () => {
    const names = async (query: string) =>
      (await guest.get(`${P}?search=${encodeURIComponent(query)}&language=en&page_size=100`)).json().results.map((p: { name: string }) => p.name);
    expect(await names('names')).toEqual(['¿Tlen motōcah? — Names']);
    expect(await names('tomorrow do')).toEqual(['Moztla — What will you do tomorrow?']);
    expect(await names('MOTOCAH')).toEqual(['¿Tlen motōcah? — Names']);
    expect(await names('ames')).toEqual([]);
    const created = (await ana.post(P, { name: 'Market day', description: 'Asking (prices) at the tianguis.', templates: [['Ah?'], ['Quemah.']] })).json();
    expect((await guest.get(`${P}?search=prices`)).json().results.map((p: { id: number }) => p.id)).toEqual([created.id]);
    await ana.patch(`${P}${created.id}/`, { description: 'Buying fruit.' });
    expect((await guest.get(`${P}?search=prices`)).json().count).toBe(0);
    expect((await guest.get(`${P}count/?search=fruit%20market`)).json()).toBe(1);
    expect((await guest.get(`${P}?search=`)).statusCode).toBe(400);
  });

  it('gives one pattern with its structured fields, and the words its mapping uses with their tenses', async () => {
    const [first] = (await guest.get(`${P}featured/`)).json();
    const detail = (await guest.get(`${P}${first.id}/`)).json();
    expect(detail).toEqual(first);
    expect(detail.templates).toHaveLength(2);
    const words = (await guest.get(`${P}${first.id}/words/?page_size=200`)).json();
    const mapped = new Set(Object.values(detail.mapping as Record<string, number[]>).flat());
    expect(new Set(words.results.map((w: { id: number }) => w.id))).toEqual(mapped);
    expect(words.count).toBe(mapped.size);
    const verbs = (await guest.get(`${P}?page_size=200`)).json().results.find((p: { rules: { variables: string[] } }) => p.rules.variables.length > 0);
    const verbWords = (await guest.get(`${P}${verbs.id}/words/`)).json().results;
    expect(verbWords.some((w: { tenses: unknown }) => w.tenses !== null)).toBe(true);
  });

  it('pages the words of a large mapping like every list: 20 at a time, in mapping order, each once', async () => {
    const ids = (await guest.get('/utoaztecan/api/nahuatl/?page_size=45')).json().results.map((w: { id: number }) => w.id);
    const created = await ana.post(P, await newPattern({ mapping: { V1: [...ids, ids[0]] } }));
    expect(created.statusCode).toBe(201);
    const url = `${P}${created.json().id}/words/`;
    const first = (await guest.get(url)).json();
    expect(first.count).toBe(45);
    expect(first.results).toHaveLength(20);
    expect(first.previous).toBeNull();
    expect(first.next).toMatch(/page=2/);
    const last = (await guest.get(`${url}?page=3`)).json();
    expect(last.results.map((w: { id: number }) => w.id)).toEqual(ids.slice(40));
    expect(last.next).toBeNull();
    expect((await guest.get(`${url}?page=4`)).statusCode).toBe(404);
    expect((await guest.get(`${url}?word=cochi`)).statusCode).toBe(400);
  });

  it('refuses unknown filters', async () => {
    expect((await guest.get(`${P}?nombre=x`)).statusCode).toBe(400);
  });
});

describe('writing patterns', () => {
  it('lets a signed-in user create a pattern and answers with it and its id', async () => {
    const body = await newPattern();
    const response = await ana.post(P, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ...body, id: expect.any(Number), share: true, deleted: false, featured: false });
    expect((await guest.get(`${P}${response.json().id}/`)).json().name).toBe('Ticochi?');
  });

  it('refuses a guest', async () => {
    const before = (await guest.get(`${P}count/`)).json();
    expect((await guest.post(P, await newPattern())).statusCode).toBe(403);
    expect((await guest.get(`${P}count/`)).json()).toBe(before);
  });

  it.each([
    [{ templates: [['{V2}?'], ['Quemah.']] }, 'templates.0'],
    [{ templates: [['Ah?'], ['{X}']] }, 'templates.1'],
    [{ templates: [[], ['x']] }, 'templates.0'],
    [{ mapping: { V1: [999999] } }, 'mapping.V1'],
    [{ mapping: { V9: [] } }, 'mapping'],
    [{ rules: { variables: ['V1'], question: { start: 6, calculate: 'fixed', ratio: 0 }, response: { start: 0, calculate: 'mirror', ratio: 0 } } }, 'rules.question.start'],
    [{ rules: { variables: ['V1'], question: { start: 1, calculate: 'often', ratio: 0 }, response: { start: 0, calculate: 'mirror', ratio: 0 } } }, 'rules.question.calculate'],
    [{ rules: { variables: ['V1'], question: { start: 1, calculate: 'fixed', ratio: 0 }, response: { start: 0, calculate: 'mirror', ratio: 1.5 } } }, 'rules.response.ratio'],
    [{ rules: { variables: ['Q'], question: { start: 1, calculate: 'fixed', ratio: 0 }, response: { start: 0, calculate: 'mirror', ratio: 0 } } }, 'rules.variables'],
    [{ variables: ['1V'] }, 'variables.0'],
    [{ name: ' ' }, 'name'],
    [{ pattern_vocabulary: 999999 }, 'pattern_vocabulary'],
  ])('refuses %j naming the field %s, and creates nothing', async (override, field) => {
    const before = (await ana.get(`${P}count/`)).json();
    const response = await ana.post(P, await newPattern(override));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain(field);
    expect((await ana.get(`${P}count/`)).json()).toBe(before);
  });

  it('lets the owner change a pattern, checking the pattern as changed as a whole', async () => {
    const created = (await ana.post(P, await newPattern())).json();
    const renamed = await ana.patch(`${P}${created.id}/`, { name: 'Incochih?', rules: { ...created.rules, question: { start: 4, calculate: 'fixed', ratio: 0 } } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Incochih?', rules: { question: { start: 4 } }, templates: created.templates });
    const broken = await ana.patch(`${P}${created.id}/`, { variables: ['N1'] });
    expect(broken.statusCode).toBe(400);
    expect(Object.keys(broken.json())).toEqual(expect.arrayContaining(['templates.0', 'rules.variables', 'mapping']));
    expect((await ana.get(`${P}${created.id}/`)).json().variables).toEqual(['V1']);
  });

  it('refuses another user’s change and delete, and hides an unshared pattern from others', async () => {
    const created = (await ana.post(P, await newPattern())).json();
    expect((await beto.patch(`${P}${created.id}/`, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await beto.delete(`${P}${created.id}/`)).statusCode).toBe(403);
    expect((await guest.get(`${P}${created.id}/`)).json().name).toBe('Ticochi?');

    const secret = (await ana.post(P, await newPattern({ name: 'Private drill', share: false }))).json();
    expect((await beto.get(`${P}${secret.id}/`)).statusCode).toBe(404);
    expect((await guest.get(`${P}${secret.id}/words/`)).statusCode).toBe(404);
    expect((await beto.patch(`${P}${secret.id}/`, { name: 'x' })).statusCode).toBe(404);
    expect((await ana.get(`${P}${secret.id}/`)).statusCode).toBe(200);
    expect((await guest.get(`${P}?plain__istartswith=private`)).json().count).toBe(0);
    expect((await ana.get(`${P}?plain__istartswith=private`)).json().count).toBe(1);
  });

  it('draws on a vocabulary its owner can see, and treats someone else’s unshared one as not there', async () => {
    const secret = (await ana.post('/utoaztecan/api/vocabulary/', { name: 'Ana’s private words', share: false, tags: [] })).json();
    const own = await ana.post(P, await newPattern({ pattern_vocabulary: secret.id }));
    expect(own.statusCode).toBe(201);
    const other = await beto.post(P, await newPattern({ pattern_vocabulary: secret.id }));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ pattern_vocabulary: [`Invalid pk "${secret.id}" - object does not exist.`] });
  });

  it('deletes softly: the pattern leaves every list and count at once', async () => {
    const created = (await ana.post(P, await newPattern({ name: 'Short-lived' }))).json();
    const before = (await guest.get(`${P}count/`)).json();
    expect((await ana.delete(`${P}${created.id}/`)).statusCode).toBe(204);
    expect((await guest.get(`${P}count/`)).json()).toBe(before - 1);
    expect((await guest.get(`${P}${created.id}/`)).statusCode).toBe(404);
    expect((await ana.delete(`${P}${created.id}/`)).statusCode).toBe(404);
    const row = await t.db.kysely.selectFrom('pattern').select('deleted').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(Boolean(row.deleted)).toBe(true);
  });
});

describe('the API description', () => {
  it('documents every pattern call with its paging and filter parameters', async () => {
    const document = (await guest.get('/api/schema/')).json();
    const list = document.paths['/utoaztecan/api/pattern/'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['page', 'page_size', 'plain__istartswith', 'owner']));
    for (const path of ['count/', 'featured/', '{id}/', '{id}/words/']) expect(document.paths[`/utoaztecan/api/pattern/${path}`]).toBeDefined();
    const sentences = document.paths['/utoaztecan/api/nahuatl-sentence/'].get;
    expect(sentences.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'page_size', 'sentence__icontains', 'nahuatl', 'owner']),
    );
  });
});
