/**
 * The API's limits on what a CLDF import stores (decision 038): each value is checked by the
 * contract's own schema of the field it becomes, so that an import stores nothing the API
 * would refuse. What comes from one cell is refused with its row; what the import composes
 * (a set's original text, a category's search words) is fitted.
 */

import type { z } from 'zod';
import { CognateCreate, CognateSetCreate, SemanticCategoryCreate } from '../../../contract/utoaztecan';

/** The API field each imported value becomes. */
const FIELDS = {
  /** A form: a cognate's word. */
  cognateWord: CognateCreate.shape.word,
  /** A language's id: what a cognate names its language by. */
  cognateLanguage: CognateCreate.shape.language,
  /** A concept's gloss: the definition of its cognates. */
  cognateDefinition: CognateCreate.shape.definition,
  /** A concept's gloss: the definition of its sets too. */
  setDefinition: CognateSetCreate.shape.definition,
  /** A form or reconstruction that names a set. */
  setWord: CognateSetCreate.shape.word,
  /** A language's name: what a set names the language of its word by. */
  setLanguage: CognateSetCreate.shape.set,
  /** A set's id or label in the dataset. */
  setNumber: CognateSetCreate.shape.number,
  setOriginalText: CognateSetCreate.shape.original_text,
  /** A name a concept's category may take. */
  categoryWord: SemanticCategoryCreate.shape.word,
} satisfies Record<string, z.ZodType>;

export type LimitedField = keyof typeof FIELDS;

/** What the API would say against `value` as `field` (its first message), or null when it takes it. */
export function apiProblem(field: LimitedField, value: string): string | null {
  const result = FIELDS[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Not a valid value.');
}

/** Whether a category may have these search words: each one, and as many as they are. */
const wordsFit = (words: string[]) => SemanticCategoryCreate.shape.words.safeParse(words).success;

/** The search words a category may take, in order: each that fits, and no more than the API allows. */
export function fittedSearchWords(words: readonly string[]): string[] {
  const kept: string[] = [];
  for (const word of words) if (wordsFit([...kept, word])) kept.push(word);
  return kept;
}

/**
 * A set's original text within the API's limit: its lines, or as many of the first as fit and
 * a last line saying how many more rows `file` has. The first `keep` lines (heading, column
 * names) always stay.
 */
export function fittedOriginalText(lines: readonly string[], keep: number, file: string): string {
  const whole = lines.join('\n');
  if (apiProblem('setOriginalText', whole) === null) return whole;
  const cut = (rows: number) => {
    const more = lines.length - keep - rows;
    return [...lines.slice(0, keep + rows), `… and ${more} more ${more === 1 ? 'row' : 'rows'} in ${file}`].join('\n');
  };
  // The most rows that fit, found by halving: fitting is monotone in the rows kept.
  let low = 0;
  let high = lines.length - keep - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (apiProblem('setOriginalText', cut(middle)) === null) low = middle;
    else high = middle - 1;
  }
  const text = cut(low);
  // The heading and column names alone too long (a column name of thousands of characters): what fits of them.
  if (apiProblem('setOriginalText', text) === null) return text;
  const heading = lines[0] ?? '';
  return apiProblem('setOriginalText', heading) === null ? heading : '';
}
