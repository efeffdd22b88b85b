import { z } from 'zod';
import { OBJECT_PREFIX_CODES, PERSON_INDICES, TENSE_IDS, type ObjectPrefix, type Tense } from '../nahuatl';

/* The fields that name one form of a word in a request: a review card's, a recording's. */

/** A tense of the conjugation tables. */
export const TenseField = z.enum(TENSE_IDS as [Tense, ...Tense[]], {
  error: `Must be one of ${TENSE_IDS.join(', ')}.`,
});

/** A person, by its index in the tables (0–5). */
export const PersonField = z
  .number({ error: 'A valid integer is required.' })
  .int('A valid integer is required.')
  .refine(
    (value) => (PERSON_INDICES as readonly number[]).includes(value),
    `Must be one of ${PERSON_INDICES.join(', ')}.`,
  );

/** An object prefix by its code (`''` is the third person singular qui/c). */
export const ObjectField = z.enum(OBJECT_PREFIX_CODES as [ObjectPrefix, ...ObjectPrefix[]], {
  error: `Must be one of ${OBJECT_PREFIX_CODES.map((code) => JSON.stringify(code)).join(', ')}, or null.`,
});
