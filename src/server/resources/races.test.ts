import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patternProblems } from '../../contract/patterns';
import { createTestApp, staffClient, userClient, type TestApp, type TestClient } from '../test/harness';

// Requests that arrive together must give the same result as one after the other: no
// duplicate rows, no lost field, and a documented 400 where a unique rule decides. On
// PostgreSQL these run on separate pooled connections, so they really do overlap.
let t: TestApp;
let staff: TestClient;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffClient(t, 'racer-staff');
  owner = await userClient(t, 'racer');
});
afterAll(() => t.close());

const together = <T>(count: number, request: (i: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, i) => request(i)));

describe('races', () => {
  it('links a word to a sentence once, however many identical requests arrive at once', async () => {
    const sentence = (await owner.post('/utoaztecan/api/nahuatl-sentence/', { sentence: 'Nicochi.' })).json();
    const word = (await owner.get('/utoaztecan/api/nahuatl/?word=cochi')).json().results[0];
    const responses = await together(40, () => owner.post('/utoaztecan/api/sentence-word/', { sentence: sentence.id, nahuatl_word: word.id }));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 400)).toBe(true);
    const links = (await owner.get(`/utoaztecan/api/sentence-word/?sentence=${sentence.id}`)).json();
    expect(links.count).toBe(1);
  });

  it('keeps every field that parallel staff edits of one word acknowledged', async () => {
    const created = (
      await staff.post('/utoaztecan/api/nahuatl/', { word: 'tlaxcalolli', type: 'noun', definition_english: ['first'] })
    ).json();
    const url = `/utoaztecan/api/nahuatl/${created.id}/`;
    const edits = [
      () => staff.patch(url, { definition_english: ['corn dough'] }),
      () => staff.patch(url, { definition_spanish: ['masa'] }),
      () => staff.patch(url, { owned: 'itlaxcalol' }),
      () => staff.patch(url, { past: 'x' }),
      () => staff.patch(`${url}change-transitive/`, { transitive: true }),
    ];
    const responses = await together(edits.length * 4, (i) => edits[i % edits.length]!());
    expect(responses.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);
    const word = (await staff.get(url)).json();
    expect(word).toMatchObject({
      definition_english: ['corn dough'],
      definition_spanish: ['masa'],
      owned: 'itlaxcalol',
      past: 'x',
      transitive: true,
    });
  });

  it('never stores a pattern that breaks its own rules, however parallel changes of it interleave', async () => {
    const cochi = (await owner.get('/utoaztecan/api/nahuatl/?word=cochi')).json().results[0].id;
    const rules = { variables: ['V1'], question: { start: 1, calculate: 'fixed', ratio: 0 }, response: { start: 0, calculate: 'mirror', ratio: 0 } };
    for (let round = 0; round < 10; round += 1) {
      const created = await owner.post('/utoaztecan/api/pattern/', {
        name: `Race ${round}`,
        variables: ['V1', 'V2'],
        mapping: { V1: [cochi] },
        templates: [['{V1}?'], ['Quemah, {V1}.']],
        rules,
      });
      expect(created.statusCode).toBe(201);
      const url = `/utoaztecan/api/pattern/${created.json().id}/`;
      // Each change is valid on the record it was checked against; together they are not.
      const responses = await together(6, (i) =>
        i % 2 === 0 ? owner.patch(url, { variables: ['V1'] }) : owner.patch(url, { mapping: { V1: [cochi], V2: [cochi] } }),
      );
      expect(responses.map((r) => r.statusCode).every((s) => s === 200 || s === 400)).toBe(true);
      const stored = (await owner.get(url)).json();
      expect(patternProblems(stored)).toEqual({});
    }
  });

  it('answers parallel annotations by one editor with one 201 and documented 400s, never a 500', async () => {
    const word = (await staff.get('/utoaztecan/api/nahuatl/?word=chōca')).json().results[0];
    const responses = await together(20, (i) =>
      staff.post('/utoaztecan/api/nahuatl-annotation/', { nahuatl: word.id, definition: `note ${i}` }),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ nahuatl: ['You have already annotated this word.'] });
    }
    expect((await staff.get(`/utoaztecan/api/nahuatl/${word.id}/`)).json().annotations).toHaveLength(1);
  });
});
