/**
 * The authoring form's model of a pattern: what a learner edits (lists of templates,
 * variables with the words picked for them, rules in plain choices, substitution pairs),
 * and the conversions to and from the API's pattern (DESIGN.md §6). Pure, so the rules of
 * the form are tested without a browser. See docs/decisions/012-web-resource-client.md.
 */

import { variableEntry } from '../../../contract/api/patterns';
import {
  PatternCreate,
  patternProblems,
  templateVariables,
  VariableName,
  type Pattern,
  type PatternSide,
} from '../../../contract/patterns';
import { PERSON_INDICES, TENSE_IDS, type PersonIndex, type Tense } from '../../../nahuatl';
import { contractMessage } from '../../i18n/contract-message';
import { translate } from '../../i18n/locale';

/** A word picked for a variable, as the chips show it. */
export interface PickedWord {
  id: number;
  word: string;
}

export interface VariableDraft {
  name: string;
  words: PickedWord[];
  /** Written when none of the words can be used; '' for none. */
  defaultWord: string;
  /** Listed in `rules.variables`: conjugated in each side's person and tense. */
  conjugate: boolean;
}

/** Whom the question speaks to: one person, or a random one each turn. */
export type QuestionPerson = PersonIndex | 'random';
/** The answer's person: the question's mirrored (you → I), the question's own, random, or always one person. */
export type AnswerPerson = 'mirror' | 'same' | 'random' | PersonIndex;

export interface SideDraft<Person> {
  person: Person;
  /** The chance of the plural, in percent, as typed. */
  plural: string;
  tense: Tense;
}

export interface PatternDraft {
  name: string;
  description: string;
  instructions: string;
  share: boolean;
  questions: string[];
  responses: string[];
  variables: VariableDraft[];
  question: SideDraft<QuestionPerson>;
  response: SideDraft<AnswerPerson>;
  /** `[in the question, in the answer]`: word starts the answer changes. */
  substitutions: [string, string][];
  /** Kept as the pattern had it; the form does not edit it. */
  vocabulary: number | null;
}

/** A new pattern: one question and one answer template, asked of "you" and answered by "I". */
export const emptyDraft = (): PatternDraft => ({
  name: '',
  description: '',
  instructions: '',
  share: true,
  questions: [''],
  responses: [''],
  variables: [],
  question: { person: 1, plural: '0', tense: 'present' },
  response: { person: 'mirror', plural: '0', tense: 'present' },
  substitutions: [],
  vocabulary: null,
});

const isPerson = (value: number): value is PersonIndex => (PERSON_INDICES as readonly number[]).includes(value);
const tenseOf = (side: PatternSide): Tense =>
  side.tense && (TENSE_IDS as readonly string[]).includes(side.tense) ? (side.tense as Tense) : 'present';
const percent = (ratio: number) => String(Math.round(ratio * 100));

function answerPersonOf(question: PatternSide, response: PatternSide): AnswerPerson {
  if (response.calculate === 'mirror') return 'mirror';
  if (response.calculate === 'random') return 'random';
  const start = isPerson(response.start) ? response.start : 0;
  return question.calculate !== 'random' && start === question.start ? 'same' : start;
}

/** The draft of a stored pattern; `words` (its `{id}/words/`) give the picked words their spelling. */
export function draftOf(pattern: Pattern, words: readonly PickedWord[]): PatternDraft {
  const spelling = new Map(words.map((word) => [word.id, word.word]));
  const { question, response } = pattern.rules;
  return {
    name: pattern.name,
    description: pattern.description,
    instructions: pattern.instructions,
    share: pattern.share,
    questions: [...pattern.templates[0]],
    responses: [...pattern.templates[1]],
    variables: pattern.variables.map((name) => ({
      name,
      // A word deleted from the dictionary since keeps its place under its number, so saving does not drop it unseen.
      words: (variableEntry(pattern.mapping, name) ?? []).map((id) => ({
        id,
        word: spelling.get(id) ?? translate('patterns.draft.deletedWord', { id }),
      })),
      defaultWord: variableEntry(pattern.words, name) ?? '',
      conjugate: pattern.rules.variables.includes(name),
    })),
    question: {
      person: question.calculate === 'random' ? 'random' : isPerson(question.start) ? question.start : 1,
      plural: percent(question.ratio),
      tense: tenseOf(question),
    },
    response: { person: answerPersonOf(question, response), plural: percent(response.ratio), tense: tenseOf(response) },
    substitutions: pattern.substitutions.map(([from, to]) => [from, to]),
    vocabulary: pattern.pattern_vocabulary,
  };
}

/** A typed percentage as a ratio; NaN when it is not a number. */
const ratioOf = (plural: string) => (plural.trim() === '' ? Number.NaN : Number(plural) / 100);

function questionSide({ person, plural, tense }: SideDraft<QuestionPerson>): PatternSide {
  return person === 'random'
    ? { start: 1, calculate: 'random', ratio: ratioOf(plural), tense }
    : { start: person, calculate: 'fixed', ratio: ratioOf(plural), tense };
}

