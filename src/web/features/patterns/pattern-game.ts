/**
 * The pattern game (SPEC.md §4, §5; DESIGN.md §6) as plain data and pure functions: a
 * question built from a pattern's templates, the response the computer expects, two
 * hints, and the check of the learner's answer. The screen only draws this state.
 *
 * A turn picks a question template and its response template, a person for each side,
 * and one word for every variable; the variables the rules list are conjugated from the
 * word's `tenses` in each side's person and tense. See docs/decisions/010-pattern-game.md
 * for the choices behind persons, substitutions, fallbacks and hints.
 */

import { variableEntry } from '../../../contract/api/patterns';
import type { Word } from '../../../contract/words';
import {
  acceptedForms,
  checkPatternAnswer,
  defaultObject,
  foldNahuatl,
  PERSON_INDICES,
  TENSE_IDS,
  spellIn,
  type AnswerCheck,
  type DictionaryVerb,
  type PersonIndex,
  type Tense,
} from '../../../nahuatl';
import { formPieces, hideVowels, skeleton } from '../../components/game/form-pieces';
import { glossOf } from '../../components/game/gloss';
import { pickOne, type Random } from '../../components/game/random';
import {
  checkTurn,
  firstTurn,
  goToNextTurn,
  hintsTaken,
  skipTurn,
  type TurnState,
} from '../../components/game/turn-game';
import { translate, type MessageValues } from '../../i18n/locale';
import type { MessageId } from '../../i18n/messages';

// ——— The pattern as the engine reads it ———

/** How a side of the exchange chooses its person (DESIGN.md §6). */
const CALCULATIONS: readonly string[] = ['fixed', 'random', 'mirror'];

/**
 * One side of the rules. The fields are as wide as stored data can be (`start` any
 * number, `calculate` and `tense` any text), so that a pattern straight from the API is
 * accepted; {@link unplayableReason} says what is wrong with one that is out of range.
 */
export interface PatternSide {
  /** The person index (0 = 1-S … 5 = 3-P) this side starts from. */
  readonly start: number;
  /** `fixed`: `start`; `random`: any of the six; `mirror`: the question's person mirrored (see {@link mirrorPerson}). */
  readonly calculate: string;
  /** 0–1: the chance, each turn, that a singular person becomes its plural (1-S → 1-P). */
  readonly ratio: number;
  /** The tense this side is conjugated in; present when left out. */
  readonly tense?: string | null;
}

/** A pattern as the engine needs it: the API's `Pattern` fits this shape. */
export interface PatternSpec {
  /** Names such as `V1`, `N1`, used in templates as `{V1}`. */
  readonly variables: readonly string[];
  /** Variable → a default word, used when none of the variable's mapped words can be used. */
  readonly words: Readonly<Record<string, string>>;
  /** Variable → the ids of the words that may fill it. */
  readonly mapping: Readonly<Record<string, readonly number[]>>;
  /** `[question templates, response templates]`. */
  readonly templates: readonly (readonly string[])[];
  readonly rules: {
    /** The variables that are conjugated. */
    readonly variables: readonly string[];
    readonly question: PatternSide;
    readonly response: PatternSide;
  };
  /** `[in the question, in the response]` pairs: see {@link applySubstitutions}. */
  readonly substitutions: readonly (readonly string[])[];
}

/** The fields of a dictionary word the game reads (the API's `Word` has them all). */
export type PatternWord = Pick<
  Word,
  'id' | 'word' | 'type' | 'past' | 'transitive' | 'definition_english' | 'definition_spanish' | 'tenses'
>;

/** A text for the screen as data: a message id and its values, written in the interface language where shown. */
export interface PatternMessage {
  readonly id: MessageId;
  readonly values?: MessageValues;
}

// ——— A turn ———

/** The word that filled one variable in a turn, the same word in question and response. */
export interface Filling {
  readonly variable: string;
  /** The dictionary word's id; null when the pattern's default word string was used. */
  readonly wordId: number | null;
  /** The dictionary form: `cuā`, `tamalli`. */
  readonly word: string;
  /** Its first English definition without "to ": "eat (something)"; '' when unknown. */
  readonly gloss: string;
  /** Its first Spanish definition: "comer (algo)"; '' when unknown. */
  readonly spanishGloss: string;
  /** Whether the forms below are conjugated (a conjugated variable filled by a verb with those forms). */
  readonly conjugated: boolean;
  /** As written in the question (`ticcuā`) and in the response (`niccuā`). */
  readonly question: string;
  readonly response: string;
}

