import type { Locale } from '../../../contract/locales';
import type { ReviewCard, ReviewWord } from '../../../contract/review';
import type { ObjectPrefix, PersonIndex, Tense } from '../../../nahuatl';
import { glossOf } from '../../components/game/gloss';
import type { Say } from '../../components/game/say';
import { promptWords, type PromptWords } from '../../components/game/prompt-words';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long until a card is due again, as its rating button shows it: "1 min", "10 min", "4 d", "3 mo", "1 y". */
export function intervalText(ms: number, say: Say): string {
  if (ms < HOUR) return say('review.interval.minutes', { count: Math.max(1, Math.round(ms / MINUTE)) });
  if (ms < DAY) return say('review.interval.hours', { count: Math.round(ms / HOUR) });
  const days = ms / DAY;
  if (days < 30) return say('review.interval.days', { count: Math.round(days) });
  if (days < 365) return say('review.interval.months', { count: Math.round((days / 30.4375) * 10) / 10 });
  return say('review.interval.years', { count: Math.round((days / 365.25) * 10) / 10 });
}

/** One language's definitions of a word. */
export interface Definitions {
  lang: 'es' | 'en';
  items: readonly string[];
}

/** A word's definitions, the interface's language first (Spanish first in Spanish); a language without any is left out. */
export function definitionsOf(word: ReviewWord, locale: Locale): Definitions[] {
  const spanish: Definitions = { lang: 'es', items: word.definition_spanish };
  const english: Definitions = { lang: 'en', items: word.definition_english };
  return (locale === 'es' ? [spanish, english] : [english, spanish]).filter((group) => group.items.length > 0);
}

/** A conjugation card's prompt as Conjugate words it: the verb and its gloss, the tense, the person, the object. */
export function conjugationPrompt(card: ReviewCard, say: Say, locale: Locale): PromptWords | null {
  const word = card.word_data;
  if (word === null || card.tense === null || card.person === null) return null;
  const verb = {
    word: word.word,
    gloss: glossOf(word.definition_english),
    spanishGloss: (word.definition_spanish[0] ?? '').trim(),
  };
  const question = {
    verb: 0,
    tense: card.tense as Tense,
    person: card.person as PersonIndex,
    object: card.object as ObjectPrefix | null,
  };
  return promptWords([verb], question, say, locale);
}

/** Time spent, in whole minutes and seconds. */
export function minutesAndSeconds(ms: number): { minutes: number; seconds: number } {
  const total = Math.round(ms / 1000);
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}

/** How far ahead `when` is, in the unit a learner reads it in ("in 10 minutes", "in 3 days"). */
export function relativeTo(when: Date, now: Date): { value: number; unit: 'minute' | 'hour' | 'day' } {
  const ms = when.getTime() - now.getTime();
  if (ms < HOUR) return { value: Math.max(1, Math.round(ms / MINUTE)), unit: 'minute' };
  if (ms < DAY) return { value: Math.round(ms / HOUR), unit: 'hour' };
  return { value: Math.round(ms / DAY), unit: 'day' };
}
