import { CARD_STATES, RATINGS, cardAnswers } from '../../../contract/api/review';
import { ReviewLogEntry, type ReviewCard } from '../../../contract/review';
import { memoryOf } from '../../../contract/review-schedule';
import type { DictionaryVerb } from '../../../nahuatl';
import type { ReviewCardRow, ReviewLogRow } from '../../db/tables';
import type { ReviewRepository } from './repository';
import type { CardWordRow } from './subject-queries';

const iso = (value: string | Date): string => (value instanceof Date ? value.toISOString() : value);

/** The verb the language core conjugates a card's word as. */
export function verbOf(word: CardWordRow): DictionaryVerb {
  return {
    word: word.word,
    past: word.past,
    type: word.type,
    transitive: word.transitive === null ? null : Boolean(word.transitive),
    owned: word.owned,
    overrides: word.overrides ? (JSON.parse(word.overrides) as DictionaryVerb['overrides']) : undefined,
  };
}

function presentCard(row: ReviewCardRow, word: CardWordRow | undefined): ReviewCard {
  return {
    id: row.id,
    kind: row.kind,
    word: row.word,
    pattern: row.pattern,
    tense: row.tense,
    person: row.person,
    object: row.object,
    prompt: row.prompt,
    answers: cardAnswers(row, word ? verbOf(word) : null),
    word_data: word
      ? {
          id: word.id,
          word: word.word,
          type: word.type,
          variant: word.variant,
          definition_spanish: JSON.parse(word.definition_spanish) as string[],
          definition_english: JSON.parse(word.definition_english) as string[],
        }
      : null,
    ...memoryOf(row),
    created_at: iso(row.created_at),
  };
}

/** Cards on the wire, their words read in one query. */
export async function presentCards(
  rows: ReviewCardRow[],
  repository: Pick<ReviewRepository, 'words'>,
): Promise<ReviewCard[]> {
  const ids = rows.flatMap((row) => (row.word === null ? [] : [row.word]));
  const words = new Map((await repository.words(ids)).map((word) => [word.id, word]));
  return rows.map((row) => presentCard(row, row.word === null ? undefined : words.get(row.word)));
}

/** One log entry on the wire: its row but the server's columns, with the rating, the states and the times as the wire spells them. */
export function presentLog(row: ReviewLogRow): ReviewLogEntry {
  const { owner: _owner, card_key: _key, ...entry } = row;
  return {
    ...entry,
    rating: RATINGS[row.rating - 1] ?? 'again',
    state_before: CARD_STATES[row.state_before] ?? 'new',
    state_after: CARD_STATES[row.state_after] ?? 'new',
    due_before: iso(row.due_before),
    due_after: iso(row.due_after),
    answered_at: iso(row.answered_at),
  };
}

/** The columns of the CSV export, in order: the log's wire fields. */
export const LOG_CSV_COLUMNS = ReviewLogEntry.keyof().options;