/** One question, the response the computer expects, and the two hints. */
export interface PatternTurn {
  readonly question: string;
  /** The computer's response, as printed. */
  readonly response: string;
  /** Every spelling of the response that is accepted, the printed one first (`quitta` beside `quiitta`). */
  readonly responses: readonly string[];
  /** Indexes into the question and response templates. */
  readonly templates: readonly [number, number];
  readonly persons: readonly [PersonIndex, PersonIndex];
  readonly tenses: readonly [Tense, Tense];
  /** In the order the variables first appear in the two templates. */
  readonly fillings: readonly Filling[];
  /** The substitutions that changed the response template in this turn. */
  readonly substituted: readonly (readonly [string, string])[];
  /** Hint 1 (the words, person and tense to use), hint 2 (the response's shape), as data the screen writes out. */
  readonly hints: readonly [WordsHint, ShapeHint];
}

/** Hint 1: the person and tense to answer in, the words to conjugate and to use, and the substitutions at work. */
export interface WordsHint {
  readonly kind: 'words';
  readonly person: PersonIndex;
  readonly tense: Tense;
  readonly conjugate: readonly Filling[];
  readonly use: readonly Filling[];
  readonly substitutions: readonly (readonly [string, string])[];
}

/** Hint 2: the response with the vowels of what is new hidden ("Qu_m_h, ni-c-cu_ tamalli."). */
export interface ShapeHint {
  readonly kind: 'shape';
  readonly shape: string;
  /** The same in the modern alphabet ("K_m_j, ni-k-kw_ tamalli."): each piece spelled before its vowels are hidden. */
  readonly modernShape: string;
}

export type PatternHint = WordsHint | ShapeHint;

/** The verdict on a response: SPEC.md §8's "It matches!" / "Not quite.", with the computer's response. */
export interface ResponseCheck extends AnswerCheck {
  /** The computer's response, shown with the verdict. */
  readonly response: string;
}

/** 1-S ↔ 2-S and 1-P ↔ 2-P; the third persons answer in the third person. */
const MIRRORED: readonly PersonIndex[] = [1, 0, 2, 4, 3, 5];

/** The person that answers a question asked in `person`: "Ticochi?" (2-S) → "Nicochi." (1-S). */
export function mirrorPerson(person: PersonIndex): PersonIndex {
  return MIRRORED[person] ?? person;
}

/** How many draws a turn may take to differ from the previous one before a repeat is accepted. */
const DRAWS = 50;
/** A cap on the accepted spellings of one response (each conjugated word may double them). */
const MAX_RESPONSES = 16;

const PLACEHOLDER = /\{([^{}]*)\}/g;
/** Letters and the combining marks a decomposed macron would be. */
const LETTER = /[\p{L}\p{M}]/u;

type Segment = { readonly text: string } | { readonly variable: string };

function segmentsOf(template: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match.index > last) segments.push({ text: template.slice(last, match.index) });
    segments.push({ variable: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < template.length) segments.push({ text: template.slice(last) });
  return segments;
}

