/**
 * The review bench's learners (issue 31, "Scale"): for each, `cards` review cards over the
 * sample dictionary's words and patterns and `logs` answers over two years, with the
 * `review_day` rows those answers make, written straight into the tables with bulk inserts
 * (better-sqlite3 in one transaction; PostgreSQL by batches of `unnest`ed arrays). Seeded, so
 * every run loads the same deck.
 *
 * The shape: 25 % of the cards new, 60 learning and 40 relearning cards due between 30 days ago
 * and tomorrow, the rest in review with due times spread evenly from 30 days ago to 60 days
 * ahead (a third of them overdue: the daily limits matter). Answers fall on 85 % of the last
 * 730 days, oldest first; today holds 10 answers to new cards and 50 reviews, so that the day's
 * limits are part used. Half the learners keep their days in America/Mexico_City (UTC−6 all
 * year since 2022), half in UTC.
 */

import Database from 'better-sqlite3';
import pg from 'pg';
import { acceptedForms, isVerb, OBJECT_PREFIX_CODES, PERSON_INDICES, TENSE_IDS } from '../src/nahuatl';
import { cardKey, DEFAULT_REVIEW_SETTINGS, type ReviewKind } from '../src/contract/api/review';
import { openDatabase } from '../src/server/db/database';
import { verbOf } from '../src/server/resources/review/presenter';
import { reviewRepository } from '../src/server/resources/review/repository';
import type { CardWordRow } from '../src/server/resources/review/subject-queries';
import { seededRandom } from './dictionary-generator';
import type { DatabaseKind } from './server-process';

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 730;
const ZONES = [
  { name: 'UTC', offsetMinutes: 0 },
  { name: 'America/Mexico_City', offsetMinutes: -360 },
] as const;

/** What a card is about, with an answer a learner would type for it. */
interface Subject {
  kind: ReviewKind;
  word: number | null;
  pattern: number | null;
  tense: string | null;
  person: number | null;
  object: string | null;
  prompt: string;
  expected: string;
  answer: string;
}

/** A column: its name, and its PostgreSQL type for `unnest`. */
type Column = readonly [name: string, pgType: string];

const CARD_COLUMNS: Column[] = [
  ['owner', 'int'], ['card_key', 'text'], ['kind', 'text'], ['word', 'int'], ['pattern', 'int'], ['tense', 'text'],
  ['person', 'int'], ['object', 'text'], ['prompt', 'text'], ['expected', 'text'], ['due', 'timestamptz'], ['state', 'int'],
  ['stability', 'float8'], ['difficulty', 'float8'], ['elapsed_days', 'int'], ['scheduled_days', 'int'], ['learning_steps', 'int'],
  ['reps', 'int'], ['lapses', 'int'], ['last_review', 'timestamptz'], ['created_at', 'timestamptz'],
];
const LOG_COLUMNS: Column[] = [
  ['owner', 'int'], ['card', 'int'], ['card_key', 'text'], ['kind', 'text'], ['word', 'int'], ['answer_id', 'text'], ['rating', 'int'],
  ['answer', 'text'], ['state_before', 'int'], ['state_after', 'int'], ['due_before', 'timestamptz'], ['due_after', 'timestamptz'],
  ['stability', 'float8'], ['difficulty', 'float8'], ['elapsed_days', 'int'], ['last_elapsed_days', 'int'], ['scheduled_days', 'int'],
  ['learning_steps', 'int'], ['answered_at', 'timestamptz'], ['day', 'text'], ['elapsed_ms', 'int'],
];
const DAY_COLUMNS: Column[] = [
  ['owner', 'int'], ['day', 'text'], ['answers', 'int'], ['new_cards', 'int'], ['reviewed', 'int'], ['passed', 'int'],
];

/** Where the rows go: one table's rows at a time, in order. */
interface Sink {
  insert(table: string, columns: Column[], rows: unknown[][]): Promise<void>;
  /** The ids of an owner's cards, in the order they were written. */
  cardIds(owner: number): Promise<number[]>;
  finish(): Promise<void>;
}

/** SQLite: one transaction for everything, a prepared statement of many rows per table. */
function sqliteSink(path: string): Sink {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  // The indexes of ten million answers do not fit SQLite's default 2 MB page cache.
  db.pragma('cache_size = -1000000');
  db.exec('begin');
  const ROWS = 50;
  const statements = new Map<string, Database.Statement>();
  const statement = (table: string, columns: Column[], rows: number) => {
    const key = `${table}:${rows}`;
    let found = statements.get(key);
    if (!found) {
      const tuple = `(${columns.map(() => '?').join(', ')})`;
      found = db.prepare(`insert into ${table} (${columns.map(([name]) => name).join(', ')}) values ${Array(rows).fill(tuple).join(', ')}`);
      statements.set(key, found);
    }
    return found;
  };
  return {
    async insert(table, columns, rows) {
      for (let start = 0; start < rows.length; start += ROWS) {
        const batch = rows.slice(start, start + ROWS);
        statement(table, columns, batch.length).run(batch.flat());
      }
    },
    async cardIds(owner) {
      return db.prepare('select id from review_card where owner = ? order by id').pluck().all(owner) as number[];
    },
    async finish() {
      db.exec('commit');
      db.exec('analyze');
      db.close();
    },
  };
}

