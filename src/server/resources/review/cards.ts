import {
  cardAnswers,
  cardKey,
  isNounCardKind,
  nounCardSubjects,
  WORD_KINDS,
  type NounCardKind,
  type ReviewKind,
  type WordKind,
} from '../../../contract/api/review';
import type { GuestDeck } from '../../../contract/review';
import { MAX_INTERVAL_DAYS, newMemory, type Memory } from '../../../contract/review-schedule';
import { acceptedForms, defaultObject, isVerb, PERSON_INDICES, type Tense } from '../../../nahuatl';
import type { z } from 'zod';
import { doesNotExist, errors } from '../../http/errors';
import { verbOf } from './presenter';
import { memoryColumns, type NewCardRow } from './card-queries';
import { logColumns, type NewLogRow } from './log-queries';
import type { ReviewRepository } from './repository';
import type { CardWordRow } from './subject-queries';

/** How far ahead of the server's clock a client's clock may be: a time further on is made up. */
export const CLOCK_SKEW_MS = 5 * 60_000;

const DAY_MS = 86_400_000;

type Subject = Pick<NewCardRow, 'kind' | 'word' | 'pattern' | 'tense' | 'person' | 'object' | 'prompt' | 'expected'>;

/** A card's row: its subject, keyed, with a memory (a new card's, due now, unless given). */
function rowOf(owner: number, subject: Subject, memory: Memory, createdAt: string): NewCardRow {
  return {
    owner,
    card_key: cardKey({ ...subject, kind: subject.kind as ReviewKind }),
    ...subject,
    ...memoryColumns(memory),
    created_at: createdAt,
  };
}

const subjectOf = (fields: Partial<Subject> & Pick<Subject, 'kind'>): Subject => ({
  word: null,
  pattern: null,
  tense: null,
  person: null,
  object: null,
  prompt: '',
  expected: '',
  ...fields,
});

/** The row of one card a learner adds, once its word (or pattern) is known to be there for them; a 400 naming the field otherwise. */
export async function cardRow(
  owner: number,
  body: z.output<typeof import('../../../contract/review').ReviewCardCreate>,
  now: Date,
  repository: Pick<ReviewRepository, 'words' | 'patternVisible'>,
): Promise<NewCardRow> {
  const kind = body.kind!;
  if (kind === 'pattern') {
    if (!(await repository.patternVisible(body.pattern!, owner)))
      throw errors.invalid({ pattern: [doesNotExist(body.pattern)] });
    return rowOf(
      owner,
      subjectOf({ kind, pattern: body.pattern!, prompt: body.prompt!, expected: body.expected! }),
      newMemory(now),
      now.toISOString(),
    );
  }
  const [word] = await repository.words([body.word!]);
  if (!word) throw errors.invalid({ word: [doesNotExist(body.word)] });
  if (isNounCardKind(kind)) return nounCardRow(owner, word, kind, body.person ?? null, now);
  if (kind !== 'conjugation')
    return rowOf(owner, subjectOf({ kind, word: word.id }), newMemory(now), now.toISOString());
  const object = body.object === undefined ? defaultObject(verbOf(word)) : body.object;
  const subject = subjectOf({ kind, word: word.id, tense: body.tense!, person: body.person!, object });
  const problem = formProblem(subject, word);
  if (problem !== undefined) throw errors.invalid({ word: [problem] });
  return rowOf(owner, subject, newMemory(now), now.toISOString());
}

/** Why a card of a word's form is refused: the word's table (a verb's, a noun's) has no such form. */
const NO_FORM: Readonly<Partial<Record<ReviewKind, string>>> = {
  conjugation: 'This word has no such form to practise.',
  possession: 'This word has no possessed form to practise.',
  possessionPlural: 'This word has no such form to practise.',
  plural: 'This word has no such form to practise.',
};

/** Why a word cannot have this card (a verb's possession, a tense its table lacks); undefined when it can. */
function formProblem(subject: Subject, word: CardWordRow): string | undefined {
  const kind = subject.kind as ReviewKind;
  const problem = NO_FORM[kind];
  return problem !== undefined && cardAnswers({ ...subject, kind }, verbOf(word)).length === 0 ? problem : undefined;
}

/**
 * A noun's card of one form (decisions 056, 059): its possessed form or possessed plural for a
 * possessor, or its plural (which has none: a `person` sent with it is not kept); a 400 when
 * the noun's table has no such form.
 */
function nounCardRow(
  owner: number,
  word: CardWordRow,
  kind: NounCardKind,
  person: number | null,
  now: Date,
): NewCardRow {
  const subject = subjectOf({ kind, word: word.id, person: kind === 'plural' ? null : person });
  const problem = formProblem(subject, word);
  if (problem !== undefined) throw errors.invalid({ word: [problem] });
  return rowOf(owner, subject, newMemory(now), now.toISOString());
}