const variablesOf = (template: string) => [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');

const isPersonIndex = (value: number): value is PersonIndex => (PERSON_INDICES as readonly number[]).includes(value);
const isTense = (value: string): value is Tense => (TENSE_IDS as readonly string[]).includes(value);
const tenseOf = (side: PatternSide): Tense =>
  side.tense === undefined || side.tense === null ? 'present' : (side.tense as Tense);

// ——— Is it playable? ———

const problem = (id: MessageId, values?: MessageValues): PatternMessage => ({ id, values });

function sideProblem(side: 'question' | 'response', rule: PatternSide | undefined): PatternMessage | null {
  if (rule === undefined || rule === null) return problem('patterns.unplayable.noSide', { side });
  if (!Number.isInteger(rule.start) || !isPersonIndex(rule.start))
    return problem('patterns.unplayable.start', { side, value: String(rule.start) });
  if (!CALCULATIONS.includes(rule.calculate))
    return problem('patterns.unplayable.calculate', { side, value: String(rule.calculate) });
  if (typeof rule.ratio !== 'number' || !(rule.ratio >= 0 && rule.ratio <= 1))
    return problem('patterns.unplayable.ratio', { side, value: String(rule.ratio) });
  if (rule.tense !== undefined && rule.tense !== null && !isTense(rule.tense))
    return problem('patterns.unplayable.tense', { side, tenses: TENSE_IDS.join(', '), value: rule.tense });
  return null;
}

function templateProblem(
  kind: 'question' | 'response',
  template: string,
  index: number,
  declared: readonly string[],
): PatternMessage | null {
  const where = { kind, number: index + 1, template };
  if (template.trim() === '') return problem('patterns.unplayable.emptyTemplate', where);
  if (segmentsOf(template).some((segment) => 'text' in segment && /[{}]/.test(segment.text)))
    return problem('patterns.unplayable.strayBrace', where);
  const unknown = variablesOf(template).find((variable) => !declared.includes(variable));
  if (unknown !== undefined)
    return problem('patterns.unplayable.unknownVariable', { ...where, placeholder: `{${unknown}}` });
  return null;
}

const mappedWords = (pattern: PatternSpec, variable: string, byId: ReadonlyMap<number, PatternWord>) =>
  (variableEntry(pattern.mapping, variable) ?? []).flatMap((id) => byId.get(id) ?? []);

const defaultWordOf = (pattern: PatternSpec, variable: string) => (variableEntry(pattern.words, variable) ?? '').trim();

/**
 * Why this pattern cannot make a turn with these words, as a message for the screen;
 * null when it can. The first problem found is named: a missing template, a placeholder
 * with no variable ("{V2}"), a stray brace, a rule out of range, or a variable used in a
 * template with no word to fill it (none of its mapped ids among `words`, and no default).
 */
export function unplayableReason(pattern: PatternSpec, words: readonly PatternWord[]): PatternMessage | null {
  const [questions = [], responses = []] = pattern.templates;
  if (questions.length === 0) return problem('patterns.unplayable.noTemplate', { kind: 'question' });
  if (responses.length === 0) return problem('patterns.unplayable.noTemplate', { kind: 'response' });
  const declared = pattern.variables;
  const found =
    questions.map((template, index) => templateProblem('question', template, index, declared)).find(Boolean) ??
    responses.map((template, index) => templateProblem('response', template, index, declared)).find(Boolean) ??
    sideProblem('question', pattern.rules?.question) ??
    sideProblem('response', pattern.rules?.response);
  if (found) return found;
  const unknownRule = (pattern.rules.variables ?? []).find((variable) => !declared.includes(variable));
  if (unknownRule !== undefined) return problem('patterns.unplayable.unknownRule', { variable: unknownRule });
  const byId = new Map(words.map((word) => [word.id, word]));
  const used = [...new Set([...questions, ...responses].flatMap(variablesOf))];
  const empty = used.find(
    (variable) => mappedWords(pattern, variable, byId).length === 0 && defaultWordOf(pattern, variable) === '',
  );
  if (empty !== undefined) return problem('patterns.unplayable.noWord', { placeholder: `{${empty}}` });
  return null;
}

/** Whether {@link makeTurn} can make a turn of this pattern with these words. */
export const isPlayable = (pattern: PatternSpec, words: readonly PatternWord[]): boolean =>
  unplayableReason(pattern, words) === null;

// ——— Persons ———

/** A singular person becomes its plural (p → p + 3) with the side's `ratio` as the chance. */
function withRatio(person: PersonIndex, ratio: number, random: Random): PersonIndex {
  if (person >= 3 || ratio <= 0 || random() >= ratio) return person;
  return (person + 3) as PersonIndex;
}

/**
 * The question's person: `start` for fixed (and for mirror, which has nothing to mirror
 * on this side), any of the six for random; then the plural ratio.
 */
function questionPerson(side: PatternSide, random: Random): PersonIndex {
  const start = side.start as PersonIndex;
  const person = side.calculate === 'random' ? (pickOne(PERSON_INDICES, random) ?? start) : start;
  return withRatio(person, side.ratio, random);
}

/** The response's person: the question's mirrored (its number kept, so no ratio), or as for the question. */
function responsePerson(side: PatternSide, asked: PersonIndex, random: Random): PersonIndex {
  return side.calculate === 'mirror' ? mirrorPerson(asked) : questionPerson(side, random);
}

// ——— Words ———

function cell(word: PatternWord, tense: Tense, person: PersonIndex): string | null {
  const form = word.tenses?.[tense]?.[person];
  return typeof form === 'string' && form.trim() !== '' ? form.trim() : null;
}

const verbOf = (word: PatternWord): DictionaryVerb => ({
  word: word.word,
  past: word.past,
  type: word.type,
  transitive: word.transitive,
});

interface Side {
  readonly tense: Tense;
  readonly person: PersonIndex;
}

/** A word can fill a conjugated variable if it has both sides' forms, or if it has no tenses at all (used as it is). */
const fitsBothSides = (word: PatternWord, sides: readonly [Side, Side]) =>
  word.tenses === null || sides.every(({ tense, person }) => cell(word, tense, person) !== null);

function fillingOf(
  variable: string,
  word: PatternWord,
  conjugate: boolean,
  [asked, answered]: readonly [Side, Side],
): Filling {
  const base = {
    variable,
    wordId: word.id,
    word: word.word,
    gloss: glossOf(word.definition_english),
    spanishGloss: (word.definition_spanish[0] ?? '').trim(),
  };
  const question = conjugate ? cell(word, asked.tense, asked.person) : null;
  const response = conjugate ? cell(word, answered.tense, answered.person) : null;
  if (question !== null && response !== null) return { ...base, conjugated: true, question, response };
  return { ...base, conjugated: false, question: word.word, response: word.word };
}

/**
 * One word for a variable. A conjugated variable takes a mapped word with both sides'
 * forms (or one with no tenses, used as it is); failing that, the pattern's default word
 * (conjugated when it is one of `words` with those forms, else as written); failing that,
 * any mapped word in its dictionary form, so that a playable pattern always makes a turn.
 */
function fill(
  pattern: PatternSpec,
  variable: string,
  byId: ReadonlyMap<number, PatternWord>,
  words: readonly PatternWord[],
  sides: readonly [Side, Side],
  random: Random,
): Filling {
  const conjugate = pattern.rules.variables.includes(variable);
  const mapped = mappedWords(pattern, variable, byId);
  const usable = conjugate ? mapped.filter((word) => fitsBothSides(word, sides)) : mapped;
  const chosen = pickOne(usable, random);
  if (chosen !== undefined) return fillingOf(variable, chosen, conjugate, sides);
  const fallback = defaultWordOf(pattern, variable);
  if (fallback !== '') {
    const known = words.find((word) => word.word === fallback && (!conjugate || fitsBothSides(word, sides)));
    if (known !== undefined) return fillingOf(variable, known, conjugate, sides);
    return {
      variable,
      wordId: null,
      word: fallback,
      gloss: '',
      spanishGloss: '',
      conjugated: false,
      question: fallback,
      response: fallback,
    };
  }
  const anyMapped = pickOne(mapped, random);
  // unplayableReason refuses a pattern using a variable with neither mapped words nor a default.
  if (anyMapped === undefined)
    throw new RangeError(`{${variable}} has no word to fill it: map at least one word to it.`);
  return fillingOf(variable, anyMapped, false, sides);
}

// ——— Substitutions and writing ———

const isUpper = (text: string) => text !== text.toLowerCase() && text === text.toUpperCase();

/** `to` in the case of the text it replaces: "MO" → "NO", "Mo" → "No", "mo" → "no". */
function inCaseOf(replaced: string, to: string): string {
  if (replaced.length > 1 && isUpper(replaced)) return to.toUpperCase();
  return isUpper(replaced.charAt(0)) ? to.charAt(0).toUpperCase() + to.slice(1) : to;
}

/**
 * The substitutions on a response template's own text: where a word starts with the
 * first string of a pair (any case), that start becomes the second string, keeping a
 * capital ("Motōcā" → "Notōcā" for `['mo', 'no']`). Only word starts change, so `mo`
 * inside `ahmo` stays; each place changes once, by the first pair that matches, so a pair
 * and its reverse swap the two. Placeholders, and the dictionary words that fill them,
 * are never changed: a reflexive `momachtia` is not a possessive. Returns the template
 * with its placeholders intact and the pairs that changed something.
 */
export function applySubstitutions(
  template: string,
  substitutions: readonly (readonly string[])[],
): { template: string; applied: Array<[string, string]> } {
  const pairs = substitutions
    .map(([from = '', to = '']) => [from.normalize('NFC'), to.normalize('NFC')] as [string, string])
    .filter(([from]) => from.trim() !== '');
  const applied: Array<[string, string]> = [];
  let out = '';
  let afterPlaceholder = false;
  for (const segment of segmentsOf(template.normalize('NFC'))) {
    if ('variable' in segment) {
      out += `{${segment.variable}}`;
      afterPlaceholder = true;
      continue;
    }
    const { text } = segment;
    let index = 0;
    while (index < text.length) {
      // Text right after a placeholder continues the filled word: its first letter starts no word.
      const start = index === 0 ? !afterPlaceholder : !LETTER.test(text[index - 1] ?? '');
      const pair = start
        ? pairs.find(([from]) => text.slice(index, index + from.length).toLowerCase() === from.toLowerCase())
        : undefined;
      if (pair === undefined) {
        out += text[index];
        index += 1;
        continue;
      }
      const [from, to] = pair;
      out += inCaseOf(text.slice(index, index + from.length), to);
      index += from.length;
      if (!applied.includes(pair)) applied.push(pair);
    }
    afterPlaceholder = false;
  }
  return { template: out, applied };
}

/** Spacing collapsed, and a capital at the start of every sentence ("ticcuā tamalli? ōme?" → "Ticcuā tamalli? Ōme?"). */
function asSentences(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(
      /(^|[.?!]\s)([¿¡"“]?)(\p{Ll})/gu,
      (_, before: string, mark: string, letter: string) => before + mark + letter.toUpperCase(),
    );
}

function render(
  template: string,
  write: (variable: string) => string,
  writeText: (text: string) => string = (text) => text,
) {
  return asSentences(
    segmentsOf(template)
      .map((segment) => ('variable' in segment ? write(segment.variable) : writeText(segment.text)))
      .join(''),
  );
}

// ——— Hints ———

const bare = (word: string) => foldNahuatl(word.replace(/\p{P}/gu, ''));

/** A text as written in one alphabet: the dictionary's as stored, or the modern one. */
type Spell = (text: string) => string;
const asStored: Spell = (text) => text;

/**
 * A conjugated form in pieces, stem vowels hidden ("ni-c-cu_"), as the Conjugate game's second
 * hint writes it; each piece spelled by `spell` first ("ni-k-kw_"), since the letters a hidden
 * vowel would have told apart (c or s, qu or c) cannot be chosen after.
 */
function skeletonOf(word: PatternWord, side: Side, form: string, spell: Spell): string {
  const verb = verbOf(word);
  const pieces = formPieces(verb, { ...side, object: defaultObject(verb) }, form);
  if (pieces === null) return hideVowels(spell(form));
  const { subject, object, stem, ending } = pieces;
  return skeleton({
    ...pieces,
    subject: spell(subject),
    object: spell(object),
    stem: spell(stem),
    ending: spell(ending),
  });
}

/**
 * Hint 1 names what to build the response from: the person and tense, the dictionary
 * words (with their meaning) to conjugate and to use, and the substitutions at work.
 * "Answer as “I”, present tense: conjugate cuā ‘eat (something)’. Use tamalli ‘tamale’."
 */
const wordsHint = (
  fillings: readonly Filling[],
  side: Side,
  substitutions: readonly (readonly [string, string])[],
): WordsHint => ({
  kind: 'words',
  person: side.person,
  tense: side.tense,
  conjugate: fillings.filter((filling) => filling.conjugated),
  use: fillings.filter((filling) => !filling.conjugated),
  substitutions,
});

/**
 * Hint 2 shows the response's shape: the words taken unchanged from the question in
 * full, every conjugated word in its pieces with the stem's vowels hidden ("ni-c-cu_"),
 * and every other word with its vowels hidden ("Qu_m_h").
 */
function shapeHint(
  template: string,
  fillings: ReadonlyMap<string, Filling>,
  words: ReadonlyMap<number, PatternWord>,
  side: Side,
  question: string,
): ShapeHint {
  const asked = new Set(question.split(/\s+/).map(bare));
  const shapeIn = (spell: Spell) => {
    const word = (text: string) => (asked.has(bare(text)) ? spell(text) : hideVowels(spell(text)));
    return render(
      template,
      (variable) => {
        const filling = fillings.get(variable);
        if (filling === undefined) return '';
        const entry = filling.wordId === null ? undefined : words.get(filling.wordId);
        return filling.conjugated && entry !== undefined
          ? skeletonOf(entry, side, filling.response, spell)
          : word(filling.response);
      },
      (text) => text.split(/(\s+)/).map(word).join(''),
    );
  };
  return { kind: 'shape', shape: shapeIn(asStored), modernShape: shapeIn((text) => spellIn('sep', text)) };
}

// ——— Making a turn ———

/** The accepted spellings of a conjugated word: the core's variants when the printed form is the engine's own. */
function spellingsOf(filling: Filling, words: ReadonlyMap<number, PatternWord>, side: Side): string[] {
  const entry = filling.wordId === null ? undefined : words.get(filling.wordId);
  if (!filling.conjugated || entry === undefined) return [filling.response];
  const verb = verbOf(entry);
  const forms = acceptedForms(verb, { ...side, object: defaultObject(verb) });
  return forms[0]?.normalize('NFC') === filling.response.normalize('NFC') ? forms : [filling.response];
}

function responsesOf(
  template: string,
  fillings: ReadonlyMap<string, Filling>,
  spellings: ReadonlyMap<string, string[]>,
) {
  let choices: Array<Map<string, string>> = [new Map()];
  for (const [variable, forms] of spellings) {
    choices = choices
      .flatMap((choice) => forms.map((form) => new Map([...choice, [variable, form]])))
      .slice(0, MAX_RESPONSES);
  }
  const printed = render(template, (variable) => fillings.get(variable)?.response ?? '');
  const all = choices.map((choice) =>
    render(template, (variable) => choice.get(variable) ?? fillings.get(variable)?.response ?? ''),
  );
  return [printed, ...all.filter((response) => response !== printed)];
}

function drawTurn(
  pattern: PatternSpec,
  words: readonly PatternWord[],
  byId: ReadonlyMap<number, PatternWord>,
  random: Random,
): PatternTurn {
  const [questions = [], responses = []] = pattern.templates;
  const questionIndex = pickOne([...questions.keys()], random) ?? 0;
  const responseIndex =
    questionIndex < responses.length ? questionIndex : (pickOne([...responses.keys()], random) ?? 0);
  const questionTemplate = questions[questionIndex] ?? '';
  const { template: responseTemplate, applied } = applySubstitutions(
    responses[responseIndex] ?? '',
    pattern.substitutions,
  );

  const asked = questionPerson(pattern.rules.question, random);
  const sides: [Side, Side] = [
    { tense: tenseOf(pattern.rules.question), person: asked },
    { tense: tenseOf(pattern.rules.response), person: responsePerson(pattern.rules.response, asked, random) },
  ];

  const fillings = new Map<string, Filling>();
  for (const variable of [...variablesOf(questionTemplate), ...variablesOf(responseTemplate)]) {
    if (!fillings.has(variable)) fillings.set(variable, fill(pattern, variable, byId, words, sides, random));
  }

  const question = render(questionTemplate, (variable) => fillings.get(variable)?.question ?? '');
  const inResponse = [...fillings.values()].filter((filling) =>
    variablesOf(responseTemplate).includes(filling.variable),
  );
  const spellings = new Map(inResponse.map((filling) => [filling.variable, spellingsOf(filling, byId, sides[1])]));
  const accepted = responsesOf(responseTemplate, fillings, spellings);
  return {
    question,
    response: accepted[0] ?? '',
    responses: accepted,
    templates: [questionIndex, responseIndex],
    persons: [sides[0].person, sides[1].person],
    tenses: [sides[0].tense, sides[1].tense],
    fillings: [...fillings.values()],
    substituted: applied,
    hints: [wordsHint(inResponse, sides[1], applied), shapeHint(responseTemplate, fillings, byId, sides[1], question)],
  };
}

const sameTurn = (a: PatternTurn, b: PatternTurn | null | undefined) =>
  b !== null && b !== undefined && a.question === b.question && a.response === b.response;

/**
 * A new turn of `pattern`: templates chosen, persons worked out from the rules, every
 * variable filled (one word for both sides), the conjugated ones in each side's person
 * and tense, substitutions applied to the response, and the two hints. A turn identical to
 * `previous` is drawn again (up to 50 times), so it repeats only when nothing else is
 * likely. Throws a RangeError with {@link unplayableReason}'s message when the pattern
 * cannot be played: check {@link isPlayable} first.
 */
export function makeTurn(
  pattern: PatternSpec,
  words: readonly PatternWord[],
  random: Random,
  previous: PatternTurn | null = null,
): PatternTurn {
  const reason = unplayableReason(pattern, words);
  if (reason !== null) throw new RangeError(translate(reason.id, reason.values));
  const byId = new Map(words.map((word) => [word.id, word]));
  let turn = drawTurn(pattern, words, byId, random);
  for (let draw = 1; draw < DRAWS && sameTurn(turn, previous); draw += 1) turn = drawTurn(pattern, words, byId, random);
  return turn;
}

/**
 * Check Response (SPEC.md §5): the attempt against every accepted spelling of the
 * response, case-insensitively, with punctuation removed and spacing collapsed; right
 * but for its macrons is accepted with a note naming the long vowels. Carries the
 * computer's response for the screen to show with "It matches!" or "Not quite.".
 */
export function checkResponse(turn: PatternTurn, attempt: string): ResponseCheck {
  for (const accepted of turn.responses) {
    const check = checkPatternAnswer(attempt, accepted);
    if (check.correct) return { ...check, response: turn.response };
  }
  return { ...checkPatternAnswer(attempt, turn.response), response: turn.response };
}

// ——— The game on the screen ———

/** A session: the shared turn state (hints, verdict, score, the turn skipped) and the pattern's turns. */
export interface PatternGame extends TurnState<PatternTurn, ResponseCheck> {
  readonly pattern: PatternSpec;
  readonly words: readonly PatternWord[];
  readonly turn: PatternTurn;
  /** 1 for the first turn of the session. */
  readonly number: number;
}

/** Play: a new session with its first turn. Throws like {@link makeTurn} when the pattern is not playable. */
export function startPatternGame(pattern: PatternSpec, words: readonly PatternWord[], random: Random): PatternGame {
  return { pattern, words, turn: makeTurn(pattern, words, random), number: 1, ...firstTurn() };
}

/** Check Response: the attempt against the computer's response (see {@link checkResponse} and `checkTurn`). */
export function respond(game: PatternGame, attempt: string): PatternGame {
  return checkTurn(game, attempt, (typed) => checkResponse(game.turn, typed));
}

/** The hints taken so far on this turn, each written out by `write` (in the interface language). */
export const shownHints = (game: PatternGame, write: (hint: PatternHint) => string): string[] =>
  hintsTaken(game, game.turn.hints.map(write));

/** A new turn, unlike the last one where the pattern allows. */
function deal(game: PatternGame, random: Random): PatternGame {
  return { ...game, turn: makeTurn(game.pattern, game.words, random, game.turn), number: game.number + 1 };
}

/** Next: a new turn, only once the response is shown. */
export function nextPatternTurn(game: PatternGame, random: Random): PatternGame {
  return goToNextTurn(game, (current) => deal(current, random));
}

/** Skip: counts the turn as skipped and starts a new one; only while the turn is open. */
export function skipPatternTurn(game: PatternGame, random: Random): PatternGame {
  return skipTurn(game, game.turn, (current) => deal(current, random));
}