/** PostgreSQL: batches of rows sent as one array per column and `unnest`ed into the table. */
async function postgresSink(url: string): Promise<Sink> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const ROWS = 10_000;
  return {
    async insert(table, columns, rows) {
      const names = columns.map(([name]) => name).join(', ');
      const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
      for (let start = 0; start < rows.length; start += ROWS) {
        const batch = rows.slice(start, start + ROWS);
        const values = columns.map((_, index) => batch.map((row) => row[index]));
        await client.query(`insert into ${table} (${names}) select * from unnest(${arrays})`, values);
      }
    },
    async cardIds(owner) {
      const result = await client.query<{ id: number }>('select id from review_card where owner = $1 order by id', [owner]);
      return result.rows.map((row) => row.id);
    },
    async finish() {
      await client.query('vacuum analyze');
      await client.end();
    },
  };
}

/** Every card subject the sample dictionary offers: each word's meaning and recall, each verb's forms, then pattern questions. */
function subjectPool(words: CardWordRow[], patterns: number[], wanted: number): Subject[] {
  const blank = { word: null, pattern: null, tense: null, person: null, object: null, prompt: '', expected: '' };
  const pool: Subject[] = [];
  for (const word of words) {
    pool.push({ ...blank, kind: 'meaning', word: word.id, answer: '' });
    pool.push({ ...blank, kind: 'recall', word: word.id, answer: word.word });
    if (!isVerb(word.type)) continue;
    const verb = verbOf(word);
    for (const tense of TENSE_IDS)
      for (const person of PERSON_INDICES)
        for (const object of [null, ...OBJECT_PREFIX_CODES]) {
          const [form] = acceptedForms(verb, { tense, person, object });
          if (form) pool.push({ ...blank, kind: 'conjugation', word: word.id, tense, person, object, answer: form });
        }
  }
  for (let question = 0; pool.length < wanted; question += 1) {
    const pattern = patterns[question % patterns.length]!;
    const prompt = `¿Question ${question} of pattern ${pattern}?`;
    pool.push({ ...blank, kind: 'pattern', pattern, prompt, expected: `response ${question}`, answer: `response ${question}` });
  }
  return pool;
}

/** A seeded shuffle's first `count` items. */
function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const copy = [...items];
  for (let i = 0; i < count; i += 1) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

const iso = (ms: number) => new Date(ms).toISOString();
const between = (random: () => number, low: number, high: number) => low + random() * (high - low);

/** The state of card `index` of `count`: 25 % new, 60 learning, 40 relearning, the rest in review. */
function stateOf(index: number, count: number): number {
  if (index < count / 4) return 0;
  const learnt = index - Math.ceil(count / 4);
  if (learnt < 60) return 1;
  if (learnt < 100) return 3;
  return 2;
}

/** One learner's cards: new cards created in the last month, learnt ones over two years, with FSRS-like memories. */
function cardRows(owner: number, subjects: Subject[], now: number, random: () => number): unknown[][] {
  return subjects.map((subject, index) => {
    const state = stateOf(index, subjects.length);
    const created = state === 0 ? now - between(random, 0, 30) * DAY_MS : now - between(random, 30, HISTORY_DAYS) * DAY_MS;
    const due = state === 0 ? created : state === 2 ? now + between(random, -30, 60) * DAY_MS : now + between(random, -30, 1) * DAY_MS;
    const scheduled = state === 2 ? Math.round(between(random, 1, 200)) : 0;
    const memory =
      state === 0
        ? [0, 0, 0, 0, 0, 0, 0, null]
        : [between(random, 0.5, 300), between(random, 1, 10), scheduled, scheduled, state === 2 ? 0 : 1, Math.round(between(random, 1, 30)), state === 3 ? 1 + Math.floor(random() * 4) : Math.floor(random() * 2), iso(Math.min(now, due - scheduled * DAY_MS))];
    const { kind, word, pattern, tense, person, object, prompt, expected } = subject;
    return [owner, cardKey(subject), kind, word, pattern, tense, person, object, prompt, expected, iso(due), state, ...memory, iso(created)];
  });
}

/** How many answers fall on each of the last 730 days (index 0 is today): 60 today, the rest spread over 85 % of the days before. */
function answersPerDay(logs: number, random: () => number): number[] {
  const today = Math.min(60, logs);
  const active = Array.from({ length: HISTORY_DAYS }, (_, day) => day > 0 && random() < 0.85);
  const days = active.filter(Boolean).length;
  const rest = logs - today;
  let seen = 0;
  return active.map((on, day) => (day === 0 ? today : on ? Math.floor(rest / days) + (seen++ < rest % days ? 1 : 0) : 0));
}

/**
 * One learner's answers, oldest first, and the `review_day` rows they make: ratings 10 % again,
 * 8 % hard, 75 % good, 7 % easy; one answer in ten to a new card (today: the first ten).
 */
