import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, staffClient, TEST_DB, TestClient, type TestApp } from '../../test/harness';
import { optimizeTextIndexes } from './form-index';

// Decision 085: SQLite's FTS5 indexes are merged into one segment, since a near miss looks a
// thousand terms up in every segment. PostgreSQL has no such index: nothing to merge there.
let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffClient(t);
});
afterAll(() => t.close());

const segments = async (index: string) => {
  const { rows } = await sql<{
    n: number;
  }>`select count(distinct segid) as n from ${sql.table(`${index}_idx`)}`.execute(t.db.kysely);
  return Number(rows[0]?.n);
};

describe.runIf(TEST_DB === 'sqlite')('the dictionary text indexes on SQLite', () => {
  it('are merged into one segment each, and still find every word written one by one', async () => {
    // Each write adds a segment to the definition index (at four, FTS5 merges them itself).
    for (const [word, english] of [
      ['tlachiquihuil', 'basket maker'],
      ['xochicalli', 'flower house'],
    ]) {
      const created = await staff.post('/utoaztecan/api/nahuatl/', {
        word,
        type: 'noun',
        definition_english: [english],
        definition_spanish: [],
      });
      expect(created.statusCode).toBe(201);
    }
    expect(await segments('word_definition_fts')).toBeGreaterThan(1);
    await optimizeTextIndexes(t.db.kysely, t.db.dialect);
    expect(await segments('word_form_fts')).toBe(1);
    expect(await segments('word_definition_fts')).toBe(1);
    const basket = (await staff.get('/utoaztecan/api/nahuatl/?search=basket')).json();
    expect(basket.results.map((w: { word: string }) => w.word)).toContain('tlachiquihuil');
    // A form of the sample dictionary's cochi, through the full-form index.
    const form = (await staff.get('/utoaztecan/api/nahuatl/?search=nicochizquia')).json();
    expect(form.results.map((w: { word: string }) => w.word)).toContain('cochi');
  });
});
