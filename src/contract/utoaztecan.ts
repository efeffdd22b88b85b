import { z } from 'zod';
import { RecordId } from './common';

const Flag = z.boolean({ error: 'Must be a valid boolean.' });
const Text = (max: number) => z.string({ error: 'Not a valid string.' }).trim().max(max, `Ensure this field has no more than ${max} characters.`);
const Required = (max: number) =>
  z.string({ error: 'This field is required.' }).trim().min(1, 'This field may not be blank.').max(max, `Ensure this field has no more than ${max} characters.`);
const SearchWord = Required(100);

/** A semantic category (SPEC.md §3): a concept, named by its `word`, found by its search `words`. */
export const SemanticCategory = z.object({
  id: z.number().int(),
  word: z.string(),
  words: z.array(z.string()),
  concepticon_id: z.string(),
  share: z.boolean(),
  featured: z.boolean(),
  owner: z.number().int(),
  deleted: z.boolean(),
  /** How many reconstructed words (cognate sets) it holds. */
  set_count: z.number().int(),
});
export type SemanticCategory = z.infer<typeof SemanticCategory>;

const categoryFields = {
  word: Required(100),
  words: z.array(SearchWord, { error: 'Expected a list of words.' }).max(50, 'At most 50 search words.'),
  share: Flag,
};

/** POST /utoaztecan/api/semantic-category/. */
export const SemanticCategoryCreate = z.object({
  ...categoryFields,
  words: categoryFields.words.default([]),
  share: categoryFields.share.default(true),
});
export type SemanticCategoryCreate = z.input<typeof SemanticCategoryCreate>;

/** PATCH /utoaztecan/api/semantic-category/{word}/: only the fields sent change. */
export const SemanticCategoryPatch = z.object(categoryFields).partial();
export type SemanticCategoryPatch = z.infer<typeof SemanticCategoryPatch>;

/** A cognate as a set lists it: one word of one language. */
export const SetCognate = z.object({
  id: z.number().int(),
  language: z.string(),
  language_name: z.string(),
  word: z.string(),
  definition: z.string(),
  reconstructed: z.boolean(),
  loan: z.boolean(),
});
export type SetCognate = z.infer<typeof SetCognate>;

/** A work a set was collected from, and how many of its forms it gave. */
export const Collection = z.object({ name: z.string(), count: z.number().int() });
export type Collection = z.infer<typeof Collection>;

/**
 * A cognate set, or reconstructed word (SPEC.md §3): `word` is the proto-form when
 * `reconstructed`, else the most widespread form, and `set` names the language it is from.
 */
export const CognateSet = z.object({
  id: z.number().int(),
  set: z.string(),
  word: z.string(),
  plain: z.string(),
  definition: z.string(),
  number: z.string(),
  reconstructed: z.boolean(),
  semantic_category: z.number().int().nullable(),
  transforms: z.string(),
  original_text: z.string(),
  collections: z.array(Collection),
  cognates: z.array(SetCognate),
  /** The names of the languages whose words the set holds, in order. */
  languages: z.array(z.string()),
  /** Where the data comes from, for its credit: the dataset's citation and licence. */
  credit: z.object({ citation: z.string(), licence: z.string(), url: z.string() }).nullable(),
  share: z.boolean(),
  featured: z.boolean(),
  owner: z.number().int(),
  deleted: z.boolean(),
});
export type CognateSet = z.infer<typeof CognateSet>;

const setFields = {
  word: Required(200),
  set: Text(100),
  definition: Text(2000),
  number: Text(50),
  reconstructed: Flag,
  semantic_category: RecordId.nullable(),
  transforms: Text(2000),
  original_text: Text(20000),
  share: Flag,
};

/** POST /utoaztecan/api/cognate-set/. */
export const CognateSetCreate = z.object({
  ...setFields,
  set: setFields.set.default(''),
  definition: setFields.definition.default(''),
  number: setFields.number.default(''),
  reconstructed: setFields.reconstructed.default(false),
  semantic_category: setFields.semantic_category.default(null),
  transforms: setFields.transforms.default(''),
  original_text: setFields.original_text.default(''),
  share: setFields.share.default(true),
});
export type CognateSetCreate = z.input<typeof CognateSetCreate>;

/** PATCH /utoaztecan/api/cognate-set/{id}/: the whole set or any of its fields; only the fields sent change. */
export const CognateSetPatch = z.object(setFields).partial();
export type CognateSetPatch = z.infer<typeof CognateSetPatch>;
