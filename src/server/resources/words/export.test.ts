import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, staffClient, TestClient, type TestApp } from '../../test/harness';

// The dictionary for offline use (issue 32, decision 054): the whole export, the difference since a version, removals.
let t: TestApp;
let guest: TestClient;
let staff: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
  staff = await staffClient(t, 'export-editor');
});
afterAll(() => t.close());

const W = '/utoaztecan/api/nahuatl/';
const EXPORT = `${W}export/`;

interface Exported {
  version: string;
  full: boolean;
  words: Array<{ id: number; word: string; tenses: unknown; annotations: Array<{ definition: string }>; overrides: unknown }>;
  removed: number[];
}
const exportSince = async (since: string): Promise<Exported> =>
  (await guest.get(`${EXPORT}?since=${encodeURIComponent(since)}`)).json();

describe('the dictionary export', () => {
  it('gives every word as the detail call does but for its tense table (decision 073), with the version, and the same version as export/version/', async () => {
    const response = await guest.get(EXPORT);
    expect(response.statusCode).toBe(200);
    const whole: Exported = response.json();
    const count = (await guest.get(`${W}count/`)).json();
    expect(whole.full).toBe(true);
    expect(whole.removed).toEqual([]);
    expect(whole.words).toHaveLength(count);
    const cochi = whole.words.find((w) => w.word === 'cochi')!;
    const { match: _none, tenses, ...detail } = (await guest.get(`${W}${cochi.id}/`)).json();
    expect(tenses).not.toBeNull();
    expect(cochi).toEqual({ ...detail, overrides: null });
    const ids = whole.words.map((w) => w.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const version = (await guest.get(`${EXPORT}version/`)).json();
    expect(version).toMatchObject({ version: whole.version, words: count });
    expect(version.bytes).toBeGreaterThan(1000);
  });

  it('is sent compressed, and revalidates with its version', async () => {
    const response = await guest.request('GET', EXPORT, undefined, { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'] ?? response.rawPayload.length)).toBe((await guest.get(`${EXPORT}version/`)).json().bytes);
    const again = await guest.request('GET', EXPORT, undefined, {
      'accept-encoding': 'br, gzip',
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('gives only what changed since a version: written, annotated, and removed words', async () => {
    const before = (await guest.get(`${EXPORT}version/`)).json().version as string;
    expect(await exportSince(before)).toEqual({ version: before, full: false, words: [], removed: [] });

    const created = (await staff.post(W, { word: 'tlaexportalli', type: 'noun', definition_english: ['an export'] })).json();
    const gone = (await staff.post(W, { word: 'tlapoloalli', type: 'noun' })).json();
    const cochi = (await guest.get(`${W}?word=cochi`)).json().results[0];
    expect((await staff.post('/utoaztecan/api/nahuatl-annotation/', { nahuatl: cochi.id, definition: 'said at night' })).statusCode).toBe(201);
    const middle = (await exportSince(before)).version;
    expect((await staff.delete(`${W}${gone.id}/`)).statusCode).toBe(204);

    const since = await exportSince(before);
    expect(since.full).toBe(false);
    expect(since.version).not.toBe(before);
    expect(since.words.map((w) => w.id)).toEqual([cochi.id, created.id].sort((a, b) => a - b));
    expect(since.words.find((w) => w.word === 'cochi')!.annotations.map((a) => a.definition)).toEqual(['said at night']);
    expect(since.removed).toEqual([gone.id]);

    // From a later version only the removal is left; from the current one, nothing.
    expect(await exportSince(middle)).toMatchObject({ full: false, words: [], removed: [gone.id] });
    expect(await exportSince(since.version)).toEqual({ version: since.version, full: false, words: [], removed: [] });
  });

  it("answers another database's version, or one ahead of this one, with the whole dictionary", async () => {
    const current = (await guest.get(`${EXPORT}version/`)).json().version as string;
    const [epoch, n] = current.split('.');
    const otherEpoch = await exportSince(`${epoch === 'abc' ? 'abd' : 'abc'}.1`);
    expect(otherEpoch.full).toBe(true);
    expect(otherEpoch.removed).toEqual([]);
    expect((await exportSince(`${epoch}.${Number(n) + 1000}`)).full).toBe(true);
  });

  it('refuses a since that is not a version, naming it, with a 400', async () => {
    for (const since of ['', 'yesterday', '12', 'abc.', 'abc.-1', 'ABC.1', 'abc.1.2']) {
      const response = await guest.get(`${EXPORT}?since=${encodeURIComponent(since)}`);
      expect(response.statusCode, since).toBe(400);
      expect(response.json()).toEqual({ since: ['Must be a version given by the export.'] });
    }
  });
});