/**
 * The cards of a vocabulary's words: a meaning and a recall card of every word, for each
 * verb a conjugation card of every person in each tense asked (with its default object),
 * where the language core makes that form, and for each noun a card of every form of its
 * table of the noun kinds asked (decision 059).
 */
export function vocabularyCardRows(
  owner: number,
  words: readonly CardWordRow[],
  kinds: readonly WordKind[] = WORD_KINDS,
  tenses: readonly Tense[] = ['present'],
  now: Date,
): NewCardRow[] {
  const memory = newMemory(now);
  const createdAt = now.toISOString();
  const rows: NewCardRow[] = [];
  for (const word of words) {
    for (const kind of kinds) {
      if (isNounCardKind(kind)) continue;
      if (kind !== 'conjugation') {
        rows.push(rowOf(owner, subjectOf({ kind, word: word.id }), memory, createdAt));
        continue;
      }
      if (!isVerb(word.type)) continue;
      const verb = verbOf(word);
      const object = defaultObject(verb);
      for (const tense of tenses) {
        for (const person of PERSON_INDICES) {
          if (acceptedForms(verb, { tense, person, object }).length === 0) continue;
          rows.push(rowOf(owner, subjectOf({ kind, word: word.id, tense, person, object }), memory, createdAt));
        }
      }
    }
    for (const { kind, person } of nounCardSubjects(verbOf(word), kinds)) {
      rows.push(rowOf(owner, subjectOf({ kind, word: word.id, person }), memory, createdAt));
    }
  }
  return rows;
}

type GuestCards = z.output<typeof GuestDeck>['cards'];

/**
 * The times of a guest's cards and answers that are in the future: a card made, reviewed or
 * answered later than the server's clock allows, or due (before or after an answer) further on
 * than the scheduler's longest interval from now; a 400 naming the first such field.
 */
function requireGuestTimes(cards: GuestCards, now: Date): void {
  const latestPast = now.getTime() + CLOCK_SKEW_MS;
  const latestDue = now.getTime() + (MAX_INTERVAL_DAYS + 1) * DAY_MS;
  const check = (path: string, time: string | null, latest: number) => {
    if (time !== null && new Date(time).getTime() > latest) throw errors.invalid({ [path]: ['This time is in the future.'] });
  };
  cards.forEach((card, index) => {
    check(`cards.${index}.created_at`, card.created_at, latestPast);
    check(`cards.${index}.last_review`, card.last_review, latestPast);
    check(`cards.${index}.due`, card.due, latestDue);
    card.logs.forEach((log, at) => {
      const path = `cards.${index}.logs.${at}`;
      check(`${path}.answered_at`, log.answered_at, latestPast);
      check(`${path}.due_before`, log.due_before, latestDue);
      check(`${path}.due_after`, log.due_after, latestDue);
    });
  });
}

/**
 * A guest's cards as rows with their logs, for the learner's deck; a card whose word or
 * pattern is no longer there is skipped (counted, never an error that would lose the rest).
 * A card dated in the future, or asking a form its word has not, is a 400 naming the field.
 */
export async function guestCardRows(
  owner: number,
  cards: GuestCards,
  now: Date,
  repository: Pick<ReviewRepository, 'words' | 'patternVisible'>,
): Promise<{ rows: Array<{ card: NewCardRow; logs: NewLogRow[] }>; skipped: number }> {
  requireGuestTimes(cards, now);
  const words = new Map(
    (await repository.words(cards.flatMap((card) => (card.word === null ? [] : [card.word])))).map((word) => [word.id, word]),
  );
  const rows: Array<{ card: NewCardRow; logs: NewLogRow[] }> = [];
  let skipped = 0;
  for (const [index, card] of cards.entries()) {
    const found = card.word === null ? undefined : words.get(card.word);
    const present =
      card.kind === 'pattern'
        ? card.pattern !== null && (await repository.patternVisible(card.pattern, owner))
        : found !== undefined;
    if (!present) {
      skipped += 1;
      continue;
    }
    const { logs, created_at, kind, word, pattern, tense, person, object, prompt, expected, ...memory } = card;
    const subject = subjectOf({ kind, word, pattern, tense, person, object, prompt, expected });
    const problem = found === undefined ? undefined : formProblem(subject, found);
    if (problem !== undefined) throw errors.invalid({ [`cards.${index}.word`]: [problem] });
    const row = rowOf(owner, subject, memory, created_at);
    rows.push({
      card: row,
      logs: logs.map((log) => ({ ...logColumns(log), card: null, card_key: row.card_key, kind, word })),
    });
  }
  return { rows, skipped };
}
