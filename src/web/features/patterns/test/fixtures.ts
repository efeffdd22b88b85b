import type { Pattern } from '../../../../contract/patterns';
import { beto, word } from '../../../test/fixtures';

/** The words of the test patterns: a noun with no tenses, and a verb. */
export const tamalli = word(20, 'tamalli', {
  type: 'sustantivo',
  definition_english: ['tamale'],
  definition_spanish: ['tamal'],
});

/**
 * A pattern as the API sends it: Beto's, shared, one question and one answer about food,
 * so that every turn is the same ("Ticcuā tamalli?" → "Quemah, niccuā tamalli.").
 */
export const pattern = (id: number, name: string, changes: Partial<Pattern> = {}): Pattern => ({
  id,
  name,
  description: 'Say what you eat.',
  instructions: 'Answer yes, with “I”.',
  share: true,
  language: 'en',
  featured: false,
  owner: beto.id,
  deleted: false,
  variables: ['N1'],
  words: {},
  mapping: { N1: [tamalli.id] },
  pattern_vocabulary: null,
  templates: [['Ticcuā {N1}?'], ['Quemah, niccuā {N1}.']],
  rules: {
    variables: [],
    question: { start: 1, calculate: 'fixed', ratio: 0 },
    response: { start: 0, calculate: 'mirror', ratio: 0 },
  },
  substitutions: [],
  ...changes,
});
