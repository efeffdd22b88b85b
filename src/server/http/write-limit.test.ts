import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../test/harness';
import { writeCountRepository } from '../db/write-counts';
import { WRITE_WINDOW_MS } from './write-limit';

const S = '/utoaztecan/api/nahuatl-sentence/';
const V = '/utoaztecan/api/vocabulary/';

let t: TestApp;

beforeEach(async () => {
  // The counts are per minute: the clock goes back to the start of this one, so that no test
  // sees its writes slide into the minute before halfway through.
  vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / WRITE_WINDOW_MS) * WRITE_WINDOW_MS, shouldAdvanceTime: true });
  t = await createTestApp({ WRITES_PER_MINUTE_PER_USER: '3', WRITES_PER_MINUTE_PER_ADDRESS: '6' });
});
afterEach(async () => {
  await t.close();
  vi.useRealTimers();
});

const sentences = async () => (await new TestClient(t.app).get(`${S}count/`)).json() as number;
const post = (client: TestClient, sentence: string) => client.post(S, { sentence });

function expectThrottled(response: Awaited<ReturnType<TestClient['post']>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json().detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  // A sliding minute: the last minute's writes weigh until they slide out, within two minutes.
  expect(retryAfter).toBeLessThanOrEqual(120);
}

describe('the write limit', () => {
  it('refuses a user past their writes in a minute, and the refused write changes nothing', async () => {
    const ana = new TestClient(t.app);
    ana.remoteAddress = '198.51.100.1';
    await ana.signup('ana'); // a guest's write: counted for the address alone
    const before = await sentences();
    const created = [];
    for (let i = 1; i <= 3; i += 1) {
      const response = await post(ana, `Niquitta ${i}.`);
      expect(response.statusCode).toBe(201);
      created.push(response.json());
    }
    expectThrottled(await post(ana, 'Niquitta 4.'));
    expect(await sentences()).toBe(before + 3);
    // PATCH and DELETE are writes too.
    const mine = created[0];
    expectThrottled(await ana.patch(`${S}${mine.id}/`, { sentence: 'Changed.' }));
    expectThrottled(await ana.delete(`${S}${mine.id}/`));
    expect((await ana.get(`${S}${mine.id}/`)).json().sentence).toBe(mine.sentence);

    // Reads go on, and so do log-out and log-in, which have their own rules.
    expect((await ana.get(S)).statusCode).toBe(200);
    expect((await ana.post('/accounts/logout/')).statusCode).toBe(204);
    expect((await ana.post('/accounts/login/', { username: 'ana', password: 'correct horse battery' })).statusCode).toBe(200);
    // The limit is the user's, wherever they write from.
    ana.remoteAddress = '198.51.100.2';
    expectThrottled(await post(ana, 'Niquitta 5.'));
    expect(await sentences()).toBe(before + 3);
  });

  it('refuses an address past its writes, whoever sends them, guests included', async () => {
    const address = '203.0.113.9';
    const clients = [new TestClient(t.app), new TestClient(t.app), new TestClient(t.app)];
    for (const [i, client] of clients.entries()) {
      client.remoteAddress = address;
      await client.signup(`learner${i}`); // 3 writes for the address
    }
    const before = await sentences();
    for (const client of clients) expect((await post(client, 'Cualli.')).statusCode).toBe(201); // 6
    const [first, second] = clients as [TestClient, TestClient, TestClient];
    expectThrottled(await post(first, 'Ahmo.'));
    // A guest's write is counted and refused like anyone's, before the body is read or the session asked.
    const guest = new TestClient(t.app);
    guest.remoteAddress = address;
    expectThrottled(await guest.post('/accounts/signup/', { username: 'latecomer', password: 'correct horse battery' }));
    expect((await guest.post('/accounts/login/', { username: 'latecomer', password: 'correct horse battery' })).statusCode).toBe(400);
    expect(await sentences()).toBe(before + 3);

    // Another address is counted apart; the user's own count (2 of 3) lets one more through.
    second.remoteAddress = '203.0.113.10';
    expect((await post(second, 'Occe.')).statusCode).toBe(201);
  });

  it('counts one request once, however much it writes', async () => {
    const ana = new TestClient(t.app);
    ana.remoteAddress = '198.51.100.3';
    await ana.signup('ana');
    const tags = Array.from({ length: 20 }, (_, i) => `tag${i}`);
    for (let i = 1; i <= 3; i += 1) expect((await ana.post(V, { name: `Vocabulary ${i}`, tags })).statusCode).toBe(201);
    expectThrottled(await ana.post(V, { name: 'Vocabulary 4', tags }));
  });

  it('counts in the database, one row per user or address and minute, and forgets past minutes', async () => {
    const counts = writeCountRepository(t.db);
    const minute = Math.floor(Date.now() / WRITE_WINDOW_MS);
    await counts.count(['address:192.0.2.1'], minute - 5);
    const ana = new TestClient(t.app);
    ana.remoteAddress = '192.0.2.1';
    await ana.signup('ana');
    await post(ana, 'Cualli.');
    const rows = await t.db.kysely.selectFrom('write_count').select(['key', 'minute', 'hits']).orderBy('key').execute();
    expect(rows.map((row) => ({ ...row, minute: Number(row.minute), hits: Number(row.hits) }))).toEqual([
      { key: 'address:192.0.2.1', minute, hits: 2 },
      { key: expect.stringMatching(/^user:\d+$/), minute, hits: 1 },
    ]);
    // Another instance of the server on the same database shares the counts.
    const { buildApp } = await import('../app');
    const twin = await buildApp(t.config, t.db);
    try {
      const fromTwin = new TestClient(twin);
      fromTwin.cookies.set('sessionid', ana.cookies.get('sessionid')!);
      fromTwin.cookies.set('csrftoken', ana.cookies.get('csrftoken')!);
      fromTwin.remoteAddress = '192.0.2.99';
      expect((await post(fromTwin, 'Occe.')).statusCode).toBe(201);
      expect((await post(fromTwin, 'Ocachi.')).statusCode).toBe(201);
      expectThrottled(await post(fromTwin, 'Ocachi occe.'));
      expectThrottled(await post(ana, 'Ocachi occe.'));
    } finally {
      await twin.close();
    }
  });

  it('counts a burst across a minute’s edge, and lets writes through once the one it says has passed', async () => {
    const ana = new TestClient(t.app);
    ana.remoteAddress = '198.51.100.7';
    await ana.signup('ana'); // the address's first write
    const before = await sentences();
    const minuteEnd = (Math.floor(Date.now() / WRITE_WINDOW_MS) + 1) * WRITE_WINDOW_MS;
    vi.setSystemTime(minuteEnd - 500);
    for (let i = 1; i <= 3; i += 1) expect((await post(ana, `Niquitta ${i}.`)).statusCode).toBe(201);
    // A fixed minute would start afresh here and let three more through in a second.
    vi.setSystemTime(minuteEnd + 500);
    const refused = await post(ana, 'Niquitta 4.');
    expectThrottled(refused);
    const retryAfter = Number(refused.headers['retry-after']);
    // A refused write is not counted: it does not put the next one off.
    for (let i = 0; i < 5; i += 1) expect(Number((await post(ana, 'Ahmo.')).headers['retry-after'])).toBe(retryAfter);
    vi.setSystemTime(minuteEnd + 500 + (retryAfter - 2) * 1000);
    expectThrottled(await post(ana, 'Ayamo.'));
    vi.setSystemTime(minuteEnd + 500 + retryAfter * 1000);
    expect((await post(ana, 'Axcan.')).statusCode).toBe(201);
    expect(await sentences()).toBe(before + 4);
  });
});
