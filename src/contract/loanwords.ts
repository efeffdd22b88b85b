import { z } from 'zod';
import { Flag, RecordId, RequiredText } from './common';
import { LOANWORD_LIMITS as LIMITS, loanwordsApi } from './api/loanwords';
import { resourceContract } from './resource';

const Text = (max: number) =>
  z.string({ error: 'Not a valid string.' }).trim().max(max, `Ensure this field has no more than ${max} characters.`);
/** A language code (`CN`, `SP`, `UACV` …): no spaces, no commas (`target_language__in` is a comma list). */
const LanguageCode = RequiredText(LIMITS.source_language).regex(/^[^\s,]+$/, 'A language code has no spaces or commas.');

/**
 * A loanword (SPEC.md §3): `target_word`, of `target_language`, borrowed from `source_word`
 * of `source_language` (caballo, SP → cahuayo, CN). `set` is the cognate set the loanword
 * is filed under; `target_set_key_id` the cognate set of the target word, which the card
 * links to, and `target_set` that set's number in its reference work. `rule_set` is
 * `group-label`: the card shows the label, the part after the first '-'.
 */
export const Loanword = z.object({
  id: z.number().int(),
  source_language: z.string(),
  source_word: z.string(),
  source_definition: z.string(),
  target_language: z.string(),
  target_word: z.string(),
  target_definition: z.string(),
  target_set: z.string(),
  target_set_key_id: z.number().int().nullable(),
  set: z.number().int().nullable(),
  rule_set: z.string(),
  transforms: z.string(),
  share: z.boolean(),
  owner: z.number().int(),
});
export type Loanword = z.infer<typeof Loanword>;

const loanwordFields = {
  source_language: LanguageCode,
  source_word: RequiredText(LIMITS.source_word),
  source_definition: Text(LIMITS.source_definition),
  target_language: LanguageCode,
  target_word: RequiredText(LIMITS.target_word),
  target_definition: Text(LIMITS.target_definition),
  target_set: Text(LIMITS.target_set),
  target_set_key_id: RecordId.nullable(),
  set: RecordId.nullable(),
  rule_set: Text(LIMITS.rule_set),
  transforms: Text(LIMITS.transforms),
  share: Flag,
};

/** POST /utoaztecan/api/loanword/: the two languages and words are required. */
export const LoanwordCreate = z.object({
  ...loanwordFields,
  source_definition: loanwordFields.source_definition.default(''),
  target_definition: loanwordFields.target_definition.default(''),
  target_set: loanwordFields.target_set.default(''),
  target_set_key_id: loanwordFields.target_set_key_id.default(null),
  set: loanwordFields.set.default(null),
  rule_set: loanwordFields.rule_set.default(''),
  transforms: loanwordFields.transforms.default(''),
  share: loanwordFields.share.default(true),
});
export type LoanwordCreate = z.input<typeof LoanwordCreate>;

/** PATCH /utoaztecan/api/loanword/{id}/: only the fields sent change. */
export const LoanwordPatch = z.object(loanwordFields).partial();
export type LoanwordPatch = z.infer<typeof LoanwordPatch>;

/** One row of GET /utoaztecan/api/loanword/language_counts/: a pair of languages and how many loanwords go from one to the other. */
export const LoanwordLanguageCount = z.object({
  source: z.string(),
  target: z.string(),
  count: z.number().int(),
});
export type LoanwordLanguageCount = z.infer<typeof LoanwordLanguageCount>;

/**
 * Loanwords (SPEC.md §7): everyone reads what is shared; staff create them (the loanwords
 * section is theirs, SPEC.md §6), and each owner changes and deletes their own.
 */
export const loanwordResource = resourceContract({
  ...loanwordsApi,
  tag: 'uto-aztecan',
  item: Loanword,
  create: LoanwordCreate,
  patch: LoanwordPatch,
  listSummary:
    'Loanwords; `source_language` and `target_language` (or `target_language__in`, a comma list such as UACV,CN) those of a pair, ' +
    '`set` those filed under a cognate set, `plain__istartswith` either word’s beginning, `loanword` searches words and definitions',
});
