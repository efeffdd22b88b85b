import type { Annotation, Word, WordMatch } from '../../../contract/words';
import { conjugateAll, tensesFor, type ObjectPrefix, type TenseTable } from '../../../nahuatl';
import type { AnnotationRow, WordRow } from '../../db/tables';
import { wordInputOf } from './repository';

/** An annotation on the wire. */
export function presentAnnotation(row: AnnotationRow): Annotation {
  return { id: row.id, owner: row.owner, nahuatl: row.nahuatl, definition: row.definition };
}

/**
 * A word on the wire: definitions as lists, its annotations, and the tense table of a verb,
 * with its default object unless `object` names another (the detail call's `?object=`,
 * which the route allows only on a verb that takes one).
 */
export function presentWord(
  row: WordRow,
  annotations: AnnotationRow[],
  match?: WordMatch,
  object?: ObjectPrefix,
): Word {
  const input = wordInputOf(row);
  return {
    id: row.id,
    word: row.word,
    plain: row.plain,
    type: row.type,
    past: row.past,
    owned: row.owned,
    transitive: input.transitive,
    ambitransitive: input.ambitransitive === true,
    variant: input.variant ?? null,
    definition_spanish: input.definition_spanish,
    definition_english: input.definition_english,
    annotations: annotations.map(presentAnnotation),
    // Stored when the word was written; a row from before migration 011 filled it is computed here.
    tenses:
      object !== undefined
        ? conjugateAll(input, object)
        : row.tenses === null
          ? tensesFor(input)
          : (JSON.parse(row.tenses) as TenseTable | null),
    ...(match ? { match } : {}),
  };
}