function answerSide({ person, plural, tense }: SideDraft<AnswerPerson>, asked: PatternSide): PatternSide {
  // A mirrored answer keeps the question's number, so it has no chance of its own.
  if (person === 'mirror') return { start: 0, calculate: 'mirror', ratio: 0, tense };
  const ratio = ratioOf(plural);
  if (person === 'random') return { start: 0, calculate: 'random', ratio, tense };
  return { start: person === 'same' ? asked.start : person, calculate: 'fixed', ratio, tense };
}

/** A pattern as the form sends it: every field the API takes (POST, or the whole of a PATCH). */
export type PatternBody = Required<PatternCreate>;

/** The pattern a draft describes. */
export function patternOf(draft: PatternDraft): PatternBody {
  const question = questionSide(draft.question);
  const defaults = draft.variables.filter((variable) => variable.defaultWord.trim() !== '');
  return {
    name: draft.name,
    description: draft.description,
    instructions: draft.instructions,
    share: draft.share,
    variables: draft.variables.map((variable) => variable.name),
    words: Object.fromEntries(defaults.map((variable) => [variable.name, variable.defaultWord])),
    mapping: Object.fromEntries(
      draft.variables.map((variable) => [variable.name, variable.words.map((word) => word.id)]),
    ),
    substitutions: draft.substitutions,
    pattern_vocabulary: draft.vocabulary,
    templates: [draft.questions, draft.responses],
    rules: {
      variables: draft.variables.filter((variable) => variable.conjugate).map((variable) => variable.name),
      question,
      response: answerSide(draft.response, question),
    },
  };
}

/**
 * What the form must fix before sending, keyed like the server's errors (`name`,
 * `templates.0.1`, `mapping.V1`, `rules.question.ratio` …): the contract's own checks,
 * a placeholder naming no variable (on the template that has it), a plural chance that is
 * not 0–100, and a variable with neither a word nor a default to fill it. The form's own
 * messages are in the interface language of the moment it checks.
 */
export function draftProblems(draft: PatternDraft): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const list = (problems[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  const body = patternOf(draft);
  const parsed = PatternCreate.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      add(issue.path.join('.') || 'non_field_errors', contractMessage(issue.message));

  const declared = new Set(body.variables);
  [draft.questions, draft.responses].forEach((templates, side) =>
    templates.forEach((template, index) => {
      for (const name of templateVariables(template)) {
        if (!declared.has(name))
          add(
            `templates.${side}.${index}`,
            translate('patterns.draft.unknownPlaceholder', { placeholder: `{${name}}` }),
          );
      }
    }),
  );
  for (const [field, problemsOfField] of Object.entries(patternProblems(body))) {
    // Placeholders are reported on their own template above.
    if (!field.startsWith('templates.')) for (const message of problemsOfField) add(field, contractMessage(message));
  }
  for (const side of ['question', 'response'] as const) {
    const ratio = body.rules[side].ratio;
    if (!(ratio >= 0 && ratio <= 1)) {
      delete problems[`rules.${side}.ratio`];
      // The form asks for the plural chance in percent; the API's `ratio` is 0 to 1.
      add(`rules.${side}.ratio`, translate('patterns.draft.plural'));
    }
  }
  for (const variable of draft.variables) {
    if (variable.words.length === 0 && variable.defaultWord.trim() === '') {
      add(`mapping.${variable.name}`, translate('patterns.draft.noWord'));
    }
  }
  return problems;
}

/** Why `name` cannot be added as a variable, or null when it can. */
export function variableNameProblem(draft: PatternDraft, name: string): string | null {
  const parsed = VariableName.safeParse(name);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message;
    return message ? contractMessage(message) : translate('patterns.draft.badName');
  }
  if (draft.variables.some((variable) => variable.name === name)) return translate('patterns.draft.taken', { name });
  return null;
}

/** A name for the next variable: V1, V2 … the first not taken. */
export function nextVariableName(draft: PatternDraft): string {
  const taken = new Set(draft.variables.map((variable) => variable.name));
  let number = 1;
  while (taken.has(`V${number}`)) number += 1;
  return `V${number}`;
}

/** Every error key the form shows beside a field; the server's others go to the message above the form. */
export function fieldKeys(draft: PatternDraft): string[] {
  const sides = ['question', 'response'] as const;
  return [
    'name',
    'description',
    'instructions',
    'share',
    'variables',
    'mapping',
    'words',
    'rules.variables',
    'templates',
    'substitutions',
    ...[draft.questions, draft.responses].flatMap((templates, side) => [
      `templates.${side}`,
      ...templates.map((_, index) => `templates.${side}.${index}`),
    ]),
    ...draft.variables.flatMap(({ name }) => [`mapping.${name}`, `words.${name}`]),
    ...sides.flatMap((side) => ['', '.start', '.calculate', '.ratio', '.tense'].map((part) => `rules.${side}${part}`)),
    ...draft.substitutions.flatMap((_, index) => [
      `substitutions.${index}`,
      `substitutions.${index}.0`,
      `substitutions.${index}.1`,
    ]),
  ];
}
