import type { Transaction } from 'kysely';
import type { WordVariant } from '../../../contract/words';
import type { Db } from '../../db/database';
import type { Database, WordRow } from '../../db/tables';
import type { WordInput } from './values';

/** What the dictionary's reads and writes share: its columns, a row read back as input, its natural key. */

/** The columns of `nahuatl_word` every read selects. */
export const COLUMNS = [
  'id',
  'word',
  'plain',
  'spelling',
  'type',
  'past',
  'owned',
  'transitive',
  'ambitransitive',
  'variant',
  'definition_spanish',
  'definition_english',
  'definitions_plain',
  'overrides',
  'tenses',
] as const;

/** Reads a stored row back into the input shape (for re-indexing and updates). */
export function wordInputOf(row: WordRow): WordInput {
  return {
    word: row.word,
    type: row.type,
    past: row.past,
    owned: row.owned,
    transitive: row.transitive === null ? null : Boolean(row.transitive),
    ambitransitive: Boolean(row.ambitransitive),
    variant: row.variant as WordVariant | null,
    definition_spanish: JSON.parse(row.definition_spanish) as string[],
    definition_english: JSON.parse(row.definition_english) as string[],
    overrides: row.overrides ? (JSON.parse(row.overrides) as WordInput['overrides']) : undefined,
  };
}

export type Column = (typeof COLUMNS)[number];

/** A word's natural key: its folded spelling and its type. */
export const keyOf = (row: { plain: string; type: string }) => `${row.plain}\u0000${row.type}`;

/** Where a statement runs: the database, or a transaction. */
export type Executor = Db['kysely'] | Transaction<Database>;
