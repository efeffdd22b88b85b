/**
 * The Nahuatl language core: folding and spelling keys, reference lists,
 * conjugation, numbers and answer checking. Pure data and functions, shared by
 * the server and the browser; import from here, not from the files behind it.
 */

export { foldNahuatl, replaceMacrons, searchKey, spellingKey } from './fold';
export {
  MORPHEME_TOKENS,
  OBJECT_PREFIXES,
  OBJECT_PREFIX_CODES,
  PERSONS,
  PERSON_INDICES,
  POSSESSION_AFFIXES,
  PURPOSIVE_ENDINGS,
  REFLEXIVE_GLOSSES,
  SENTENCE_WORD_TENSES,
  SUBJECT_PREFIXES,
  TENSES,
  TENSE_IDS,
  WORD_PARTS,
  type ObjectPrefix,
  type ObjectPrefixInfo,
  type PersonCode,
  type PersonIndex,
  type Tense,
} from './reference';
export { derivePast, guessVerbClass, isVerb, preteriteSpellings, verbClass, type VerbClass } from './verb-class';
export { IRREGULAR_VERB_TYPE, irregularTable, type IrregularTable } from './irregular-verbs';
export {
  acceptedForms,
  allForms,
  conjugate,
  conjugateAll,
  defaultObject,
  describeForm,
  tensesFor,
  type ConjugatedForm,
  type DictionaryVerb,
  type FormRequest,
  type TenseTable,
} from './conjugate';
export {
  JOINER,
  MAX_NUMBER,
  NUMBER_WORDS,
  ZERO_WORD,
  numberToWords,
  wordsToNumber,
  type Breakout,
  type NumberPart,
  type NumberProblem,
  type NumberToWordsResult,
  type WordsToNumberResult,
} from './numbers';
export { checkConjugationAnswer, checkPatternAnswer, lengthNoteParts, type AnswerCheck } from './answers';
export {
  analyzeForm,
  candidateForms,
  findForm,
  indexedForms,
  indexKeys,
  lookupKeys,
  type Closeness,
  type FormAnalysis,
  type IndexedForm,
} from './analyze';
export {
  NOUN_FORM_KINDS,
  POSSESSOR_PREFIXES,
  absolutePlural,
  describeNounForm,
  isNoun,
  nounForm,
  nounForms,
  nounTable,
  possessedStem,
  type DictionaryNoun,
  type MissingPlural,
  type NounForm,
  type NounFormKind,
  type NounTable,
} from './nouns';
export { ENGINE_PROBES, ENGINE_VERSION } from './engine-version';
export { PRACTICAL_SPELLINGS, spellIn, type PracticalSpelling } from './modern-alphabet';
export {
  DICTIONARY_LETTERS,
  MODERN_LETTERS,
  isDictionaryLetter,
  isModernLetter,
  longerLetters,
  modernLetterOf,
  modernLetterStarts,
  type DictionaryLetter,
  type ModernLetter,
} from './alphabet';