function logRows(
  owner: number,
  cards: Array<{ id: number; subject: Subject }>,
  logs: number,
  now: number,
  zone: (typeof ZONES)[number],
  random: () => number,
): { logs: unknown[][]; days: unknown[][] } {
  const offset = zone.offsetMinutes * 60_000;
  const todayStart = Math.floor((now + offset) / DAY_MS) * DAY_MS - offset;
  const rows: unknown[][] = [];
  const days: unknown[][] = [];
  const perDay = answersPerDay(logs, random);
  for (let back = HISTORY_DAYS - 1; back >= 0; back -= 1) {
    const count = perDay[back]!;
    if (count === 0) continue;
    const start = todayStart - back * DAY_MS;
    const day = iso(start + offset).slice(0, 10);
    // Past days: answers between 08:00 and 22:00 there; today: in the hour before now.
    const times = Array.from({ length: count }, () => (back === 0 ? now - random() * 3_600_000 : start + between(random, 8, 22) * 3_600_000)).sort((a, b) => a - b);
    const tally = { answers: count, new_cards: 0, reviewed: 0, passed: 0 };
    times.forEach((at, index) => {
      const card = cards[Math.floor(random() * cards.length)]!;
      const fresh = back === 0 ? index < 10 : random() < 0.1;
      const roll = random();
      const rating = roll < 0.1 ? 1 : roll < 0.18 ? 2 : roll < 0.93 ? 3 : 4;
      const stateBefore = fresh ? 0 : random() < 0.9 ? 2 : 3;
      const stateAfter = rating === 1 ? (stateBefore === 0 ? 1 : 3) : stateBefore === 0 && rating < 4 ? 1 : 2;
      const scheduled = stateAfter === 2 ? Math.round(between(random, 1, 120)) : 0;
      if (fresh) tally.new_cards += 1;
      else tally.reviewed += 1;
      if (!fresh && rating !== 1) tally.passed += 1;
      rows.push([
        owner, card.id, cardKey(card.subject), card.subject.kind, card.subject.word, `bench-${owner}-${rows.length}`, rating,
        card.subject.answer, stateBefore, stateAfter, iso(at - between(random, 0, 10) * DAY_MS), iso(at + (scheduled || 0.007) * DAY_MS),
        between(random, 0.5, 300), between(random, 1, 10), Math.floor(random() * 60), Math.floor(random() * 60), scheduled,
        stateAfter === 2 ? 0 : 1, iso(at), day, Math.round(between(random, 1500, 20_000)),
      ]);
    });
    days.push([owner, day, tally.answers, tally.new_cards, tally.reviewed, tally.passed]);
  }
  return { logs: rows, days };
}

/**
 * Loads the decks of `owners` into the database at `url` (already migrated and seeded with the
 * sample dictionary), their answers up to `now`, then brings the planner's statistics up to
 * date (ANALYZE); how long it took, in seconds.
 */
export async function generateReviews(
  kind: DatabaseKind,
  url: string,
  owners: number[],
  { cards, logs, now, seed = 31 }: { cards: number; logs: number; now: number; seed?: number },
): Promise<number> {
  const started = performance.now();
  const db = openDatabase(url);
  let words: CardWordRow[];
  let patterns: number[];
  try {
    words = await db.kysely
      .selectFrom('nahuatl_word')
      .select(['id', 'word', 'type', 'variant', 'past', 'owned', 'transitive', 'overrides', 'definition_spanish', 'definition_english'])
      .orderBy('id')
      .execute();
    patterns = (await db.kysely.selectFrom('pattern').select('id').orderBy('id').execute()).map((row) => row.id);
    const repository = reviewRepository(db);
    for (const [index, owner] of owners.entries()) {
      const zone = ZONES[index % ZONES.length]!;
      if (zone.name !== DEFAULT_REVIEW_SETTINGS.time_zone) await repository.saveSettings(owner, { ...DEFAULT_REVIEW_SETTINGS, time_zone: zone.name });
    }
  } finally {
    await db.close();
  }
  const pool = subjectPool(words, patterns, cards);
  const sink = kind === 'sqlite' ? sqliteSink(url.replace(/^sqlite:/, '')) : await postgresSink(url);
  for (const [index, owner] of owners.entries()) {
    const random = seededRandom(seed * 1000 + index);
    const subjects = sample(pool, cards, random);
    await sink.insert('review_card', CARD_COLUMNS, cardRows(owner, subjects, now, random));
    const ids = await sink.cardIds(owner);
    // Answers go to cards already studied (a new card's first answer made it learnt).
    const learnt = ids.map((id, at) => ({ id, subject: subjects[at]! })).filter((_, at) => stateOf(at, cards) !== 0);
    const made = logRows(owner, learnt, logs, now, ZONES[index % ZONES.length]!, random);
    await sink.insert('review_log', LOG_COLUMNS, made.logs);
    await sink.insert('review_day', DAY_COLUMNS, made.days);
  }
  await sink.finish();
  return (performance.now() - started) / 1000;
}
