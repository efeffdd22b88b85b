import type { Locale } from '../../../contract/locales';
import type { ObjectPrefix, PersonIndex, Tense } from '../../../nahuatl';
import { personLabelId, tenseLabelId } from '../../i18n/grammar';
import { objectGloss } from './form-pieces';
import type { Say } from './say';

// A conjugation prompt in words: the drill shows it, and a review card made from a
// practice mistake shows it again on its front.

/** What a question asks: `verb` indexes the game's verbs; `object` is null for no object. */
export interface Combination {
  verb: number;
  tense: Tense;
  person: PersonIndex;
  object: ObjectPrefix | null;
}

/** What a prompt shows of a verb (the practice's `PracticeVerb`, or a review card's). */
export interface PromptVerb {
  word: string;
  gloss: string;
  spanishGloss: string;
}

/** The prompt's parts in words: "cochi", "sleep", "future", "we", and the object if any. */
export interface PromptWords {
  word: string;
  gloss: string;
  /** The language of the gloss: Spanish in Spanish when the verb has a Spanish definition. */
  glossLang: 'es' | 'en';
  tense: string;
  person: string;
  object: string | null;
}

/** The gloss a learner reads beside the verb: in Spanish its Spanish definition first, else its English one. */
function glossFor(
  verb: PromptVerb | undefined,
  locale: Locale,
): Pick<PromptWords, 'gloss' | 'glossLang'> {
  if (locale === 'es' && verb !== undefined && verb.spanishGloss !== '')
    return { gloss: verb.spanishGloss, glossLang: 'es' };
  return { gloss: verb?.gloss ?? '', glossLang: 'en' };
}

export function promptWords(
  verbs: readonly PromptVerb[],
  question: Combination,
  say: Say,
  locale: Locale,
): PromptWords {
  const verb = verbs[question.verb];
  const { person, object } = question;
  return {
    word: verb?.word ?? '',
    ...glossFor(verb, locale),
    tense: say(tenseLabelId(question.tense)),
    person: say(personLabelId(person)),
    object: object === null ? null : objectGloss({ person, object }, say),
  };
}

/** The prompt as one line: "cochi — sleep · future · we" (the gloss left out when there is none). */
export function promptText(words: PromptWords): string {
  const head = words.gloss === '' ? words.word : `${words.word} — ${words.gloss}`;
  return [head, words.tense, words.person, ...(words.object === null ? [] : [words.object])].join(' · ');
}
