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
import { newMemory, type Memory } from '../../../contract/review-schedule';
import { acceptedForms, defaultObject, isVerb, PERSON_INDICES, type PersonIndex, type Tense } from '../../../nahuatl';
import type { z } from 'zod';
import { doesNotExist, errors } from '../../http/errors';
import { verbOf } from './presenter';
import { memoryColumns, type NewCardRow } from './card-queries';
import { logColumns, type NewLogRow } from './log-queries';
import type { ReviewRepository } from './repository';
import type { CardWordRow } from './subject-queries';

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
  const verb = verbOf(word);
  const object = body.object === undefined ? defaultObject(verb) : body.object;
  if (acceptedForms(verb, { tense: body.tense!, person: body.person! as PersonIndex, object }).length === 0) {
    throw errors.invalid({ word: ['This word has no such form to practise.'] });
  }
  return rowOf(
    owner,
    subjectOf({ kind, word: word.id, tense: body.tense!, person: body.person!, object }),
    newMemory(now),
    now.toISOString(),
  );
}

/** Why a noun card is refused: the noun's table has no such form. */
const NO_NOUN_FORM: Readonly<Record<NounCardKind, string>> = {
  possession: 'This word has no possessed form to practise.',
  possessionPlural: 'This word has no such form to practise.',
  plural: 'This word has no such form to practise.',
};

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
  if (cardAnswers({ ...subject, kind }, verbOf(word)).length === 0) {
    throw errors.invalid({ word: [NO_NOUN_FORM[kind]] });
  }
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

/**
 * A guest's cards as rows with their logs, for the learner's deck; a card whose word or
 * pattern is no longer there is skipped (counted, never an error that would lose the rest).
 */
export async function guestCardRows(
  owner: number,
  cards: z.output<typeof GuestDeck>['cards'],
  repository: Pick<ReviewRepository, 'words' | 'patternVisible'>,
): Promise<{ rows: Array<{ card: NewCardRow; logs: NewLogRow[] }>; skipped: number }> {
  const words = new Set(
    (await repository.words(cards.flatMap((card) => (card.word === null ? [] : [card.word])))).map((word) => word.id),
  );
  const rows: Array<{ card: NewCardRow; logs: NewLogRow[] }> = [];
  let skipped = 0;
  for (const card of cards) {
    const present =
      card.kind === 'pattern'
        ? card.pattern !== null && (await repository.patternVisible(card.pattern, owner))
        : card.word !== null && words.has(card.word);
    if (!present) {
      skipped += 1;
      continue;
    }
    const { logs, created_at, kind, word, pattern, tense, person, object, prompt, expected, ...memory } = card;
    const row = rowOf(
      owner,
      subjectOf({ kind, word, pattern, tense, person, object, prompt, expected }),
      memory,
      created_at,
    );
    rows.push({
      card: row,
      logs: logs.map((log) => ({ ...logColumns(log), card: null, card_key: row.card_key, kind, word })),
    });
  }
  return { rows, skipped };
}
