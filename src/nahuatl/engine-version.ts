import type { DictionaryVerb } from './conjugate';

/**
 * The revision of what the engine derives from a dictionary entry: its folded spelling and
 * spelling key, tense table and the keys of its indexed forms. The server stores these with
 * each word (`nahuatl_word.plain`, `spelling`, `definitions_plain`, `tenses`, and
 * `word_form`) and this number beside them (decision 020); raise it with any change to
 * folding, spelling keys, conjugation, the indexed forms or their keys, and the server
 * recomputes them at its next start. Version 2: the index holds keys (decision 028); version
 * 3 (two branches): huāllauh's table as lesson 24 gives it (decision 053), and the keys written
 * in `searchKey`'s spelling, either alphabet's (decision 052); version 4: both together;
 * version 5: nouns' possessed forms and plurals are indexed (decision 056); version 6 (two
 * branches): verbs used both ways make both kinds of forms, mass and abstract nouns no plurals,
 * a noun's third person written as its stored form (decision 081), and the keys read the SEP and
 * INALI-style spellings (decision 080); version 7: both together; version 8: nacatl, meat as
 * food, is a mass noun (decision 081).
 * Only the dictionary's columns are recomputed: the other folded columns (Uto-Aztecan
 * categories, sets, cognates and loanwords: `plain`, `words_plain`, `*_definition_plain`)
 * need a migration that folds them again when folding itself changes.
 */
export const ENGINE_VERSION = 8;

/**
 * Entries whose derived data the server hashes together with {@link ENGINE_VERSION}, so
 * that a change to the engine which forgot to raise the number is still noticed: every
 * class, with and without an object, an unknown transitivity, one used both ways, a reflexive, an irregular
 * verb, a stored form, and nouns with and without a possessed form, one of them a mass noun.
 */
export const ENGINE_PROBES: readonly DictionaryVerb[] = [
  { word: 'chōca', type: 'tlach1', past: 'chōcac', transitive: false },
  { word: 'itta', type: 'tlach1', past: 'ittac', transitive: true },
  { word: 'ahci', type: 'tlach1', past: 'ahcic', transitive: null },
  { word: 'cochi', type: 'tlach2', past: 'cochqui', transitive: false },
  { word: 'cōhua', type: 'tlach2', past: 'cōuhqui', transitive: true },
  { word: 'tōca', type: 'tlach2', past: 'tōcqui', transitive: null },
  { word: 'tōca', type: 'tlach2', past: 'tōcqui', transitive: true, ambitransitive: true },
  { word: 'momachtia', type: 'tlach3', past: 'momachtih', transitive: false },
  { word: 'machtia', type: 'tlach3', past: 'machtih', transitive: true },
  { word: 'nacacuā', type: 'tlach4', past: 'nacacuahqui', transitive: false },
  { word: 'pa', type: 'tlach4', past: 'pahqui', transitive: true },
  { word: 'tlapāna', type: 'tlach', past: null, transitive: null },
  { word: 'yauh', type: 'tlach irregular', past: 'yāhqui', transitive: false },
  {
    word: 'nemi',
    type: 'tlach2',
    past: 'nenqui',
    transitive: false,
    overrides: { present: ['ninemi', null, null, null, null, null] },
  },
  { word: 'Cuāuhtli', type: 'noun', past: null, transitive: null },
  { word: 'conētl', type: 'noun', past: null, transitive: null, owned: 'iconēuh' },
  { word: 'ātl', type: 'noun', past: null, transitive: null, owned: 'iāuh' },
];
