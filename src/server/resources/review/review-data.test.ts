import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reviewApi } from '../../../contract/api/review';
import type { ReviewCard } from '../../../contract/review';
import { answer, dayIn, newMemory, schedulerFor } from '../../../contract/review-schedule';
import { createTestApp, TestClient, userClient, type TestApp } from '../../test/harness';

// Review data a client makes up (issue 49): every number fits its column on both databases,
// every memory is one the scheduler takes, every time is a sane one, or a 400 naming the field.

let t: TestApp;
let guest: TestClient;
let cochi: number;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
  cochi = (await guest.get('/utoaztecan/api/nahuatl/?word=cochi')).json().results[0].id;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

let learners = 0;
const learner = () => userClient(t, `data${(learners += 1)}`);

const at = new Date('2026-03-10T15:00:00Z');
const studied = answer(newMemory(at), 'good', at, schedulerFor({ desired_retention: 0.9 }));

/** A guest's card of cochi studied once, with its answer; `card` and `log` change it. */
function guestCard(card: Record<string, unknown> = {}, log: Record<string, unknown> = {}) {
  return {
    kind: 'meaning',
    word: cochi,
    ...studied.memory,
    created_at: at.toISOString(),
    logs: [{ answer_id: `guest-${Math.random().toString(36).slice(2, 12)}`, answer: '', elapsed_ms: 800, day: '2026-03-10', ...studied.log, ...log }],
    ...card,
  };
}

/** Merges one card: the merge must refuse it naming `field`, and leave the deck as it was. */
async function expectRefused(client: TestClient, card: Record<string, unknown>, field: string) {
  const response = await client.post(reviewApi.merge, { cards: [card] });
  expect(response.statusCode, JSON.stringify(card)).toBe(400);
  expect(Object.keys(response.json())).toContain(field);
  expect((await client.get(`${reviewApi.cards}count/`)).json()).toBe(0);
  expect((await client.get(reviewApi.log)).json().count).toBe(0);
}

describe('a merged deck’s numbers', () => {
  it('refuses integers past the columns (2^31 and more) naming the field, on both databases', async () => {
    const rex = await learner();
    const big = 2 ** 31;
    for (const field of ['reps', 'lapses', 'scheduled_days', 'learning_steps', 'elapsed_days']) {
      await expectRefused(rex, guestCard({ [field]: big }), `cards.0.${field}`);
    }
    for (const field of ['elapsed_days', 'last_elapsed_days', 'scheduled_days', 'learning_steps']) {
      await expectRefused(rex, guestCard({}, { [field]: big }), `cards.0.logs.0.${field}`);
    }
    expect((await rex.post(reviewApi.merge, { cards: [guestCard()] })).statusCode).toBe(200);
  });

  it('bounds an answer’s and the settings’ integers too', async () => {
    const ria = await learner();
    const card = (await ria.post(reviewApi.cards, { kind: 'recall', word: cochi })).json() as ReviewCard;
    const big = 2 ** 31;
    const answered = await ria.post(reviewApi.answer(card.id), { rating: 'good', elapsed_ms: big, answer_id: 'data-big-ms' });
    expect(answered.statusCode).toBe(400);
    expect(answered.json()).toHaveProperty('elapsed_ms');
    for (const field of ['new_per_day', 'max_reviews_per_day']) {
      const patched = await ria.patch(reviewApi.settings, { [field]: big });
      expect(patched.statusCode).toBe(400);
      expect(patched.json()).toHaveProperty(field);
    }
  });
});

