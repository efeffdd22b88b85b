import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLDF_DATASET_DIR } from '../../seed/seed';
import { loanwordsFromCldf } from './loanwords';
import { createTestApp, TestClient, type TestApp } from '../../test/harness';
import { formatReport } from '../report';
import { importCldf } from './import';

// CLDF datasets that mark borrowings (a `Loan` column) feed loanwords: the sets-table
// fixture has one loan, Nahuatl "pelo" (dog), judged cognate with Spanish "perro".
const SETS_TABLE = fileURLToPath(new URL('../fixtures/cldf/sets-table', import.meta.url));
const L = '/utoaztecan/api/loanword/';
const ADMIN = 1;

let t: TestApp;
let guest: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  guest = new TestClient(t.app);
});
afterAll(() => t.close());

describe('loanwords from a CLDF dataset', () => {
  it('makes one loanword per form marked Loan, filed under its cognate set, and changes nothing on a second import', async () => {
    const dry = await importCldf(t.db, SETS_TABLE, { owner: ADMIN, dryRun: true });
    expect(dry.counts.loanwords).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(formatReport(dry)).toContain('Loanwords (forms marked Loan): 1 to create, 0 to update, 0 unchanged');
    expect((await guest.get(`${L}?target_language=nah`)).json().count).toBe(0);

    const first = await importCldf(t.db, SETS_TABLE, { owner: ADMIN });
    expect(first.counts.loanwords).toEqual({ created: 1, updated: 0, unchanged: 0 });
    const set = (await guest.get('/utoaztecan/api/cognate/?plain__istartswith=pelo')).json().results[0].set;
    expect(set).toEqual(expect.any(Number));
    const page = (await guest.get(`${L}?target_language=nah`)).json();
    expect(page.results).toEqual([
      {
        id: expect.any(Number),
        source_language: 'unknown',
        source_word: '',
        source_definition: '',
        target_language: 'nah',
        target_word: 'pelo',
        target_definition: 'dog',
        target_set: 'dog-perro',
        target_set_key_id: set,
        set,
        rule_set: expect.stringMatching(/^CLDF-/),
        transforms: '',
        share: true,
        owner: ADMIN,
      },
    ]);
    expect((await guest.get(`${L}?set=${set}`)).json().count).toBe(1);
    expect((await guest.get(`${L}language_counts/`)).json()).toContainEqual({
      source: 'unknown',
      target: 'nah',
      count: 1,
    });

    const again = await importCldf(t.db, SETS_TABLE, { owner: ADMIN });
    expect(again.counts.loanwords).toEqual({ created: 0, updated: 0, unchanged: 1 });
    expect(formatReport(again)).toContain('Loanwords (forms marked Loan): 0 created, 0 updated, 1 unchanged');
    expect((await guest.get(`${L}?target_language=nah`)).json().count).toBe(1);
  });

  it('keeps the key of the dataset and form, and leaves out forms not marked Loan', () => {
    const cognate = {
      language: 'nah',
      word: 'pelo',
      definition: 'dog',
      reconstructed: false,
      source: '',
      concept: 'dog',
    };
    const rows = loanwordsFromCldf(
      [
        { ...cognate, key: 'd4', loan: true, set: 'dog-perro' },
        { ...cognate, key: 'd1', word: 'itzcuintli', loan: false, set: 'dog-chichi' },
        { ...cognate, key: 'd9', word: 'mantega', loan: true, set: null },
      ],
      {
        datasetKey: 'test',
        datasetId: 7,
        sets: [
          {
            key: 'dog-perro',
            set: '',
            word: 'pelo',
            definition: 'dog',
            number: '18',
            reconstructed: false,
            concept: 'dog',
            original_text: '',
            collections: '[]',
          },
        ],
        setIds: new Map([['dog-perro', 12]]),
      },
    );
    expect(
      rows.map((row) => [row.key, row.dataset, row.values.target_word, row.values.set, row.values.target_set]),
    ).toEqual([
      ['cldf:test:d4', 7, 'pelo', 12, '18'],
      ['cldf:test:d9', 7, 'mantega', null, ''],
    ]);
  });
});

describe('loanwords from the Davletshin wordlist in data/cldf/', () => {
  it('are the 44 forms its Loan column marks', async () => {
    const report = await importCldf(t.db, CLDF_DATASET_DIR, { owner: ADMIN, dryRun: true });
    expect(report.counts.loanwords).toEqual({ created: 44, updated: 0, unchanged: 0 });
  });
});
