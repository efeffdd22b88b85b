import { z } from 'zod';
import { Flag, RecordId, RequiredText } from './common';
import {
  CATEGORY_LIMITS,
  COGNATE_LIMITS,
  COGNATE_SET_LIMITS,
  cognateSetsApi,
  cognatesApi,
  cognateWordsApi,
  semanticCategoriesApi,
} from './api/utoaztecan';
import { resourceContract, wordLinkContract } from './resource';
import { Word } from './words';

const Text = (max: number) =>
  z.string({ error: 'Not a valid string.' }).trim().max(max, `Ensure this field has no more than ${max} characters.`);
const SearchWord = RequiredText(CATEGORY_LIMITS.searchWord);

/**
 * Where imported data comes from, for its credit: the dataset's citation (its authors, year
 * and title), its licence (a name or an address) and its address.
 */
export const Credit = z.object({ citation: z.string(), licence: z.string(), url: z.string() });
export type Credit = z.infer<typeof Credit>;

/** A semantic category (SPEC.md §3): a concept, named by its `word`, found by its search `words`. */
export const SemanticCategory = z.object({
  id: z.number().int(),
  word: z.string(),
  words: z.array(z.string()),
  concepticon_id: z.string(),
  /**
   * Read-only: the project's Spanish gloss of its concept, alternatives joined by ", "
   * ("pájaro, ave"); '' when the category is no concept the project has translated (decision 044).
   */
  gloss_es: z.string(),
  share: z.boolean(),
  featured: z.boolean(),
  owner: z.number().int(),
  deleted: z.boolean(),
  /** How many reconstructed words (cognate sets) it holds. */
  set_count: z.number().int(),
  /** The credits of the datasets its shared reconstructed words come from, each once; none for what users typed in. */
  credits: z.array(Credit),
});
export type SemanticCategory = z.infer<typeof SemanticCategory>;

const categoryFields = {
  word: RequiredText(CATEGORY_LIMITS.word),
  // The figure is CATEGORY_LIMITS.searchWords, written out: the messages' translations are read from literal texts.
  words: z
    .array(SearchWord, { error: 'Expected a list of words.' })
    .max(CATEGORY_LIMITS.searchWords, 'At most 50 search words.'),
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
  credit: Credit.nullable(),
  share: z.boolean(),
  featured: z.boolean(),
  owner: z.number().int(),
  deleted: z.boolean(),
});
export type CognateSet = z.infer<typeof CognateSet>;