describe('a merged deck’s memory', () => {
  it('refuses memory states the scheduler rejects, so the card can be answered after', async () => {
    const sam = await learner();
    await expectRefused(sam, guestCard({ stability: -5 }), 'cards.0.stability');
    await expectRefused(sam, guestCard({ stability: 5e-324 }), 'cards.0.stability');
    await expectRefused(sam, guestCard({ difficulty: -1e308 }), 'cards.0.difficulty');
    await expectRefused(sam, guestCard({}, { stability: -5 }), 'cards.0.logs.0.stability');
    await expectRefused(sam, guestCard({ last_review: '9999-01-01T00:00:00Z' }), 'cards.0.last_review');
    await expectRefused(sam, guestCard({ due: '9999-01-01T00:00:00Z' }), 'cards.0.due');

    const merged = await sam.post(reviewApi.merge, { cards: [guestCard()] });
    expect(merged.json()).toMatchObject({ added: 1 });
    const [card] = (await sam.get(reviewApi.cards)).json().results as ReviewCard[];
    const answered = await sam.post(reviewApi.answer(card!.id), { rating: 'good', elapsed_ms: 900, answer_id: 'data-answer-1' });
    expect(answered.statusCode).toBe(200);
  });

  it('answers times that are not times, and kinds that are none, with a 400 rather than a 500', async () => {
    const una = await learner();
    await expectRefused(una, guestCard({ created_at: 'garbage' }), 'cards.0.created_at');
    await expectRefused(una, guestCard({}, { answered_at: 'garbage' }), 'cards.0.logs.0.answered_at');
    await expectRefused(una, guestCard({ kind: 'nope' }), 'cards.0.kind');
  });

  it('refuses cards that make no sense', async () => {
    const tom = await learner();
    await expectRefused(tom, guestCard({ kind: 'conjugation', person: 0 }), 'cards.0.tense');
    await expectRefused(tom, guestCard({ kind: 'conjugation', tense: 'present' }), 'cards.0.person');
    await expectRefused(tom, guestCard({ kind: 'possession', person: 0 }), 'cards.0.word');
    await expectRefused(tom, guestCard({ kind: 'meaning', tense: 'present' }), 'cards.0.tense');
    await expectRefused(tom, guestCard({ kind: 'pattern', word: null, pattern: 1 }), 'cards.0.prompt');
  });
});

describe('times and days', () => {
  it('refuses an answer dated before the card, before the floor or in the far future', async () => {
    const uma = await learner();
    const card = (await uma.post(reviewApi.cards, { kind: 'meaning', word: cochi })).json() as ReviewCard;
    for (const answered_at of ['0001-01-01T00:00:00Z', '2001-01-01T00:00:00Z', '9999-01-01T00:00:00Z']) {
      const response = await uma.post(reviewApi.answer(card.id), {
        rating: 'good',
        elapsed_ms: 900,
        answer_id: `data-${answered_at.slice(0, 4)}`,
        answered_at,
      });
      expect(response.statusCode, answered_at).toBe(400);
      expect(response.json()).toHaveProperty('answered_at');
    }
    expect((await uma.get(reviewApi.log)).json().count).toBe(0);
  });

  it('refuses a merged card or answer dated before the floor, before its card or with a day that is not its', async () => {
    const vic = await learner();
    await expectRefused(vic, guestCard({}, { answered_at: '0001-01-01T00:00:00.000Z' }), 'cards.0.logs.0.answered_at');
    await expectRefused(vic, guestCard({}, { answered_at: '2026-03-01T00:00:00.000Z', day: '2026-03-01' }), 'cards.0.logs.0.answered_at');
    await expectRefused(vic, guestCard({ created_at: '0001-01-01T00:00:00.000Z' }), 'cards.0.created_at');
    await expectRefused(vic, guestCard({}, { day: '0001-01-01' }), 'cards.0.logs.0.day');
    await expectRefused(vic, guestCard({}, { day: '2026-02-31' }), 'cards.0.logs.0.day');
  });

  it('writes days as YYYY-MM-DD whatever the year', () => {
    expect(dayIn(new Date('0999-06-01T12:00:00Z'), 'UTC')).toBe('0999-06-01');
  });
});

describe('removing a vocabulary’s cards', () => {
  it('treats another learner’s private vocabulary as one that does not exist, as adding its cards does', async () => {
    const owner = await learner();
    const other = await learner();
    const secret = (await owner.post('/utoaztecan/api/vocabulary/', { name: 'Private deck', share: false, tags: [] })).json();
    expect(
      (await owner.post('/utoaztecan/api/vocabulary-word/', { vocabulary: secret.id, nahuatl_word: cochi })).statusCode,
    ).toBe(201);
    expect((await other.post(reviewApi.cards, { kind: 'meaning', word: cochi })).statusCode).toBe(201);

    const adding = await other.post(reviewApi.cards, { vocabulary: secret.id });
    const removing = await other.post(reviewApi.remove, { vocabulary: secret.id });
    const missing = await other.post(reviewApi.remove, { vocabulary: 99999999 });
    expect(adding.statusCode).toBe(400);
    expect(removing.statusCode).toBe(adding.statusCode);
    expect(removing.json()).toEqual({ vocabulary: [`Invalid pk "${secret.id}" - object does not exist.`] });
    expect(missing.json()).toEqual({ vocabulary: ['Invalid pk "99999999" - object does not exist.'] });
    expect((await other.get(`${reviewApi.cards}count/`)).json()).toBe(1);
    expect((await owner.post(reviewApi.remove, { vocabulary: secret.id })).json()).toEqual({ removed: 0 });
  });
});
