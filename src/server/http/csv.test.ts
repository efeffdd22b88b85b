import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { reviewApi } from '../../contract/api/review';
import { createTestApp, TestClient, userClient, type TestApp } from '../test/harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FORMULAS = ['=HYPERLINK("https://example.com","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '＝1+1'];

describe('the CSV the server writes', () => {
  it('opens a learner’s formula-like answers as text in a spreadsheet', async () => {
    const pia = await userClient(t, 'pia');
    const word = (await new TestClient(t.app).get('/utoaztecan/api/nahuatl/?word=atl')).json().results[0].id;
    const card = (await pia.post(reviewApi.cards, { kind: 'recall', word })).json();
    for (const [i, answer] of [...FORMULAS, 'ātl', '1-2'].entries()) {
      const response = await pia.post(reviewApi.answer(card.id), { rating: 'good', answer, elapsed_ms: 1, answer_id: `csv-answer-${i}` });
      expect(response.statusCode).toBe(200);
    }
    const csv = await pia.get(`${reviewApi.log}?format=csv`);
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = parse(csv.body) as string[][];
    const column = header!.indexOf('answer');
    expect(rows.map((row) => row[column])).toEqual([...FORMULAS.map((formula) => `'${formula}`), 'ātl', '1-2']);
    // No cell of the file begins as a formula (a negative number is a number).
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+@\t\r＝]|^-(?!\d+(\.\d+)?$)/);
  });
});
