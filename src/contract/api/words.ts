import { OBJECT_PREFIX_CODES, type ObjectPrefix } from '../../nahuatl';
import { STAFF_ONLY } from '../policy';
import type { FilterDeclarations, FilterValues } from '../resource';

/* The dictionary as both sides need it at run time, without its schemas (`contract/words.ts`; decision 073). */

/**
 * The objects the word detail call conjugates a verb with (`?object=`): SPEC.md's nine, in its
 * order, each spelled as its code, and the specific third person (code `''`, realised c/qu/qui)
 * as `qui`, so that every value is a word that can stand in an address (decision 053).
 */
export const DETAIL_OBJECTS: readonly string[] = OBJECT_PREFIX_CODES.map((code) => (code === '' ? 'qui' : code));

/** A detail `object` value as the engine's object code; undefined for anything else. */
export function objectOfDetailValue(value: unknown): ObjectPrefix | undefined {
  const index = typeof value === 'string' ? DETAIL_OBJECTS.indexOf(value) : -1;
  return index === -1 ? undefined : OBJECT_PREFIX_CODES[index];
}

/** An object code as the detail call's `object` value (`''` → `qui`). */
export const detailValueOfObject = (object: ObjectPrefix): string => (object === '' ? 'qui' : object);

/**
 * The dictionary (SPEC.md §7 "Words"): its address, and the filters its list and `count/` take
 * besides `search`. `recorded` keeps the words a guest can hear said (true) or those nobody
 * has recorded for guests yet (false; decision 087).
 */
const WORDS_URL = '/utoaztecan/api/nahuatl/';

export const wordsApi = {
  url: WORDS_URL,
  /** The dictionary itself is staff's to change (words, annotations, transitivity; DESIGN.md §4). */
  guard: STAFF_ONLY,
  tag: 'words',
  filters: {
    plain__istartswith: 'istartswith',
    word: 'exact',
    type: 'exact',
    letter: 'exact',
    modern_letter: 'exact',
    recorded: 'boolean',
  },
  /** Not a filter: the dictionary's ranked search (SPEC.md §7). */
  search: 'search',
  count: `${WORDS_URL}count/`,
  word: (id: number | string) => `${WORDS_URL}${id}/`,
  changeTransitive: (id: number | string) => `${WORDS_URL}${id}/change-transitive/`,
  annotations: '/utoaztecan/api/nahuatl-annotation/',
  annotation: (id: number | string) => `/utoaztecan/api/nahuatl-annotation/${id}/`,
} as const satisfies { filters: FilterDeclarations } & Record<string, unknown>;

/** The filters a client may send to the dictionary's list and `count/`, and its search. */
export type WordQuery = FilterValues<typeof wordsApi.filters> & { search?: string };
