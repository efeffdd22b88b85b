import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reviewApi } from '../../../contract/api/review';
import type { ReviewCard, ReviewStats } from '../../../contract/review';
import { answer, newMemory, schedulerFor } from '../../../contract/review-schedule';
import { buildApp } from '../../app';
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
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;
let answers = 0;
const answerId = () => `answer-${(answers += 1).toString().padStart(4, '0')}`;

/** Runs the server's clock from `iso` (only Date: the database's own timers keep real time). */
function clockAt(iso: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

async function wordId(word: string): Promise<number> {
  return (await guest.get(`/utoaztecan/api/nahuatl/?word=${encodeURIComponent(word)}`)).json().results[0].id;
}

async function vocabularyId(name: string): Promise<number> {
  return (
    await guest.get(`/utoaztecan/api/vocabulary/?plain__icontains=${encodeURIComponent(name)}&language=en`)
  ).json().results[0].id;
}

/** A fresh learner, so that each test's deck and day start empty. */
async function learner(name: string): Promise<TestClient> {
  return userClient(t, name);
}

describe('a guest', () => {
  it('has no deck on the server: every call is a 403', async () => {
    for (const url of [
      reviewApi.cards,
      reviewApi.due,
      reviewApi.log,
      reviewApi.stats,
      reviewApi.settings,
      `${reviewApi.cards}count/`,
    ]) {
      expect((await guest.get(url)).statusCode, url).toBe(403);
    }
    expect((await guest.post(reviewApi.cards, { kind: 'meaning', word: 1 })).statusCode).toBe(403);
    expect(
      (await guest.post(reviewApi.answer(1), { rating: 'good', elapsed_ms: 1, answer_id: 'abcdefgh' })).statusCode,
    ).toBe(403);
  });
});

describe('adding cards', () => {
  it('adds a card of a word once: the second time answers the card already there', async () => {
    const cochi = await wordId('cochi');
    const first = await ana.post(reviewApi.cards, { kind: 'meaning', word: cochi });
    expect(first.statusCode).toBe(201);
    const card = first.json() as ReviewCard;
    expect(card).toMatchObject({
      kind: 'meaning',
      word: cochi,
      state: 'new',
      reps: 0,
      answers: [],
      word_data: { word: 'cochi' },
    });
    expect(card.word_data!.definition_spanish.length).toBeGreaterThan(0);
    const again = await ana.post(reviewApi.cards, { kind: 'meaning', word: cochi });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(card.id);
  });

  it('gives a conjugation card the forms the language core accepts, and a recall card the word', async () => {
    const cochi = await wordId('cochi');
    const form = (
      await ana.post(reviewApi.cards, { kind: 'conjugation', word: cochi, tense: 'present', person: 0 })
    ).json();
    expect(form.answers).toContain('nicochi');
    const recall = (await ana.post(reviewApi.cards, { kind: 'recall', word: cochi })).json();
    expect(recall.answers).toEqual(['cochi']);
  });

  it('refuses a card naming nothing, or a form the word does not have, naming the field', async () => {
    const cochi = await wordId('cochi');
    expect((await ana.post(reviewApi.cards, { word: cochi })).json()).toEqual({ kind: ['This field is required.'] });
    expect((await ana.post(reviewApi.cards, { kind: 'meaning', word: 99999999 })).json()).toHaveProperty('word');
    expect((await ana.post(reviewApi.cards, { kind: 'conjugation', word: cochi, tense: 'present' })).json()).toEqual({
      person: ['This field is required.'],
    });
    expect(
      (await ana.post(reviewApi.cards, { kind: 'conjugation', word: cochi, tense: 'someday', person: 0 })).json(),
    ).toHaveProperty('tense');
    expect(
      (
        await ana.post(reviewApi.cards, {
          kind: 'conjugation',
          word: await wordId('calli'),
          tense: 'present',
          person: 0,
        })
      ).json(),
    ).toEqual({
      word: ['This word has no such form to practise.'],
    });
    expect((await ana.post(reviewApi.cards, { kind: 'pattern', pattern: 1 })).statusCode).toBe(400);
  });

  it('studies a vocabulary: its words’ cards and its verbs’ forms in the tenses asked, once', async () => {
    const zoe = await learner('zoe');
    const motion = await vocabularyId('motion');
    const created = await zoe.post(reviewApi.cards, { vocabulary: motion, tenses: ['present', 'future'] });
    expect(created.statusCode).toBe(201);
    const { created: made, existing } = created.json();
    expect(existing).toBe(0);
    // 12 words: a meaning and a recall card each, and the verbs' six persons in two tenses.
    const kinds = async (kind: string) =>
      (await zoe.get(`${reviewApi.cards}count/?kind=${kind}&vocabulary=${motion}`)).json();
    expect(await kinds('meaning')).toBe(12);
    expect(await kinds('recall')).toBe(12);
    expect(await kinds('conjugation')).toBeGreaterThanOrEqual(12 * 2 * 6 - 12);
    expect(made).toBe((await zoe.get(`${reviewApi.cards}count/`)).json());
    expect((await zoe.post(reviewApi.cards, { vocabulary: motion, tenses: ['present', 'future'] })).json()).toEqual({
      created: 0,
      existing: made,
    });
    expect((await zoe.post(reviewApi.cards, { vocabulary: 99999999 })).json()).toHaveProperty('vocabulary');
    expect((await zoe.post(reviewApi.cards, { vocabulary: motion, kinds: ['pattern'] })).statusCode).toBe(400);

    expect((await zoe.post(reviewApi.remove, { vocabulary: motion })).json()).toEqual({ removed: made });
    expect((await zoe.get(`${reviewApi.cards}count/`)).json()).toBe(0);
  });
});

describe('what is due', () => {
  it('shows new cards within the day’s limit, and counts a card studied today against it', async () => {
    clockAt('2026-03-10T15:00:00Z');
    const kim = await learner('kim');
    await kim.patch(reviewApi.settings, { new_per_day: 5, time_zone: 'America/Mexico_City' });
    await kim.post(reviewApi.cards, { vocabulary: await vocabularyId('family'), kinds: ['meaning'] });
    const due = (await kim.get(`${reviewApi.due}?limit=3`)).json();
    expect(due).toMatchObject({ count: 5, new: 5, next_due: null });
    expect(due.results).toHaveLength(3);
    const first = due.results[0] as ReviewCard;
    const answered = await kim.post(reviewApi.answer(first.id), {
      rating: 'easy',
      elapsed_ms: 2400,
      answer_id: answerId(),
    });
    expect(answered.statusCode).toBe(200);
    const after = (await kim.get(`${reviewApi.due}?limit=0`)).json();
    expect(after).toMatchObject({ count: 4, new: 4, results: [] });
    expect(after.next_due).toBe(answered.json().card.due);
  });

  it('sends the due list compressed to a client that accepts it, the same list as uncompressed', async () => {
    const lea = await learner('lea');
    await lea.post(reviewApi.cards, { vocabulary: await vocabularyId('family'), kinds: ['meaning', 'recall'] });
    const plain = await lea.request('GET', reviewApi.due, undefined, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      // Asked twice: the second answer comes from the kept list, compressed the same.
      for (let asked = 0; asked < 2; asked += 1) {
        const response = await lea.request('GET', reviewApi.due, undefined, { 'accept-encoding': accepted });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
        expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain.json());
      }
    }
  });

  it('brings a card back exactly when FSRS says: Again within minutes, Easy not today but on its day', async () => {
    clockAt('2026-03-10T15:00:00Z');
    const lia = await learner('lia');
    const cochi = (
      await lia.post(reviewApi.cards, { kind: 'meaning', word: await wordId('cochi') })
    ).json() as ReviewCard;
    const calli = (
      await lia.post(reviewApi.cards, { kind: 'meaning', word: await wordId('calli') })
    ).json() as ReviewCard;

    const wrong = (
      await lia.post(reviewApi.answer(cochi.id), { rating: 'again', elapsed_ms: 5000, answer_id: answerId() })
    ).json();
    const scheduler = schedulerFor({ desired_retention: 0.9 });
    const start = new Date('2026-03-10T15:00:00Z');
    expect(wrong.card.due).toBe(answer(newMemory(new Date(cochi.created_at)), 'again', start, scheduler).memory.due);
    expect(new Date(wrong.card.due).getTime() - start.getTime()).toBeLessThanOrEqual(10 * MINUTE);
    expect(wrong.log).toMatchObject({
      rating: 'again',
      state_before: 'new',
      state_after: 'learning',
      elapsed_ms: 5000,
    });

    const easy = (
      await lia.post(reviewApi.answer(calli.id), { rating: 'easy', elapsed_ms: 1000, answer_id: answerId() })
    ).json();
    expect(easy.card.due).toBe(answer(newMemory(new Date(calli.created_at)), 'easy', start, scheduler).memory.due);

    vi.setSystemTime(new Date(new Date(wrong.card.due).getTime() + 1000));
    const soon = (await lia.get(reviewApi.due)).json();
    expect(soon.results.map((card: ReviewCard) => card.id)).toEqual([cochi.id]);

    vi.setSystemTime(new Date(easy.card.due));
    const later = (await lia.get(`${reviewApi.cards}?due=true`)).json();
    expect(later.results.map((card: ReviewCard) => card.id)).toEqual([cochi.id, calli.id]);
  });

  it('keeps the day’s reviews within the learner’s maximum', async () => {
    clockAt('2026-03-10T15:00:00Z');
    const max = await learner('max');
    await max.patch(reviewApi.settings, { max_reviews_per_day: 1 });
    const ids: number[] = [];
    for (const word of ['cochi', 'calli', 'atl'])
      ids.push((await max.post(reviewApi.cards, { kind: 'meaning', word: await wordId(word) })).json().id);
    for (const id of ids)
      await max.post(reviewApi.answer(id), { rating: 'good', elapsed_ms: 1, answer_id: answerId() });
    for (const id of ids)
      await max.post(reviewApi.answer(id), { rating: 'good', elapsed_ms: 1, answer_id: answerId() });
    // Two Goods take a new card to review, a few days ahead.
    vi.setSystemTime(new Date('2026-03-20T15:00:00Z'));
    const due = (await max.get(reviewApi.due)).json();
    expect(due.count).toBe(1);
    expect(due.results).toHaveLength(1);
  });
});