const setFields = {
  word: RequiredText(COGNATE_SET_LIMITS.word),
  set: Text(COGNATE_SET_LIMITS.set),
  definition: Text(COGNATE_SET_LIMITS.definition),
  number: Text(COGNATE_SET_LIMITS.number),
  reconstructed: Flag,
  semantic_category: RecordId.nullable(),
  transforms: Text(COGNATE_SET_LIMITS.transforms),
  original_text: Text(COGNATE_SET_LIMITS.original_text),
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

/** A cognate linked to a dictionary word (SPEC.md §3 "Cognate word link"), with the word itself. */
export const CognateWord = z.object({
  id: z.number().int(),
  cognate: z.number().int(),
  nahuatl: z.number().int(),
  nahuatl_word_data: Word,
});
export type CognateWord = z.infer<typeof CognateWord>;

/** POST /utoaztecan/api/cognate-word/: `nahuatl` is the word's id. */
export const CognateWordCreate = z
  .object({ cognate: RecordId, nahuatl: RecordId })
  .transform(({ cognate, nahuatl }) => ({ cognate, nahuatl_word: nahuatl }));

/** A cognate (SPEC.md §3): one word of one language, in a set or not, with the Nahuatl words linked to it. */
export const Cognate = z.object({
  id: z.number().int(),
  language: z.string(),
  language_name: z.string(),
  word: z.string(),
  plain: z.string(),
  definition: z.string(),
  transforms: z.string(),
  reconstructed: z.boolean(),
  loan: z.boolean(),
  /** Where the form is recorded: a dataset's source key (`Karttunen1983`) or what its writer typed; '' when unknown. */
  source: z.string(),
  set: z.number().int().nullable(),
  share: z.boolean(),
  owner: z.number().int(),
  nahuatl_words: z.array(CognateWord),
});
export type Cognate = z.infer<typeof Cognate>;

const cognateFields = {
  language: RequiredText(COGNATE_LIMITS.language),
  word: RequiredText(COGNATE_LIMITS.word),
  definition: Text(COGNATE_LIMITS.definition),
  transforms: Text(COGNATE_LIMITS.transforms),
  source: Text(COGNATE_LIMITS.source),
  set: RecordId.nullable(),
  share: Flag,
};

/** POST /utoaztecan/api/cognate/. */
export const CognateCreate = z.object({
  ...cognateFields,
  definition: cognateFields.definition.default(''),
  transforms: cognateFields.transforms.default(''),
  source: cognateFields.source.default(''),
  set: cognateFields.set.default(null),
  share: cognateFields.share.default(true),
});
export type CognateCreate = z.input<typeof CognateCreate>;

/** PATCH /utoaztecan/api/cognate/{id}/: only the fields sent change. */
export const CognatePatch = z.object(cognateFields).partial();
export type CognatePatch = z.infer<typeof CognatePatch>;

/**
 * The refusals, under `set`, of a cognate past what its set holds (`COGNATE_SET_LIMITS`): in
 * all, or from accounts other than the set's owner.
 */
export const FULL_SET_MESSAGE = `A cognate set holds at most ${COGNATE_SET_LIMITS.cognates} cognates.`;
export const OTHERS_FULL_SET_MESSAGE = `Accounts other than a set's owner add at most ${COGNATE_SET_LIMITS.othersCognates} cognates to it between them.`;

/** The refusal, under `cognate`, of a word linked past `COGNATE_LIMITS.nahuatl_words`. */
export const FULL_COGNATE_MESSAGE = `A cognate links at most ${COGNATE_LIMITS.nahuatl_words} dictionary words.`;

/** One row of GET /utoaztecan/api/cognate/language_counts/: a language, how many cognates it has, and its source. */
export const CognateLanguageCount = z.object({
  language: z.string(),
  count: z.number().int(),
  name: z.string(),
  title: z.string(),
  year: z.string(),
  authors: z.string(),
});
export type CognateLanguageCount = z.infer<typeof CognateLanguageCount>;

const UTO_AZTECAN = 'uto-aztecan';

/** Semantic categories (SPEC.md §7): everyone reads what is shared; owners write their own; the word names one. */
export const semanticCategoryResource = resourceContract({
  ...semanticCategoriesApi,
  tag: UTO_AZTECAN,
  item: SemanticCategory,
  create: SemanticCategoryCreate,
  patch: SemanticCategoryPatch,
  listSummary:
    'Semantic categories; `words__icontains` searches their English and Spanish words, `nahuatl` those related to a dictionary word',
});

/** Cognate sets, the reconstructed words (SPEC.md §7): everyone reads what is shared; owners write their own. */
export const cognateSetResource = resourceContract({
  ...cognateSetsApi,
  tag: UTO_AZTECAN,
  item: CognateSet,
  create: CognateSetCreate,
  patch: CognateSetPatch,
  listSummary:
    'Cognate sets (reconstructed words); `semantic_category` those of a category, `cognateSet` searches words and category words',
});

/** Cognates by language (SPEC.md §7): everyone reads what is shared; owners write their own. */
export const cognateResource = resourceContract({
  ...cognatesApi,
  tag: UTO_AZTECAN,
  item: Cognate,
  create: CognateCreate,
  patch: CognatePatch,
  listSummary:
    'Cognates; `language` those of one language, `set` those of a cognate set, `cognate` searches words and definitions, `nahuatl` those linked to a dictionary word',
});

/** The dictionary words a cognate is linked to. */
export const cognateWordLink = wordLinkContract({
  ...cognateWordsApi,
  tag: UTO_AZTECAN,
  item: CognateWord,
  create: CognateWordCreate,
  duplicate: 'This word is already linked to the cognate.',
});
