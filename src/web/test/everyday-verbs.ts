import type { Word } from '../../contract/words';
import { tensesFor } from '../../nahuatl';

/** A dictionary word as the API sends it, with its tenses computed as the server does. */
export function word(id: number, spelling: string, fields: Partial<Word> = {}): Word {
  const base = {
    id,
    word: spelling,
    plain: spelling,
    type: 'noun',
    past: null,
    owned: null,
    transitive: null,
    ambitransitive: false,
    variant: null,
    definition_spanish: [],
    definition_english: [`meaning ${id}`],
    annotations: [],
    ...fields,
  };
  return { ...base, tenses: 'tenses' in fields ? (fields.tenses ?? null) : tensesFor(base) };
}

/** The sample vocabulary "Everyday verbs" (data/sample), in its order. */
export const EVERYDAY_VERBS: Word[] = [
  word(1, 'cochi', { type: 'tlach2', past: 'cochqui', transitive: false, definition_english: ['to sleep'] }),
  word(2, 'chōca', { type: 'tlach1', past: 'chōcac', transitive: false, definition_english: ['to cry', 'to weep'] }),
  word(3, 'cuā', { type: 'tlach4', past: 'cuahqui', transitive: true, definition_english: ['to eat (something)'] }),
  word(4, 'itta', { type: 'tlach1', past: 'ittac', transitive: true, definition_english: ['to see', 'to look at'] }),
  word(5, 'tequiti', { type: 'tlach2', past: 'tequitqui', transitive: false, definition_english: ['to work'] }),
  word(6, 'mati', { type: 'tlach2', past: 'matqui', transitive: true, definition_english: ['to know'] }),
  word(7, 'nequi', {
    type: 'tlach2',
    past: 'necqui',
    transitive: true,
    definition_english: ['to want', 'to wish for'],
  }),
  word(8, 'piya', { type: 'tlach2', past: 'pixqui', transitive: true, definition_english: ['to have', 'to keep'] }),
  word(9, 'momachtia', {
    type: 'tlach3',
    past: 'momachtih',
    transitive: false,
    definition_english: ['to study', 'to learn'],
  }),
  word(10, 'ihcuiloa', {
    type: 'tlach3',
    past: 'ihcuiloh',
    transitive: true,
    definition_english: ['to write', 'to draw'],
  }),
  word(11, 'huetzca', { type: 'tlach1', past: 'huetzcac', transitive: false, definition_english: ['to laugh'] }),
  word(12, 'cuīca', { type: 'tlach1', past: 'cuīcac', transitive: null, definition_english: ['to sing'] }),
];

/** Three intransitive verbs: 3 tenses × 6 persons = 54 Conjugate questions in all. */
export const THREE_INTRANSITIVE = [EVERYDAY_VERBS[0], EVERYDAY_VERBS[1], EVERYDAY_VERBS[4]] as Word[];
