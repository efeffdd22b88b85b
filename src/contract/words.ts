import { z } from 'zod';
import { NOUN_FORM_KINDS, OBJECT_PREFIX_CODES, PERSONS, TENSE_IDS } from '../nahuatl';
import { DETAIL_OBJECTS } from './api/words';
import { pageOf, RecordId, RequiredText } from './common';

const Definitions = z
  .array(
    z
      .string({ error: 'Each definition must be text.' })
      .trim()
      .min(1, 'A definition may not be blank.')
      .max(1000, 'Ensure each definition has no more than 1000 characters.'),
    {
      error: 'Expected a list of definitions.',
    },
  )
  .max(50, 'Ensure this field has no more than 50 definitions.');

const OptionalText = z
  .string({ error: 'Not a valid string.' })
  .trim()
  .max(200, 'Ensure this field has no more than 200 characters.');

/** An annotation on a word: a note added by a staff editor (SPEC.md §3). */
export const Annotation = z.object({
  id: z.number().int(),
  owner: z.number().int(),
  nahuatl: z.number().int(),
  definition: z.string(),
});
export type Annotation = z.infer<typeof Annotation>;

/** POST /utoaztecan/api/nahuatl-annotation/. */
export const AnnotationCreate = z.object({
  nahuatl: RecordId,
  definition: RequiredText(2000),
});

/** PATCH /utoaztecan/api/nahuatl-annotation/{id}/: its author rewrites the note; the word stays. */
export const AnnotationPatch = AnnotationCreate.pick({ definition: true });

/** The `tenses` of a verb: six forms per tense, by person index; null where a form does not exist. */
export const Tenses = z.object(
  Object.fromEntries(TENSE_IDS.map((tense) => [tense, z.array(z.string().nullable()).length(6)])) as Record<
    (typeof TENSE_IDS)[number],
    z.ZodArray<z.ZodNullable<z.ZodString>>
  >,
);

/** Which way a search result matched, strongest first. */
export const MATCH_KINDS = ['exact', 'prefix', 'form', 'spelling', 'definition'] as const;

/** How a word answered a `search=`: for an inflected form, which form and what it is. */
export const WordMatch = z.object({
  kind: z.enum(MATCH_KINDS),
  form: z.string().nullable(),
  tense: z.enum(TENSE_IDS as [string, ...string[]]).nullable(),
  person: z.enum(PERSONS.map((p) => p.code) as [string, ...string[]]).nullable(),
  /** The form's object prefix (`''` the specific third person, c/qu/qui), null when it has none. */
  object: z.enum(OBJECT_PREFIX_CODES as [string, ...string[]]).nullable(),
  /**
   * For a noun's form (decision 056): possessed (`person` is the possessor), possessed plural, or
   * plural (no `person`); null or absent for a verb form.
   */
  noun: z.enum(NOUN_FORM_KINDS).nullable().optional(),
  description: z.string().nullable(),
});
export type WordMatch = z.infer<typeof WordMatch>;

/**
 * The variety a word belongs to when it is not the app's own (Chicontepec Huasteca Nahuatl,
 * which is `null`), with the label the word card shows (decision 019). Stored as text, so a
 * new value needs only a line here.
 */
export const WORD_VARIANTS = {
  classical: 'Classical Nahuatl',
  other: 'Another variety of Nahuatl',
} as const;
export type WordVariant = keyof typeof WORD_VARIANTS;

const VARIANT_IDS = Object.keys(WORD_VARIANTS) as [WordVariant, ...WordVariant[]];

/** `classical`, … or null (the app's Huasteca variety). */
const Variant = z
  .enum(VARIANT_IDS, { error: `Must be one of ${VARIANT_IDS.join(', ')}, or null for Huasteca Nahuatl.` })
  .nullable();

/** A dictionary word (SPEC.md §3), with its tense table when it is a verb. */
export const Word = z.object({
  id: z.number().int(),
  word: z.string(),
  plain: z.string(),
  type: z.string(),
  past: z.string().nullable(),
  owned: z.string().nullable(),
  transitive: z.boolean().nullable(),
  /**
   * A verb used both with and without an object (decision 081): both kinds of forms exist and are
   * found, and `transitive` says which its table shows first.
   */
  ambitransitive: z.boolean(),
  /** null: the app's Huasteca variety; else the variety the word is from. */
  variant: Variant,
  definition_spanish: z.array(z.string()),
  definition_english: z.array(z.string()),
  annotations: z.array(Annotation),
  tenses: Tenses.nullable(),
  /** Present on results of `?search=`. */
  match: WordMatch.optional(),
});
export type Word = z.infer<typeof Word>;

/**
 * A near miss's suggestion (decision 082): a word whose headword, or one of whose forms, is one
 * letter from what was typed. Spelled as the dictionary spells it; a screen shows it in the
 * reader's alphabet.
 */
export const WordSuggestion = z.object({
  id: z.number().int(),
  /** The headword. */
  word: z.string(),
  /** The form one letter away; null when it is the headword itself. */
  form: z.string().nullable(),
});
export type WordSuggestion = z.infer<typeof WordSuggestion>;

/**
 * The list's answer: DRF's page; with `?search=`, `suggestions` too, the nearest headwords and
 * forms when the search found nothing (empty otherwise).
 */
export const WordPage = pageOf(Word).extend({ suggestions: z.array(WordSuggestion).optional() });
export type WordPage = z.infer<typeof WordPage>;

/** GET /utoaztecan/api/nahuatl/{id}/: the `tenses` conjugated with one object instead of the verb's default. */
export const WordDetailQuery = z.object({
  object: z
    .enum(DETAIL_OBJECTS as [string, ...string[]])
    .optional()
    .describe(
      'The object the `tenses` are conjugated with (`qui`: the specific him/her/it, c/qu/qui); only for a verb that takes one, else a 400',
    ),
});

/** The writable fields of a word (POST by staff). */
export const WordCreate = z.object({
  word: RequiredText(200),
  type: OptionalText.default(''),
  past: OptionalText.nullable().default(null),
  owned: OptionalText.nullable().default(null),
  transitive: z.boolean({ error: 'Must be true, false or null.' }).nullable().default(null),
  ambitransitive: z.boolean({ error: 'Must be a valid boolean.' }).default(false),
  variant: Variant.default(null),
  definition_spanish: Definitions.default([]),
  definition_english: Definitions.default([]),
});
export type WordCreate = z.input<typeof WordCreate>;

/** PATCH /utoaztecan/api/nahuatl/{id}/: any writable field. */
export const WordPatch = z
  .object({
    word: WordCreate.shape.word,
    type: OptionalText,
    past: OptionalText.nullable(),
    owned: OptionalText.nullable(),
    transitive: z.boolean({ error: 'Must be true, false or null.' }).nullable(),
    ambitransitive: z.boolean({ error: 'Must be a valid boolean.' }),
    variant: Variant,
    definition_spanish: Definitions,
    definition_english: Definitions,
  })
  .partial();
export type WordPatch = z.infer<typeof WordPatch>;

/** PATCH /utoaztecan/api/nahuatl/{id}/change-transitive/. */
export const TransitiveChange = z.object({
  transitive: z.boolean({ error: 'Must be true, false or null.' }).nullable(),
});
