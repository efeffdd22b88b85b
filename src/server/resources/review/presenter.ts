import { CARD_STATES, RATINGS, cardAnswers, type ReviewKind } from '../../../contract/api/review';
import type { ReviewCard, ReviewLogEntry } from '../../../contract/review';
import type { DictionaryVerb } from '../../../nahuatl';
import type { ReviewCardRow, ReviewLogRow } from '../../db/tables';
import type { CardWordRow, ReviewRepository } from './repository';

const iso = (value: string | Date): string => (value instanceof Date ? value.toISOString() : value);
const isoOrNull = (value: string | Date | null): string | null => (value === null ? null : iso(value));

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

/** A card's FSRS memory on the wire. */
export function memoryOf(row: ReviewCardRow) {
  return {
    due: iso(row.due),
    state: CARD_STATES[row.state] ?? 'new',
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    last_review: isoOrNull(row.last_review),
  };
}

function presentCard(row: ReviewCardRow, word: CardWordRow | undefined): ReviewCard {
  const subject = { ...row, kind: row.kind as ReviewKind };
  return {
    id: row.id,
    kind: subject.kind,
    word: row.word,
    pattern: row.pattern,
    tense: row.tense,
    person: row.person,
    object: row.object,
    prompt: row.prompt,
    answers: cardAnswers(subject, word ? verbOf(word) : null),
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

/** One log entry on the wire. */
export function presentLog(row: ReviewLogRow): ReviewLogEntry {
  return {
    id: row.id,
    card: row.card,
    kind: row.kind as ReviewKind,
    word: row.word,
    answer_id: row.answer_id,
    rating: RATINGS[row.rating - 1] ?? 'again',
    answer: row.answer,
    state_before: CARD_STATES[row.state_before] ?? 'new',
    state_after: CARD_STATES[row.state_after] ?? 'new',
    due_before: iso(row.due_before),
    due_after: iso(row.due_after),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsed_days,
    last_elapsed_days: row.last_elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    answered_at: iso(row.answered_at),
    day: row.day,
    elapsed_ms: row.elapsed_ms,
  };
}

/** The columns of the CSV export, in order: the log's wire fields. */
export const LOG_CSV_COLUMNS = [
  'id',
  'card',
  'kind',
  'word',
  'answer_id',
  'rating',
  'answer',
  'state_before',
  'state_after',
  'due_before',
  'due_after',
  'stability',
  'difficulty',
  'elapsed_days',
  'last_elapsed_days',
  'scheduled_days',
  'learning_steps',
  'answered_at',
  'day',
  'elapsed_ms',
] as const satisfies ReadonlyArray<keyof ReviewLogEntry>;
