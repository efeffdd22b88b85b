import { describe, expect, it } from 'vitest';
import { CognateSetCreate, SemanticCategoryCreate } from '../../../contract/utoaztecan';
import { apiProblem, fittedOriginalText, fittedSearchWords } from './limits';

describe("the API's limits on what a CLDF import composes", () => {
  it('says what the API would say of a value too long for its field, and nothing of one that fits', () => {
    expect(apiProblem('cognateWord', 'a'.repeat(200))).toBeNull();
    expect(apiProblem('cognateWord', 'a'.repeat(201))).toBe('Ensure this field has no more than 200 characters.');
    expect(apiProblem('cognateLanguage', '')).toBe('This field may not be blank.');
  });

  it("keeps a set's original text whole when it fits, else its first rows and how many more there are", () => {
    const lines = [
      'Cognate set 1 (cognates.csv)',
      'ID | Form',
      ...Array.from({ length: 3000 }, (_, i) => `f${i} | ${'x'.repeat(20)}`),
    ];
    expect(fittedOriginalText(lines.slice(0, 12), 2, 'cognates.csv')).toBe(lines.slice(0, 12).join('\n'));
    const text = fittedOriginalText(lines, 2, 'cognates.csv');
    expect(CognateSetCreate.shape.original_text.safeParse(text).success).toBe(true);
    const kept = text.split('\n');
    expect(kept.slice(0, -1)).toEqual(lines.slice(0, kept.length - 1));
    const more = lines.length - (kept.length - 1);
    expect(kept.at(-1)).toBe(`… and ${more} more rows in cognates.csv`);
    // As many rows as fit: one more would not.
    const oneMore = [...lines.slice(0, kept.length), `… and ${more - 1} more rows in cognates.csv`].join('\n');
    expect(CognateSetCreate.shape.original_text.safeParse(oneMore).success).toBe(false);
  });

  it("keeps a category's search words that fit, up to as many as the API allows", () => {
    const words = ['agua', 'x'.repeat(101), ...Array.from({ length: 60 }, (_, i) => `w${i}`)];
    const kept = fittedSearchWords(words);
    expect(kept[0]).toBe('agua');
    expect(kept).not.toContain('x'.repeat(101));
    expect(SemanticCategoryCreate.shape.words.safeParse(kept).success).toBe(true);
    expect(SemanticCategoryCreate.shape.words.safeParse([...kept, 'one more']).success).toBe(false);
  });
});
