import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewApi, type ReviewCard } from '../../../contract/review';
import { checkConjugationAnswer } from '../../../nahuatl';
import { createTestApp, TestClient, userClient, type TestApp } from '../../test/harness';

// A noun's possession cards (decision 056): the possessed form of one possessor, asked like a conjugation card.
let t: TestApp;
let guest: TestClient;
let ana: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
  ana = await userClient(t, 'ana');
}, 60_000);
afterAll(() => t.close());

async function wordId(word: string): Promise<number> {
  return (await guest.get(`/utoaztecan/api/nahuatl/?word=${encodeURIComponent(word)}`)).json().results[0].id;
}

describe('possession cards', () => {
  it('ask a sample noun’s possessed form for a possessor (lesson 8), once per learner', async () => {
    const calli = await wordId('calli');
    const created = await ana.post(reviewApi.cards, { kind: 'possession', word: calli, person: 0 });
    expect(created.statusCode).toBe(201);
    const card = created.json() as ReviewCard;
    expect(card).toMatchObject({ kind: 'possession', word: calli, person: 0, tense: null, object: null, answers: ['nocal'] });
    const again = await ana.post(reviewApi.cards, { kind: 'possession', word: calli, person: 0 });
    expect(again.json().id).toBe(card.id);
    const third = (await ana.post(reviewApi.cards, { kind: 'possession', word: calli, person: 2 })).json() as ReviewCard;
    expect(third.answers).toEqual(['īcal']);
    const due = (await ana.get(reviewApi.due)).json() as { results: ReviewCard[] };
    expect(due.results.filter((entry) => entry.kind === 'possession').map((entry) => entry.answers)).toEqual([['nocal'], ['īcal']]);
  });

  it('accept an answer in the modern alphabet or without its macron, with the note (as conjugation cards)', async () => {
    const cihuatl = await wordId('cihuātl');
    const card = (await ana.post(reviewApi.cards, { kind: 'possession', word: cihuatl, person: 3 })).json() as ReviewCard;
    expect(card.answers).toEqual(['tocihuāuh']);
    expect(checkConjugationAnswer('tocihuāuh', card.answers)).toMatchObject({ correct: true, exact: true });
    expect(checkConjugationAnswer('tocihuauh', card.answers)).toMatchObject({ correct: true, exact: false, missedLongVowels: ['ā'] });
    expect(checkConjugationAnswer('tosiwaw', card.answers)).toMatchObject({ correct: true, otherAlphabet: true, matched: 'tocihuāuh' });
    expect(checkConjugationAnswer('tocihuātl', card.answers).correct).toBe(false);
  });

  it('refuse a card without a possessor, or for a word with no possessed form, naming the field', async () => {
    const calli = await wordId('calli');
    const noPerson = await ana.post(reviewApi.cards, { kind: 'possession', word: calli });
    expect([noPerson.statusCode, noPerson.json()]).toEqual([400, { person: ['This field is required.'] }]);
    expect((await ana.post(reviewApi.cards, { kind: 'possession', word: calli, person: 9 })).json()).toHaveProperty('person');
    for (const word of ['tōnatiuh', 'cochi']) {
      const refused = await ana.post(reviewApi.cards, { kind: 'possession', word: await wordId(word), person: 0 });
      expect([refused.statusCode, refused.json()]).toEqual([400, { word: ['This word has no possessed form to practise.'] }]);
    }
  });
});