describe('the due list kept between changes', () => {
  it('follows a change made through another server instance on the same database', async () => {
    const other = await buildApp(t.config, t.db);
    try {
      const vic = await learner('vic');
      const card = (
        await vic.post(reviewApi.cards, { kind: 'meaning', word: await wordId('cochi') })
      ).json() as ReviewCard;
      expect((await vic.get(`${reviewApi.due}?limit=5`)).json()).toMatchObject({ count: 1, new: 1 });
      // The same session, answered through the other instance.
      const elsewhere = new TestClient(other);
      for (const [name, value] of vic.cookies) elsewhere.cookies.set(name, value);
      const answered = await elsewhere.post(reviewApi.answer(card.id), {
        rating: 'easy',
        elapsed_ms: 1,
        answer_id: answerId(),
      });
      expect(answered.statusCode).toBe(200);
      expect((await vic.get(`${reviewApi.due}?limit=5`)).json()).toMatchObject({ count: 0, new: 0, results: [] });
      await elsewhere.patch(reviewApi.settings, { new_per_day: 0 });
      await vic.post(reviewApi.cards, { kind: 'recall', word: await wordId('cochi') });
      expect((await vic.get(`${reviewApi.due}?limit=5`)).json()).toMatchObject({ count: 0 });
      await elsewhere.patch(reviewApi.settings, { new_per_day: 5 });
      expect((await vic.get(`${reviewApi.due}?limit=5`)).json()).toMatchObject({ count: 1, new: 1 });
    } finally {
      await other.close();
    }
  });
});

