import { z } from 'zod';
import { PERSON_INDICES, TENSE_IDS } from '../nahuatl';
import { ContentLanguage, Flag, pageOf, RecordId, RequiredText } from './common';
import { PATTERN_LIMITS, patternsApi } from './api/patterns';
import { resourceContract } from './resource';
import { Word } from './words';

const Name = RequiredText(PATTERN_LIMITS.name);
const Text = (max: number) =>
  z.string({ error: 'Not a valid string.' }).trim().max(max, `Ensure this field has no more than ${max} characters.`);

/** A variable of a pattern: a letter, then letters, digits or `_` (`V1`, `N1`, `place`). */
export const VariableName = z
  .string({ error: 'A variable name must be text.' })
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,19}$/, 'A variable is a letter followed by up to 19 letters, digits or _ (V1, N1).');

/** How a question or a response picks its person (DESIGN.md §6). */
export const PERSON_RULES = ['fixed', 'random', 'mirror'] as const;
export type PersonRule = (typeof PERSON_RULES)[number];

/**
 * One side of a pattern's rules: the person it starts with (0–5: 1S 2S 3S 1P 2P 3P),
 * how the person is calculated, the chance (0–1) of switching to the plural counterpart,
 * and the tense (present when absent).
 */
export const PatternSide = z.object({
  start: z
    .number({ error: 'Must be a whole number from 0 to 5.' })
    .int('Must be a whole number from 0 to 5.')
    .min(0, 'Must be a whole number from 0 to 5.')
    .max(PERSON_INDICES.length - 1, 'Must be a whole number from 0 to 5.'),
  calculate: z.enum(PERSON_RULES, { error: 'Must be one of fixed, random, mirror.' }),
  ratio: z
    .number({ error: 'Must be a number from 0 to 1.' })
    .min(0, 'Must be a number from 0 to 1.')
    .max(1, 'Must be a number from 0 to 1.'),
  tense: z.enum(TENSE_IDS as [string, ...string[]], { error: `Must be one of ${TENSE_IDS.join(', ')}.` }).optional(),
});
export type PatternSide = z.infer<typeof PatternSide>;

/** `variables`: the ones conjugated; `question` and `response`: how each side picks its person and tense. */
export const PatternRules = z.object({
  variables: z.array(VariableName).max(20, 'A pattern has at most 20 variables.'),
  question: PatternSide,
  response: PatternSide,
});
export type PatternRules = z.infer<typeof PatternRules>;

const Template = z
  .string({ error: 'A template must be text.' })
  .trim()
  .min(1, 'A template may not be blank.')
  // The figure is PATTERN_LIMITS.template, written out: the messages' translations are read from literal texts.
  .max(PATTERN_LIMITS.template, 'A template has at most 500 characters.');
const TemplateList = z
  .array(Template, { error: 'Expected a list of templates.' })
  .min(1, 'Give at least one template.')
  .max(20, 'At most 20 templates.');

/** The fields of a pattern its owner writes (SPEC.md §3, DESIGN.md §6). */
const patternFields = {
  name: Name,
  description: Text(PATTERN_LIMITS.description),
  instructions: Text(PATTERN_LIMITS.instructions),
  share: Flag,
  variables: z
    .array(VariableName, { error: 'Expected a list of variables.' })
    .max(20, 'A pattern has at most 20 variables.'),
  /** Variable → the word written when no mapped word can fill it. */
  words: z.record(VariableName, Text(200), { error: 'Expected an object of variable → word.' }),
  /** `[from, to]`: in the response template, a word that starts with `from` starts with `to` instead (`mo` → `no`). */
  substitutions: z
    .array(z.tuple([Text(50).min(1, 'A substitution may not be blank.'), Text(50)]), {
      error: 'Expected a list of [from, to] pairs.',
    })
    .max(50, 'At most 50 substitutions.'),
  /** Variable → the ids of the dictionary words that may fill it. */
  mapping: z.record(VariableName, z.array(RecordId).max(200, 'At most 200 words per variable.'), {
    error: 'Expected an object of variable → word ids.',
  }),
  /** A vocabulary the pattern draws on, if any. */
  pattern_vocabulary: RecordId.nullable(),
  /** Index 0: question templates; index 1: response templates; `{V1}` marks a variable. */
  templates: z.tuple([TemplateList, TemplateList], { error: 'Expected [question templates, response templates].' }),
  rules: PatternRules,
};

