import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CognateSet, SemanticCategory } from '../../contract/utoaztecan';
import { createTestApp, TestClient, type TestApp } from '../test/harness';
import { seedSampleComparisons } from './sample-comparisons';

let t: TestApp;
let guest: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
});
afterAll(() => t.close());

const C = '/utoaztecan/api/semantic-category/';
const S = '/utoaztecan/api/cognate-set/';
const PROJECT_CREDIT = {
  citation: expect.stringMatching(/^Nahuatl Practice project \(2026\): Sample Uto-Aztecan comparisons/),
  licence: '',
  url: '',
};

describe('the sample comparisons (data/sample/utoaztecan.json)', () => {
  it('give the prompt\'s "arrow" and "cloth" categories, found in English and Spanish, credited to the project', async () => {
    expect(await seedSampleComparisons(t.db)).toBe('Sample comparisons loaded: 8 cognates in 4 sets');
    for (const [search, word] of [
      ['arrow', 'arrow'],
      ['flecha', 'arrow'],
      ['cloth', 'cloth'],
      ['manta', 'cloth'],
    ]) {
      const found = (await guest.get(`${C}?words__icontains=${search}`)).json().results as SemanticCategory[];
      expect(found.map((category) => category.word)).toEqual([word]);
      expect(found[0]).toMatchObject({ owner: 1, share: true, set_count: 2, credits: [PROJECT_CREDIT] });
    }
  });

  it('file reconstructed words with their languages and cognates under them', async () => {
    const arrow = (await guest.get(`${C}?word=arrow`)).json().results[0] as SemanticCategory;
    const sets = (await guest.get(`${S}?semantic_category=${arrow.id}`)).json().results as CognateSet[];
    const paka = sets.find((set) => set.word === '*paka');
    expect(paka).toMatchObject({
      set: 'Proto-Uto-Aztecan',
      reconstructed: true,
      number: '1',
      languages: ['Proto-Uto-Aztecan', 'Classical Nahuatl', 'Hopi'],
      collections: [{ name: 'Nahuatl Practice project (2026)', count: 3 }],
      credit: PROJECT_CREDIT,
    });
    expect(paka!.cognates.map((cognate) => [cognate.language_name, cognate.word, cognate.reconstructed])).toEqual([
      ['Proto-Uto-Aztecan', '*paka', true],
      ['Classical Nahuatl', 'ācatl', false],
      ['Hopi', 'paaqavi', false],
    ]);
    expect(paka!.original_text).toContain('Hopi paaqavi');
    expect(sets.map((set) => set.word).sort()).toEqual(['*paka', 'mītl']);
  });

  it('are not loaded into a database the seed did not make (no sample owner to own them)', async () => {
    const bare = await createTestApp({ SEED: 'false' });
    try {
      expect(await seedSampleComparisons(bare.db)).toBeNull();
      expect((await new TestClient(bare.app).get(`${S}count/`)).json()).toBe(0);
    } finally {
      await bare.close();
    }
  });

  it('are loaded once: a second start changes nothing', async () => {
    const before = (await guest.get(`${S}count/`)).json();
    expect(await seedSampleComparisons(t.db)).toBeNull();
    expect((await guest.get(`${S}count/`)).json()).toBe(before);
    expect((await guest.get(`${C}count/`)).json()).toBe(2);
  });
});
