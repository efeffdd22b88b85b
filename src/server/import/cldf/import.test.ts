import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLDF_DATASET_DIR, seedCldfDataset } from '../../seed/seed';
import { createTestApp, TestClient, type TestApp } from '../../test/harness';
import { formatReport } from '../report';
import { importCldf } from './import';
import { CldfError } from './reader';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/cldf/${name}`, import.meta.url));
const SETS_TABLE = fixture('sets-table');
const COGNACY_COLUMN = fixture('cognacy-column');
const BAD_REFERENCE = fixture('bad-reference');

const C = '/utoaztecan/api/semantic-category/';
const S = '/utoaztecan/api/cognate-set/';
const K = '/utoaztecan/api/cognate/';

/** The seed's staff account "admin", which owns imported data. */
const ADMIN = 1;

interface Counted {
  created: number;
  updated: number;
  unchanged: number;
}
type Counts = Record<'datasets' | 'sources' | 'languages' | 'categories' | 'cognateSets' | 'cognates', Counted>;

/** Counts of a first import: everything created. */
const created = (
  datasets: number,
  sources: number,
  languages: number,
  categories: number,
  cognateSets: number,
  cognates: number,
) => {
  const c = (n: number) => ({ created: n, updated: 0, unchanged: 0 });
  return {
    datasets: c(datasets),
    sources: c(sources),
    languages: c(languages),
    categories: c(categories),
    cognateSets: c(cognateSets),
    cognates: c(cognates),
  };
};
/** Counts of a re-import: nothing created or changed. */
const unchanged = (counts: ReturnType<typeof created>): Counts =>
  Object.fromEntries(
    Object.entries(counts).map(([table, { created: n }]) => [table, { created: 0, updated: 0, unchanged: n }]),
  ) as Counts;

async function totals(guest: TestClient) {
  const count = async (url: string) => (await guest.get(`${url}count/`)).json() as number;
  return { categories: await count(C), sets: await count(S), cognates: await count(K) };
}

// The Davletshin wordlist ships with the repository (data/cldf/), so a fresh clone imports it.
describe('npm run import:cldf on the Davletshin wordlist in data/cldf/', () => {
  let t: TestApp;
  let guest: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    guest = new TestClient(t.app);
  });
  afterAll(() => t.close());

  const FIRST = created(1, 10, 9, 100, 201, 854);

  it('says in a dry run what it would create, and changes nothing', async () => {
    const report = await importCldf(t.db, CLDF_DATASET_DIR, { owner: ADMIN, dryRun: true });
    expect(report).toMatchObject({ dryRun: true, accepted: true, rejected: [], counts: FIRST });
    expect(report.dataset?.read).toEqual({
      languages: 9,
      concepts: 100,
      forms: 854,
      judgements: 854,
      cognateSets: 0,
      sources: 10,
    });
    expect(formatReport(report).join('\n')).toContain('Dry run: nothing was written.');
    expect(await totals(guest)).toEqual({ categories: 0, sets: 0, cognates: 0 });
  });

  it('imports 100 concepts as categories, 201 cognate sets and 854 cognates, owned by the staff account', async () => {
    const report = await importCldf(t.db, CLDF_DATASET_DIR, { owner: ADMIN });
    expect(report).toMatchObject({ dryRun: false, accepted: true, rejected: [], counts: FIRST });
    expect(await totals(guest)).toEqual({ categories: 100, sets: 201, cognates: 854 });

    // "all (todos)": the word without its parenthesis, which is a search word; found by its Spanish.
    const all = (await guest.get(`${C}?words__icontains=todos`)).json().results;
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      word: 'all',
      words: ['all', 'todos'],
      concepticon_id: '98',
      owner: ADMIN,
      share: true,
      set_count: 1,
    });
    expect((await guest.get(`${C}?word=burn`)).json().results[0]).toMatchObject({
      word: 'burn',
      concepticon_id: '141',
    });

    // The set is named by its Proto-Aztecan form, with every contributing language.
    const sets = (await guest.get(`${S}?semantic_category=${all[0].id}`)).json().results;
    expect(sets).toHaveLength(1);
    expect(sets[0]).toMatchObject({
      word: '*mochɨ-m',
      set: 'Proto-Aztecan',
      reconstructed: true,
      number: '1',
      definition: 'all (todos)',
      owner: ADMIN,
      collections: [{ name: 'Davletshin 2012', count: 9 }],
      credit: {
        licence: 'https://creativecommons.org/licenses/by/4.0/',
        url: 'https://github.com/lexibank/davletshinaztecan',
      },
    });
    expect(sets[0].credit.citation).toContain('Davletshin, Albert (2012)');
    expect(sets[0].languages).toHaveLength(9);
    expect(sets[0].languages).toContain('Classical Nahuatl');
    expect(sets[0].cognates[0]).toMatchObject({
      language: 'ProtoAztecan',
      language_name: 'Proto-Aztecan',
      word: '*mochɨ-m',
      reconstructed: true,
    });
    expect(sets[0].original_text).toContain(
      'ClassicalNahuatl-1_alltodos-1 | ClassicalNahuatl | mochi-n | mochi-n | Karttunen1983',
    );

    // Forms written with CLDF's "_" show without it, and the Loan column is kept.
    const dog = (await guest.get(`${K}?language=MecayapanNahuat&cognate=dog`)).json().results;
    expect(dog).toHaveLength(1);
    expect(dog[0]).toMatchObject({ word: 'peːlo', loan: true, reconstructed: false, owner: ADMIN });

    // Each language counted with its own source from sources.bib (LaTeX accents read).
    const counts = (await guest.get(`${K}language_counts/`)).json();
    expect(counts).toHaveLength(9);
    expect(counts).toContainEqual({
      language: 'ClassicalNahuatl',
      count: 101,
      name: 'Classical Nahuatl',
      title: 'An analytical dictionary of Nahuatl',
      year: '1983',
      authors: 'Karttunen, Frances',
    });
    expect(counts).toContainEqual({
      language: 'JalupaNahuat',
      count: 95,
      name: 'Jalupa Nahuat',
      title: 'La lengua de los ancianos de Jalupa, Tabasco',
      year: '1967',
      authors: 'García de León, Antonio',
    });
  });

  it('changes nothing when imported again, and the seed does not load it twice', async () => {
    const report = await importCldf(t.db, CLDF_DATASET_DIR, { owner: ADMIN });
    const { loanwords: _loanwords, ...tables } = report.counts;
    expect(tables).toEqual(
      Object.fromEntries(Object.entries(unchanged(FIRST)).map(([k, v]) => [k, { ...v, absent: 0 }])),
    );
    expect(await seedCldfDataset(t.db)).toBeNull();
    expect(await totals(guest)).toEqual({ categories: 100, sets: 201, cognates: 854 });
  });
});

describe('npm run import:cldf on wordlists shaped otherwise', () => {
  let t: TestApp;
  let guest: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    guest = new TestClient(t.app);
  });
  afterAll(() => t.close());

  const setOf = async (category: string) => {
    const id = (await guest.get(`${C}?word=${category}`)).json().results[0].id as number;
    return (await guest.get(`${S}?semantic_category=${id}`)).json().results as Array<Record<string, unknown>>;
  };

  it('finds tables and columns by their CLDF terms whatever their names and order, with a cognate set table and string set ids', async () => {
    const report = await importCldf(t.db, SETS_TABLE, { owner: ADMIN });
    expect(report).toMatchObject({ accepted: true, rejected: [], counts: created(1, 2, 4, 4, 6, 12) });
    expect(report.notes).toEqual([
      '1 form of languages outside Uto-Aztecan (Spanish) is imported without its cognate set.',
    ]);
    expect(await totals(guest)).toEqual({ categories: 4, sets: 6, cognates: 12 });

    // Search words from the English gloss and the dataset's Spanish column.
    expect((await guest.get(`${C}?words__icontains=flecha`)).json().results[0]).toMatchObject({
      word: 'arrow',
      words: ['arrow', 'flecha'],
    });

    // A reconstructed language names its sets; a reconstruction from cognatesets.csv names a set that has no proto-form.
    expect(await setOf('water')).toMatchObject([
      { word: '*paː', set: 'Proto-Uto-Aztecan', number: 'water-pa', reconstructed: true },
    ]);
    const arrow = await setOf('arrow');
    expect(arrow).toMatchObject([{ word: '*mɨ', set: 'Proto-Uto-Aztecan', number: 'arrow-mi', reconstructed: true }]);
    expect(arrow[0]?.original_text).toContain('Description: Arrow shaft');
    // Without a reconstruction, the most widespread form; sorted by word.
    expect((await setOf('stone')).map((set) => [set.word, set.set])).toEqual([
      ['*tɨ-', 'Proto-Uto-Aztecan'],
      ['owa', 'Hopi'],
    ]);

    // A form outside the family and a form without a judgement are kept, in no set; a loan is marked.
    const spanish = (await guest.get(`${K}?language=spa`)).json().results;
    expect(spanish).toMatchObject([{ word: 'perro', set: null }]);
    expect((await guest.get(`${K}?language=hop&cognate=arrow`)).json().results).toMatchObject([
      { word: 'hoohu', set: null },
    ]);
    const loanSet = (await setOf('dog')).find((set) => set.number === 'dog-perro');
    expect(loanSet).toMatchObject({
      word: 'pelo',
      languages: ['Classical Nahuatl'],
      cognates: [{ word: 'pelo', loan: true }],
    });
    expect(
      (await guest.get(`${K}?language=pua`)).json().results.every((c: { reconstructed: boolean }) => c.reconstructed),
    ).toBe(true);
  });

  it('reads cognacy from the forms when there is no cognate table, and keeps a second dataset beside the first', async () => {
    const report = await importCldf(t.db, COGNACY_COLUMN, { owner: ADMIN });
    // Both concepts are the first dataset's categories (same Concepticon ids): matched, not duplicated.
    expect(report).toMatchObject({ accepted: true, rejected: [] });
    expect(report.counts).toMatchObject({
      ...created(1, 1, 3, 0, 3, 6),
      categories: { created: 0, updated: 0, unchanged: 2 },
    });
    expect(await totals(guest)).toEqual({ categories: 4, sets: 9, cognates: 18 });

    // Set labels numbered within each concept ("1" under water and stone) are two sets.
    const water = await setOf('water');
    expect(water.map((set) => [set.word, set.number, set.languages])).toEqual([
      ['*paː', 'water-pa', ['Proto-Uto-Aztecan', 'Classical Nahuatl', 'Hopi']],
      ['aːtl', '1', ['Classical Nahuatl', 'Pipil']],
      ['háʔa', '2', ['Cora']],
    ]);
    expect((await guest.get(`${K}?language=Cora&cognate=stone`)).json().results).toMatchObject([
      { word: 'teʔeti', set: null },
    ]);

    // Each dataset credits its own sources.
    const counts = (await guest.get(`${K}language_counts/`)).json();
    expect(counts).toContainEqual({
      language: 'Pipil',
      count: 2,
      name: 'Pipil',
      title: 'Cognacy in forms',
      year: '2023',
      authors: 'Muestra, Carla',
    });
    expect(counts).toContainEqual({
      language: 'nah',
      count: 5,
      name: 'Classical Nahuatl',
      title: 'An analytical dictionary of Nahuatl',
      year: '1983',
      authors: 'Karttunen, Frances',
    });

    // Re-importing either dataset now changes nothing.
    expect((await importCldf(t.db, SETS_TABLE, { owner: ADMIN })).counts).toMatchObject(
      unchanged(created(1, 2, 4, 4, 6, 12)),
    );
    expect((await importCldf(t.db, COGNACY_COLUMN, { owner: ADMIN })).counts).toMatchObject(
      unchanged(created(1, 1, 3, 2, 3, 6)),
    );
    expect(await totals(guest)).toEqual({ categories: 4, sets: 9, cognates: 18 });
  });

  it('reports rows with a bad reference or a stray field by file and line and imports nothing, or the others with --skip-invalid', async () => {
    const before = await totals(guest);
    const rejected = [
      // forms.csv line 2 is a row whose comment runs over two lines, so f3 is on line 5.
      { file: 'forms.csv', line: 5, reasons: ['Language_ID "xyz" is not in languages.csv.'] },
      { file: 'forms.csv', line: 6, reasons: ['Expected 5 fields as in the header, found 6.'] },
      { file: 'cognates.csv', line: 4, reasons: ['Form_ID "f9" is not in forms.csv.'] },
    ];
    for (const dryRun of [true, false]) {
      const report = await importCldf(t.db, BAD_REFERENCE, { owner: ADMIN, dryRun });
      expect(report).toMatchObject({ accepted: false, rejected });
      const text = formatReport(report).join('\n');
      expect(text).toContain('  forms.csv line 5: Language_ID "xyz" is not in languages.csv.');
      expect(text).toContain(`Nothing ${dryRun ? 'would be' : 'was'} imported: fix or remove the rejected rows`);
    }
    expect(await totals(guest)).toEqual(before);

    const dry = await importCldf(t.db, BAD_REFERENCE, { owner: ADMIN, skipInvalid: true, dryRun: true });
    expect(dry.counts).toMatchObject(created(1, 0, 2, 1, 1, 2));
    expect(await totals(guest)).toEqual(before);

    const report = await importCldf(t.db, BAD_REFERENCE, { owner: ADMIN, skipInvalid: true });
    expect(report).toMatchObject({ accepted: true, rejected, counts: created(1, 0, 2, 1, 1, 2) });
    expect(await totals(guest)).toEqual({
      categories: before.categories + 1,
      sets: before.sets + 1,
      cognates: before.cognates + 2,
    });
    expect((await setOf('fire'))[0]).toMatchObject({ word: 'tletl', languages: ['Nahuatl', 'Pipil'] });
  });

  it('reads a dataset by its metadata file too, and refuses what is not a CLDF dataset', async () => {
    await expect(importCldf(t.db, fixture(''), { owner: ADMIN })).rejects.toThrow(CldfError);
    await expect(importCldf(t.db, fixture('no-such-folder'), { owner: ADMIN })).rejects.toThrow(
      'there is no such folder',
    );
    await expect(importCldf(t.db, fixture('bad-reference/forms.csv'), { owner: ADMIN })).rejects.toThrow(
      "give the dataset's folder, or its metadata (.json) file",
    );
    const byFile = await importCldf(t.db, fixture('sets-table/Wordlist-metadata.json'), { owner: ADMIN, dryRun: true });
    expect(byFile).toMatchObject({ accepted: true, dataset: { key: 'test-sets-table' } });
  });
});

describe('the seed of the shared CLDF data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loads a dataset once as the staff account’s, and says nothing when the folder is absent', async () => {
    expect(await seedCldfDataset(t.db, fixture('no-such-folder'))).toBeNull();
    expect(await seedCldfDataset(t.db, COGNACY_COLUMN)).toBe(
      'CLDF dataset test-cognacy-column loaded: 6 cognates in 3 sets',
    );
    expect(await seedCldfDataset(t.db, COGNACY_COLUMN)).toBeNull();
    const guest = new TestClient(t.app);
    // A dataset with rejected rows is left out whole, and the log says how to see why.
    const before = await totals(guest);
    expect(await seedCldfDataset(t.db, BAD_REFERENCE)).toMatch(
      /^CLDF dataset \S+ not loaded: \d+ rows of .*bad-reference are rejected \(npm run import:cldf -- .*bad-reference lists them\)$/,
    );
    expect(await totals(guest)).toEqual(before);
    expect(await totals(guest)).toEqual({ categories: 2, sets: 3, cognates: 6 });
    expect((await guest.get(`${C}?word=water`)).json().results[0].owner).toBe(ADMIN);
  });
});