/** A pattern of the question-and-response game (SPEC.md §3). */
export const Pattern = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  instructions: z.string(),
  share: z.boolean(),
  featured: z.boolean(),
  /** The language its name, description and instructions are written in (`es` or `en`). */
  language: ContentLanguage,
  owner: z.number().int(),
  deleted: z.boolean(),
  variables: z.array(z.string()),
  words: z.record(z.string(), z.string()),
  substitutions: z.array(z.tuple([z.string(), z.string()])),
  mapping: z.record(z.string(), z.array(z.number().int())),
  pattern_vocabulary: z.number().int().nullable(),
  templates: z.tuple([z.array(z.string()), z.array(z.string())]),
  rules: PatternRules,
});
export type Pattern = z.infer<typeof Pattern>;

/** The fields a pattern's content is made of (everything but its id, owner and flags). */
export type PatternContent = Pick<Pattern, 'variables' | 'words' | 'substitutions' | 'mapping' | 'templates' | 'rules'>;

const DEFAULT_SIDE: PatternSide = { start: 0, calculate: 'fixed', ratio: 0 };

/** POST /utoaztecan/api/pattern/. */
export const PatternCreate = z.object({
  name: patternFields.name,
  description: patternFields.description.default(''),
  instructions: patternFields.instructions.default(''),
  share: patternFields.share.default(true),
  variables: patternFields.variables.default([]),
  words: patternFields.words.default({}),
  substitutions: patternFields.substitutions.default([]),
  mapping: patternFields.mapping.default({}),
  pattern_vocabulary: patternFields.pattern_vocabulary.default(null),
  templates: patternFields.templates,
  rules: patternFields.rules.default({ variables: [], question: DEFAULT_SIDE, response: DEFAULT_SIDE }),
});
export type PatternCreate = z.input<typeof PatternCreate>;

/**
 * The body POST accepts: a pattern and, optionally, its language (English when left out).
 * Kept apart from `PatternCreate`, the pattern's content that the editor's draft fills in whole.
 */
export const PatternCreateBody = PatternCreate.extend({ language: ContentLanguage.default('en') });

/** PATCH /utoaztecan/api/pattern/{id}/: any field; the whole pattern is checked again after the change. */
export const PatternPatch = z.object({ ...patternFields, language: ContentLanguage }).partial();
export type PatternPatch = z.infer<typeof PatternPatch>;

/** The `{V1}` placeholders of a template, in order. */
export function templateVariables(template: string): string[] {
  return [...template.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');
}

/**
 * What is wrong with a pattern as a whole, by field: a placeholder naming no declared
 * variable, a conjugated, mapped or defaulted variable that is not declared, a variable
 * declared twice. Shared by the server (after merging a PATCH) and the authoring form.
 */
export function patternProblems(pattern: PatternContent): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const list = (problems[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  const declared = new Set(pattern.variables);
  if (declared.size !== pattern.variables.length) add('variables', 'Each variable may be declared once.');
  pattern.templates.forEach((templates, side) =>
    templates.forEach((template) => {
      for (const name of templateVariables(template)) {
        if (!declared.has(name)) add(`templates.${side}`, `{${name}} is not a declared variable.`);
      }
    }),
  );
  for (const name of pattern.rules.variables)
    if (!declared.has(name)) add('rules.variables', `${name} is not a declared variable.`);
  for (const name of Object.keys(pattern.mapping))
    if (!declared.has(name)) add('mapping', `${name} is not a declared variable.`);
  for (const name of Object.keys(pattern.words))
    if (!declared.has(name)) add('words', `${name} is not a declared variable.`);
  return problems;
}

/** The words a pattern's mapping uses, as GET /utoaztecan/api/pattern/{id}/words/ pages them (in mapping order). */
export const PatternWords = pageOf(Word);

/** Patterns of the question-and-response game (SPEC.md §7): everyone reads what is shared; owners write their own. */
export const patternResource = resourceContract({
  ...patternsApi,
  tag: 'patterns',
  item: Pattern,
  create: PatternCreateBody,
  patch: PatternPatch,
  listSummary:
    'Patterns; `plain__istartswith` searches their names, `search` any word of the name or description (each word of the query starts one), `language` one language (es, en)',
});
