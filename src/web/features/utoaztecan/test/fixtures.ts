import type { Cognate, SemanticCategory } from '../../../../contract/utoaztecan';
import { staff } from '../../../test/fixtures';

/** A semantic category as the API sends it: staff's, shared, found by its own word, unless `changes` say otherwise. */
export const category = (id: number, word: string, changes: Partial<SemanticCategory> = {}): SemanticCategory => ({
  id,
  word,
  words: [word],
  concepticon_id: '',
  gloss_es: '',
  share: true,
  featured: false,
  owner: staff.id,
  deleted: false,
  set_count: 0,
  credits: [],
  ...changes,
});

/** The credit of the dataset the imported sets come from. */
export const davletshin = {
  citation: 'Davletshin, Albert (2012): Proto-Uto-Aztecans on their way to the Proto-Aztecan homeland.',
  licence: 'https://creativecommons.org/licenses/by/4.0/',
  url: 'https://doi.org/10.31826/jlr-2012-080106',
};

/** A cognate as GET cognate/ sends it: in set `set`, shared, with no linked words, unless `changes` say otherwise. */
export const cognate = (
  id: number,
  language: string,
  word: string,
  set: number,
  changes: Partial<Cognate> = {},
): Cognate => ({
  id,
  language,
  language_name: language,
  word,
  plain: word,
  definition: '',
  transforms: '',
  reconstructed: false,
  loan: false,
  source: '',
  set,
  share: true,
  owner: staff.id,
  nahuatl_words: [],
  ...changes,
});

/** How a set lists one of its cognates. */
export const setCognate = ({ id, language, language_name, word, definition, reconstructed, loan }: Cognate) => ({
  id,
  language,
  language_name,
  word,
  definition,
  reconstructed,
  loan,
});

/**
 * How long a test waits for a screen's first content: its code is loaded on first visit,
 * which on a busy machine can take longer than Testing Library's one second.
 */
export const FIRST_LOAD = { timeout: 10_000 };

/** A screen test's own limit: each walks a whole screen through several requests, which a busy machine slows. */
export const SCREEN_TEST = { timeout: 30_000 };
