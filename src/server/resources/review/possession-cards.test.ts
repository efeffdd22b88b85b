import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewApi } from '../../../contract/api/review';
import type { ReviewCard } from '../../../contract/review';
import { newMemory } from '../../../contract/review-schedule';
import { checkConjugationAnswer } from '../../../nahuatl';
import { createTestApp, TestClient, userClient, type TestApp } from '../../test/harness';

// A noun's cards (decisions 056, 059): the possessed form or possessed plural of one possessor, or
// the plural, each asked like a conjugation card.
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

async function vocabularyId(name: string): Promise<number> {
  return (await guest.get(`/utoaztecan/api/vocabulary/?plain__icontains=${encodeURIComponent(name)}&language=en`)).json()
    .results[0].id;
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
    expect(third.answers).toEqual(['ical']);
    const due = (await ana.get(reviewApi.due)).json() as { results: ReviewCard[] };
    expect(due.results.filter((entry) => entry.kind === 'possession').map((entry) => entry.answers)).toEqual([['nocal'], ['ical']]);
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

describe('possessed-plural and plural cards (decision 059)', () => {
  it('ask conētl’s possessed plural for a possessor (lesson 8) and its plural (lesson 22), each its own card, once', async () => {
    const bea = await userClient(t, 'bea');
    const conetl = await wordId('conētl');
    const one = (await bea.post(reviewApi.cards, { kind: 'possession', word: conetl, person: 3 })).json() as ReviewCard;
    const several = await bea.post(reviewApi.cards, { kind: 'possessionPlural', word: conetl, person: 3 });
    expect(several.statusCode).toBe(201);
    const card = several.json() as ReviewCard;
    expect(card).toMatchObject({ kind: 'possessionPlural', word: conetl, person: 3, tense: null, answers: ['toconēhuan'] });
    expect(card.id).not.toBe(one.id);
    const again = await bea.post(reviewApi.cards, { kind: 'possessionPlural', word: conetl, person: 3 });
    expect([again.statusCode, again.json().id]).toEqual([200, card.id]);

    const plural = await bea.post(reviewApi.cards, { kind: 'plural', word: conetl });
    expect(plural.statusCode).toBe(201);
    expect(plural.json()).toMatchObject({ kind: 'plural', word: conetl, person: null, answers: ['conēmeh'] });
    // The plural has no possessor: one sent is not kept, and it is the same card.
    const withPerson = await bea.post(reviewApi.cards, { kind: 'plural', word: conetl, person: 2 });
    expect([withPerson.statusCode, withPerson.json().id, withPerson.json().person]).toEqual([200, plural.json().id, null]);

    const due = (await bea.get(reviewApi.due)).json() as { results: ReviewCard[] };
    expect(due.results.map((entry) => [entry.kind, entry.answers])).toEqual([
      ['possession', ['toconēuh']],
      ['possessionPlural', ['toconēhuan']],
      ['plural', ['conēmeh']],
    ]);
    expect((await bea.get(`${reviewApi.cards}count/?kind=possessionPlural`)).json()).toBe(1);
    expect((await bea.get(`${reviewApi.cards}count/?kind=plural`)).json()).toBe(1);
  });

  it('accept the possessed plural and the plural in the modern alphabet or without macrons, with the note', async () => {
    const cy = await userClient(t, 'cy');
    const cihuatl = await wordId('cihuātl');
    const several = (await cy.post(reviewApi.cards, { kind: 'possessionPlural', word: cihuatl, person: 0 })).json() as ReviewCard;
    expect(several.answers).toEqual(['nocihuāhuan']);
    expect(checkConjugationAnswer('nosiwāwan', several.answers)).toMatchObject({ correct: true, otherAlphabet: true, matched: 'nocihuāhuan' });
    expect(checkConjugationAnswer('nocihuahuan', several.answers)).toMatchObject({ correct: true, exact: false });
    const plural = (await cy.post(reviewApi.cards, { kind: 'plural', word: cihuatl })).json() as ReviewCard;
    expect(plural.answers).toEqual(['cihuāmeh']);
    expect(checkConjugationAnswer('siwāmej', plural.answers)).toMatchObject({ correct: true, otherAlphabet: true });
    expect(checkConjugationAnswer('cihuātl', plural.answers).correct).toBe(false);
  });

  it('refuse a possessed plural without a possessor, and a form the noun’s table does not have, naming the field', async () => {
    const conetl = await wordId('conētl');
    const noPerson = await ana.post(reviewApi.cards, { kind: 'possessionPlural', word: conetl });
    expect([noPerson.statusCode, noPerson.json()]).toEqual([400, { person: ['This field is required.'] }]);
    const badPerson = await ana.post(reviewApi.cards, { kind: 'possessionPlural', word: conetl, person: 6 });
    expect([badPerson.statusCode, Object.keys(badPerson.json())]).toEqual([400, ['person']]);
    const noWord = await ana.post(reviewApi.cards, { kind: 'plural' });
    expect([noWord.statusCode, noWord.json()]).toEqual([400, { word: ['This field is required.'] }]);
    const refusals: Array<[string, string, number | undefined]> = [
      ['plural', 'calli', undefined], // lesson 3: an inanimate noun the course does not pluralize
      ['possessionPlural', 'oquichtli', 0], // possessed -hui: the course shows no plural
      ['possessionPlural', 'tōnatiuh', 0], // no possessed form stored
      ['plural', 'cochi', undefined], // a verb
    ];
    for (const [kind, word, person] of refusals) {
      const refused = await ana.post(reviewApi.cards, { kind, word: await wordId(word), person });
      expect([refused.statusCode, refused.json()], `${kind} ${word}`).toEqual([400, { word: ['This word has no such form to practise.'] }]);
    }
    const badKind = await ana.post(reviewApi.cards, { kind: 'plurals', word: conetl });
    expect([badKind.statusCode, badKind.json()]).toEqual([
      400,
      { kind: ['Must be one of meaning, recall, conjugation, pattern, possession, possessionPlural, plural.'] },
    ]);
    expect((await ana.get(`${reviewApi.cards}count/?kind=possessionPlural`)).json()).toBe(0);
  });
});

describe('possessed-plural and plural cards from a vocabulary or a guest’s deck (decision 059)', () => {
  it('come with a vocabulary’s nouns: every form each noun’s table has, of the kinds asked, once', async () => {
    const dee = await userClient(t, 'dee');
    const family = await vocabularyId('family');
    const count = async (kind: string) => (await dee.get(`${reviewApi.cards}count/?kind=${kind}&vocabulary=${family}`)).json();
    const nounKinds = ['possession', 'possessionPlural', 'plural'];
    const created = await dee.post(reviewApi.cards, { vocabulary: family, kinds: nounKinds });
    expect(created.statusCode).toBe(201);
    // Family: nine nouns with a stored possessed form, six possessors each; oquichtli is not in it,
    // so every one has possessed plurals; conētl, cihuātl and tlācatl have the plural the course prints.
    expect(await count('possession')).toBe(9 * 6);
    expect(await count('possessionPlural')).toBe(9 * 6);
    expect(await count('plural')).toBe(3);
    expect(await count('meaning')).toBe(0);
    expect(created.json()).toEqual({ created: 9 * 6 * 2 + 3, existing: 0 });
    const conetl = await wordId('conētl');
    const cards = (await dee.get(`${reviewApi.cards}?kind=plural&page_size=100`)).json().results as ReviewCard[];
    expect(cards.find((card) => card.word === conetl)?.answers).toEqual(['conēmeh']);
    // The default kinds bring them too, with the meaning and recall cards; what is there stays.
    const all = (await dee.post(reviewApi.cards, { vocabulary: family })).json();
    expect(all).toEqual({ created: 13 * 2 + 3 * 6, existing: 9 * 6 * 2 + 3 });
    const bad = await dee.post(reviewApi.cards, { vocabulary: family, kinds: ['possesion'] });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { 'kinds.0': ['Must be one of meaning, recall, conjugation, possession, possessionPlural, plural.'] },
    ]);
  });

  it('join an account from a guest’s deck, keyed as the account’s own', async () => {
    const eli = await userClient(t, 'eli');
    const conetl = await wordId('conētl');
    const at = new Date('2026-03-10T15:00:00Z').toISOString();
    const guestCard = (kind: string, person: number | null) => ({ kind, word: conetl, person, ...newMemory(new Date(at)), created_at: at });
    const merged = await eli.post(reviewApi.merge, { cards: [guestCard('possessionPlural', 1), guestCard('plural', null)] });
    expect([merged.statusCode, merged.json()]).toEqual([200, { added: 2, updated: 0, kept: 0, skipped: 0, logs: 0 }]);
    const again = await eli.post(reviewApi.cards, { kind: 'possessionPlural', word: conetl, person: 1 });
    expect([again.statusCode, again.json().answers]).toEqual([200, ['moconēhuan']]);
    expect((await eli.post(reviewApi.cards, { kind: 'plural', word: conetl })).statusCode).toBe(200);
  });
});
