import { resourceDeclaration } from '../resource';

/* Loanwords as both sides need them at run time, without their schemas (`contract/loanwords.ts`; decision 073). */

/** The fewest loanwords a pair needs to be listed on the loanword index (SPEC.md §9). */
export const LOANWORD_INDEX_MINIMUM = 10;
/** The targets of a single language's loanword page (SPEC.md §9): `target_language__in=UACV,CN`. */
export const LOANWORD_SINGLE_LANGUAGE_TARGETS = ['UACV', 'CN'] as const;

/** The label a card shows for a rule set: the part after the first '-' (SPEC.md §2), or the whole when there is none. */
export function ruleSetLabel(ruleSet: string): string {
  const [, label] = ruleSet.split('-');
  return label ?? ruleSet;
}

/** The most characters each text of a loanword holds: the API's check and the form's `maxLength` (decision 077). */
export const LOANWORD_LIMITS = {
  source_language: 50,
  source_word: 200,
  source_definition: 2000,
  target_language: 50,
  target_word: 200,
  target_definition: 2000,
  target_set: 100,
  rule_set: 200,
  transforms: 2000,
} as const;

/**
 * Loanwords (SPEC.md §7): everyone reads what is shared; staff create them (the loanwords
 * section is theirs, SPEC.md §6), and each owner changes and deletes their own.
 */
export const loanwordsApi = resourceDeclaration({
  name: 'loanword',
  plural: 'loanwords',
  url: '/utoaztecan/api/loanword/',
  filters: {
    source_language: 'exact',
    target_language: 'exact',
    target_language__in: 'in',
    set: 'id',
    plain__istartswith: 'istartswith',
    loanword: 'icontains',
    owner: 'id',
  },
  creators: 'staff',
  featured: false,
  visibility: 'share',
});

/** GET: per pair of source and target language, how many loanwords. */
export const loanwordLanguageCountsUrl = `${loanwordsApi.url}language_counts/`;