describe('answering', () => {
  it('records a retried answer once, and two answers at the same moment twice', async () => {
    const ned = await learner('ned');
    const card = (
      await ned.post(reviewApi.cards, { kind: 'meaning', word: await wordId('cochi') })
    ).json() as ReviewCard;
    const body = { rating: 'good', elapsed_ms: 1200, answer_id: answerId() };
    const [one, two] = await Promise.all([
      ned.post(reviewApi.answer(card.id), body),
      ned.post(reviewApi.answer(card.id), body),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json().log.id).toBe(two.json().log.id);
    expect((await ned.get(reviewApi.log)).json().count).toBe(1);
    expect((await ned.get(reviewApi.card(card.id))).json().reps).toBe(1);

    const answersAtOnce = await Promise.all(
      ['good', 'again'].map((rating) =>
        ned.post(reviewApi.answer(card.id), { rating, elapsed_ms: 900, answer_id: answerId() }),
      ),
    );
    expect(answersAtOnce.map((response) => response.statusCode)).toEqual([200, 200]);
    const log = (await ned.get(`${reviewApi.log}?card=${card.id}`)).json();
    expect(log.count).toBe(3);
    const stored = (await ned.get(reviewApi.card(card.id))).json() as ReviewCard;
    expect(stored.reps).toBe(3);
    // The card is the state the last logged answer left.
    expect(stored.due).toBe(log.results[2].due_after);
    expect(log.results[2].due_before).toBe(log.results[1].due_after);
  });

  it('refuses a bad answer naming the field, and changes nothing', async () => {
    const ola = await learner('ola');
    const card = (
      await ola.post(reviewApi.cards, { kind: 'meaning', word: await wordId('cochi') })
    ).json() as ReviewCard;
    const bad = [
      [{ rating: 'perfect', elapsed_ms: 1, answer_id: 'abcdefgh' }, 'rating'],
      [{ rating: 'good', elapsed_ms: -1, answer_id: 'abcdefgh' }, 'elapsed_ms'],
      [{ rating: 'good', elapsed_ms: 1, answer_id: 'x' }, 'answer_id'],
      [{ rating: 'good', elapsed_ms: 1, answer_id: 'abcdefgh', answered_at: '2999-01-01T00:00:00Z' }, 'answered_at'],
      [{ rating: 'good', elapsed_ms: 1, answer_id: 'abcdefgh', answered_at: 'yesterday' }, 'answered_at'],
    ] as const;
    for (const [body, field] of bad) {
      const response = await ola.post(reviewApi.answer(card.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toHaveProperty(field);
    }
    expect((await ola.get(reviewApi.log)).json().count).toBe(0);
    expect((await ola.get(`${reviewApi.due}?limit=500`)).json()).toHaveProperty('limit');
    expect((await ola.get(`${reviewApi.cards}?colour=red`)).statusCode).toBe(400);
  });

  it('refuses an unknown or malformed query parameter as every list does, naming it', async () => {
    const ida = await learner('ida');
    const refused = async (url: string) => {
      const response = await ida.get(url);
      return [response.statusCode, response.json()];
    };
    expect(await refused(`${reviewApi.due}?limit=abc`)).toEqual([400, { limit: ['A valid integer is required.'] }]);
    expect(await refused(`${reviewApi.due}?colour=red`)).toEqual([400, { colour: ['Unknown filter. Allowed: limit.'] }]);
    expect(await refused(`${reviewApi.log}?format=xml`)).toEqual([400, { format: ['Must be json or csv.'] }]);
    expect(await refused(`${reviewApi.log}?colour=red`)).toEqual([400, { colour: ['Unknown filter. Allowed: card, format, kind.'] }]);
    expect(await refused(`${reviewApi.log}?card=x`)).toEqual([400, { card: ['A valid integer is required.'] }]);
    expect(await refused(`${reviewApi.cards}count/?due=maybe`)).toEqual([400, { due: ['Must be a valid boolean.'] }]);
  });

  it('keeps another learner’s cards and answers out of reach', async () => {
    const card = (
      await ana.post(reviewApi.cards, { kind: 'recall', word: await wordId('calli') })
    ).json() as ReviewCard;
    expect((await beto.get(reviewApi.card(card.id))).statusCode).toBe(404);
    expect(
      (await beto.post(reviewApi.answer(card.id), { rating: 'good', elapsed_ms: 1, answer_id: answerId() })).statusCode,
    ).toBe(404);
    expect((await beto.delete(reviewApi.card(card.id))).statusCode).toBe(404);
    expect((await beto.get(reviewApi.cards)).json().results.map((c: ReviewCard) => c.id)).not.toContain(card.id);
    await ana.post(reviewApi.answer(card.id), { rating: 'good', elapsed_ms: 1, answer_id: 'shared-id-0001' });
    // The same answer_id from someone else is their own answer, not a repeat of ana's.
    expect((await beto.get(reviewApi.log)).json().count).toBe(0);
    expect((await ana.get(reviewApi.card(card.id))).json().reps).toBe(1);
  });
});

describe('the log, the figures and the settings', () => {
  it('exports the whole log as CSV, and keeps answers when their card is removed', async () => {
    const pia = await learner('pia');
    const card = (await pia.post(reviewApi.cards, { kind: 'recall', word: await wordId('atl') })).json() as ReviewCard;
    await pia.post(reviewApi.answer(card.id), {
      rating: 'hard',
      answer: 'ātl, "water"',
      elapsed_ms: 3100,
      answer_id: answerId(),
    });
    const csv = await pia.get(`${reviewApi.log}?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'id,card,kind,word,answer_id,rating,answer,state_before,state_after,due_before,due_after,stability,difficulty,elapsed_days,last_elapsed_days,scheduled_days,learning_steps,answered_at,day,elapsed_ms',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',recall,');
    expect(lines[1]).toContain('"ātl, ""water"""');
    expect((await pia.get(`${reviewApi.log}?format=xml`)).statusCode).toBe(400);

    expect((await pia.delete(reviewApi.card(card.id))).statusCode).toBe(204);
    const log = (await pia.get(reviewApi.log)).json();
    expect(log.results[0]).toMatchObject({ card: null, kind: 'recall', rating: 'hard' });
  });

  it('gives the figures of /progress in the learner’s days', async () => {
    clockAt('2026-03-09T20:00:00Z');
    const ray = await learner('ray');
    await ray.patch(reviewApi.settings, { time_zone: 'America/Mexico_City' });
    const family = await vocabularyId('family');
    await ray.post(reviewApi.cards, { vocabulary: family, kinds: ['meaning'] });
    const cards = (await ray.get(`${reviewApi.due}?limit=3`)).json().results as ReviewCard[];
    for (const card of cards)
      await ray.post(reviewApi.answer(card.id), { rating: 'easy', elapsed_ms: 1, answer_id: answerId() });
    // The next day, late in the evening in Mexico City (already the day after in UTC).
    vi.setSystemTime(new Date('2026-03-11T05:30:00Z'));
    await ray.post(reviewApi.answer(cards[0]!.id), { rating: 'again', elapsed_ms: 1, answer_id: answerId() });

    const statsResponse = await ray.get(reviewApi.stats);
    expect(statsResponse.statusCode, statsResponse.body).toBe(200);
    const stats = statsResponse.json();
    expect(stats.today).toBe('2026-03-10');
    expect(stats.streak).toEqual({ current: 2, longest: 2 });
    expect(stats.reviews_per_day).toHaveLength(90);
    expect(stats.reviews_per_day.slice(-2)).toEqual([
      { day: '2026-03-09', count: 3 },
      { day: '2026-03-10', count: 1 },
    ]);
    expect(stats.retention).toEqual({ reviews: 1, passed: 0, rate: 0 });
    expect(stats.states.review).toBe(2);
    expect(stats.states.relearning).toBe(1);
    expect(stats.due_per_day).toHaveLength(30);
    // Today: what the review counts now (the family's new cards), and the card answered Again, due in minutes.
    expect(stats.due_now).toBe((await ray.get(`${reviewApi.due}?limit=0`)).json().count);
    expect(stats.due_now).toBeGreaterThan(0);
    expect(stats.due_per_day[0]).toEqual({ day: '2026-03-10', count: stats.due_now + 1 });
    expect(
      stats.due_per_day.reduce((sum: number, day: { count: number }) => sum + day.count, 0) - stats.due_now,
    ).toBeLessThanOrEqual(3);
    const familyProgress = stats.vocabularies.find((v: { id: number }) => v.id === family);
    expect(familyProgress).toMatchObject({ known: 2, language: 'en' });
    expect(familyProgress.words).toBeGreaterThan(2);
  });

  it('lists on /progress the vocabularies the learner studies, not those that merely share a word with them', async () => {
    const una = await learner('una');
    const verbs = await vocabularyId('everyday verbs');
    await una.post(reviewApi.cards, { vocabulary: verbs, kinds: ['meaning'] });
    const { vocabularies } = (await una.get(reviewApi.stats)).json() as ReviewStats;
    // Food and drink holds cuā, one of the everyday verbs; the Spanish twin holds the same words.
    expect(vocabularies.map(({ name, language }) => [name, language])).toEqual([
      ['Everyday verbs', 'en'],
      ['Verbos de todos los días', 'es'],
    ]);
  });

  // Issue 48: /review said 5 cards to review while /progress said none due today (it counted
  // learnt cards to the end of the day, without new cards or the day's limits).
  it('counts today’s due cards as the review does: new cards within the day’s limit, learnt cards due now', async () => {
    clockAt('2026-03-10T15:00:00Z');
    const lee = await learner('lee');
    await lee.patch(reviewApi.settings, { new_per_day: 5, time_zone: 'America/Mexico_City' });
    await lee.post(reviewApi.cards, { vocabulary: await vocabularyId('family'), kinds: ['meaning'] });
    const dueCount = async () => (await lee.get(`${reviewApi.due}?limit=0`)).json().count as number;
    const dueToday = async () => {
      const stats = (await lee.get(reviewApi.stats)).json();
      return { now: stats.due_now as number, today: stats.due_per_day[0] as { day: string; count: number } };
    };
    expect(await dueCount()).toBe(5);
    expect(await dueToday()).toEqual({ now: 5, today: { day: '2026-03-10', count: 5 } });

    // A card answered Again is due again in minutes: not now, but later today.
    const [first] = (await lee.get(`${reviewApi.due}?limit=1`)).json().results as ReviewCard[];
    await lee.post(reviewApi.answer(first!.id), { rating: 'again', elapsed_ms: 1, answer_id: answerId() });
    expect(await dueCount()).toBe(4);
    expect(await dueToday()).toEqual({ now: 4, today: { day: '2026-03-10', count: 5 } });
    // Once it is due, both count it now.
    vi.setSystemTime(new Date('2026-03-10T16:00:00Z'));
    expect(await dueCount()).toBe(5);
    expect(await dueToday()).toEqual({ now: 5, today: { day: '2026-03-10', count: 5 } });
  });

  it('keeps each learner’s settings, refusing values out of range', async () => {
    const sam = await learner('sam');
    expect((await sam.get(reviewApi.settings)).json()).toEqual({
      desired_retention: 0.9,
      new_per_day: 20,
      max_reviews_per_day: 200,
      add_mistakes: true,
      time_zone: 'UTC',
    });
    expect((await sam.patch(reviewApi.settings, { desired_retention: 0.5 })).json()).toHaveProperty(
      'desired_retention',
    );
    expect((await sam.patch(reviewApi.settings, { time_zone: 'Mars/Olympus' })).json()).toHaveProperty('time_zone');
    expect(
      (await sam.patch(reviewApi.settings, { add_mistakes: false, desired_retention: 0.85 })).json(),
    ).toMatchObject({
      add_mistakes: false,
      desired_retention: 0.85,
    });
    expect((await sam.get(reviewApi.settings)).json()).toMatchObject({
      add_mistakes: false,
      desired_retention: 0.85,
      new_per_day: 20,
    });
  });
});

describe('a guest’s deck joining an account', () => {
  it('adds the cards and answers, keeps the later review of a card both have, and counts each answer once', async () => {
    const uma = await learner('uma');
    const cochi = await wordId('cochi');
    const mine = (await uma.post(reviewApi.cards, { kind: 'meaning', word: cochi })).json() as ReviewCard;
    const scheduler = schedulerFor({ desired_retention: 0.9 });
    const at = new Date('2026-03-10T15:00:00Z');
    const studied = answer(newMemory(at), 'good', at, scheduler);
    const guestCard = (kind: string, word: number) => ({
      kind,
      word,
      ...studied.memory,
      created_at: at.toISOString(),
      logs: [{ answer_id: `guest-${kind}-${word}`, answer: '', elapsed_ms: 800, day: '2026-03-10', ...studied.log }],
    });
    const deck = { cards: [guestCard('meaning', cochi), guestCard('recall', cochi), guestCard('meaning', 99999999)] };
    const merged = await uma.post(reviewApi.merge, deck);
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({ added: 1, updated: 1, kept: 0, skipped: 1, logs: 2 });
    expect((await uma.get(reviewApi.card(mine.id))).json()).toMatchObject({ reps: 1, due: studied.memory.due });
    expect((await uma.get(`${reviewApi.cards}count/`)).json()).toBe(2);
    expect((await uma.post(reviewApi.merge, deck)).json()).toEqual({
      added: 0,
      updated: 0,
      kept: 2,
      skipped: 1,
      logs: 0,
    });
    expect((await uma.get(reviewApi.log)).json().count).toBe(2);
    expect((await uma.post(reviewApi.merge, { cards: [{ kind: 'meaning' }] })).statusCode).toBe(400);
  });
});
