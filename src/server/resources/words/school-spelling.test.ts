import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../test/harness';
import { wordRepository } from './repository';
import type { WordInput } from './values';

// Search in the SEP school spelling and the INALI-style one (decision 080): a form typed as the
// Huasteca's sources print it finds its word, named in the dictionary's spelling.
const W = '/utoaztecan/api/nahuatl/';
const blank = { definition_spanish: [] as string[], owned: null, definition_english: [] as string[] };
const cohua: WordInput = { ...blank, word: 'cōhua', type: 'tlach2', past: 'cōuhqui', transitive: true };
const nequi: WordInput = { ...blank, word: 'nequi', type: 'tlach2', past: 'necqui', transitive: true };
const tlahtolli: WordInput = { ...blank, word: 'tlahtōlli', type: 'noun', past: null, transitive: null };
const quenihqui: WordInput = { ...blank, word: 'quēniuhqui', type: 'adverb', past: null, transitive: null };

let t: TestApp;
let guest: TestClient;

beforeAll(async () => {
  t = await createTestApp({ SEED: 'false' });
  guest = new TestClient(t.app);
  await wordRepository(t.db).upsertMany([cohua, nequi, tlahtolli, quenihqui]);
}, 60_000);
afterAll(() => t.close());

type Found = { word: string; match: { kind: string; form: string | null; tense: string | null; person: string | null } };
const found = async (search: string) =>
  ((await guest.get(`${W}?search=${encodeURIComponent(search)}`)).json().results as Found[]).map((w) => [
    w.word,
    w.match.kind,
    w.match.form,
    w.match.tense,
    w.match.person,
  ]);

describe('a search in the school spelling', () => {
  it('finds a verb by its SEP and INALI-style forms, and names the form in the dictionary’s spelling', async () => {
    expect(await found('kikojki')).toEqual([['cōhua', 'form', 'quicōuhqui', 'past', '3-S']]);
    expect(await found('kikohki')).toEqual([['cōhua', 'form', 'quicōuhqui', 'past', '3-S']]);
    expect(await found('nijneki')).toEqual([['nequi', 'form', 'nicnequi', 'present', '1-S']]);
  });

  it('finds a word by its SEP spelling, single l and a syllable-final uh heard as j', async () => {
    expect(await found('tlajtoli')).toEqual([['tlahtōlli', 'spelling', null, null, null]]);
    expect(await found('kenijki')).toEqual([['quēniuhqui', 'spelling', null, null, null]]);
  });
});
