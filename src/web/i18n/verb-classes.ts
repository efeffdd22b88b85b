import { IRREGULAR_VERB_TYPE, isVerb, verbClass } from '../../nahuatl';
import type { MessageId } from './messages';

/*
 * What the verb classes (the `tlach1`…`tlach4` types, GRAMMAR.md §2 "Classes") mean to a
 * learner: the short note a word's card gives beside the label, and the section of the
 * grammar help (decision 083) the note links to. Nahuatl is kept in the dictionary's spelling
 * here; screens show it in the learner's.
 */

/** The address of the grammar help's section on verb classes. */
export const VERB_CLASSES_PATH = '/grammar#verb-classes';

/** A section of the grammar help about one class, with the examples it shows. */
export interface VerbClassHelp {
  /** The type as the dictionary stores it, shown as written (docs/glossary-es.md). */
  type: string;
  /** The id of its section in the grammar help. */
  anchor: string;
  /** The past tense's ending ('-qui'); none for the irregular verbs. */
  ending?: string;
  /** What the class does, with its examples as `{verb} → {past}` pairs. */
  explanation: MessageId;
  examples: ReadonlyArray<{ verb: string; past: string }>;
}

export const VERB_CLASSES: readonly VerbClassHelp[] = [
  {
    type: 'tlach1',
    anchor: 'tlach1',
    ending: '-c',
    explanation: 'grammarHelp.class.tlach1',
    examples: [{ verb: 'chōca', past: 'chōcac' }],
  },
  {
    type: 'tlach2',
    anchor: 'tlach2',
    ending: '-qui',
    explanation: 'grammarHelp.class.tlach2',
    examples: [
      { verb: 'cochi', past: 'cochqui' },
      { verb: 'nemi', past: 'nenqui' },
    ],
  },
  {
    type: 'tlach3',
    anchor: 'tlach3',
    ending: '-h',
    explanation: 'grammarHelp.class.tlach3',
    examples: [
      { verb: 'tlahtoa', past: 'tlahtoh' },
      { verb: 'palēhuia', past: 'palēhuih' },
    ],
  },
  {
    type: 'tlach4',
    anchor: 'tlach4',
    ending: '-hqui',
    explanation: 'grammarHelp.class.tlach4',
    examples: [{ verb: 'cuā', past: 'cuahqui' }],
  },
  {
    type: IRREGULAR_VERB_TYPE,
    anchor: 'tlach-irregular',
    explanation: 'grammarHelp.class.irregular',
    examples: [{ verb: 'yauh', past: 'yāz' }],
  },
];

/**
 * A verb's note on its card, and where it links; null for a word that is not a verb. The class
 * is the one the engine conjugates with: the type's digit, else what the stem's shape decides.
 */
export function verbClassNote(word: { type: string; word: string }): { note: MessageId; ending?: string; to: string } | null {
  if (!isVerb(word.type)) return null;
  if (word.type.trim().toLowerCase() === IRREGULAR_VERB_TYPE)
    return { note: 'grammarHelp.note.irregular', to: '/grammar#tlach-irregular' };
  const digit = verbClass(word.type, word.word);
  const known = VERB_CLASSES.find((help) => help.type === `tlach${digit}`);
  if (!known?.ending) return { note: 'grammarHelp.note.unknown', to: VERB_CLASSES_PATH };
  return { note: 'grammarHelp.note.regular', ending: known.ending, to: `/grammar#${known.anchor}` };
}

/**
 * An ending ('-hqui') in the learner's spelling. `shown` spells words, where an ending follows a
 * vowel, so it is spelled after one: the saltillo of '-h' is then a saltillo, as in 'tlahtoh'.
 */
export function shownEnding(ending: string, shown: (text: string) => string): string {
  return `-${shown(`a${ending.slice(1)}`).slice(1)}`;
}
