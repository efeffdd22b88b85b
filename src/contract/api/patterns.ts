import { resourceDeclaration } from '../resource';

/* Patterns as both sides need them at run time, without their schemas (`contract/patterns.ts`; decision 073). */

/**
 * What a pattern's key map (`words`, `mapping`) holds for a variable itself, never what every
 * object inherits: a variable may be named `constructor` or `toString`.
 */
export const variableEntry = <V>(map: Readonly<Record<string, V>>, variable: string): V | undefined =>
  Object.hasOwn(map, variable) ? map[variable] : undefined;

/** The most characters each text of a pattern holds: the API's check and the form's `maxLength` (decision 077). */
export const PATTERN_LIMITS = { name: 200, description: 2000, instructions: 2000, template: 500 } as const;

/** Patterns of the question-and-response game (SPEC.md §7): everyone reads what is shared; owners write their own. */
export const patternsApi = resourceDeclaration({
  name: 'pattern',
  plural: 'patterns',
  url: '/utoaztecan/api/pattern/',
  filters: { plain__istartswith: 'istartswith', search: 'icontains', owner: 'id', language: 'exact' },
  creators: 'users',
  featured: { limit: 50, order: 'id' },
  visibility: 'share',
});

/** GET {id}/words/: the words a pattern's mapping uses. */
export const patternWordsUrl = (id: number | string) => `${patternsApi.url}${id}/words/`;
