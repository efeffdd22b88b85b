/**
 * The pattern game's words for the screen, written from the game's data in the interface
 * language: the hints (meanings in Spanish first in Spanish, Nahuatl in the learner's alphabet). Verdicts on a response are the
 * games' shared `verdictText`.
 * The game module and the language core stay free of interface texts; the panel calls these
 * as it draws, so switching the language rewrites them at once.
 */

import type { Locale } from '../../../contract/locales';
import type { Alphabet } from '../../../contract/accounts';
import { spellInAlphabet } from '../../i18n/alphabet';
import { personLabelId, tenseLabelId } from '../../i18n/grammar';
import type { MessageValues } from '../../i18n/locale';
import type { MessageId } from '../../i18n/messages';
import type { Filling, PatternHint } from './pattern-game';

/** `t` of `useT()`, or `translate` outside React. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** A word with its meaning, “cuā ‘comer (algo)’”: the Spanish meaning in Spanish when the word has one, else the English. */
function withMeaning(filling: Filling, t: Translate, locale: Locale, spell: (text: string) => string): string {
  const gloss = locale === 'es' && filling.spanishGloss !== '' ? filling.spanishGloss : filling.gloss;
  const word = spell(filling.word);
  return gloss === '' ? word : t('patterns.hint.word', { word, gloss });
}

/** "a, b and c" ("a, b y c"). */
function listed(items: readonly string[], t: Translate): string {
  if (items.length <= 1) return items[0] ?? '';
  return t('patterns.hint.list', { items: items.slice(0, -1).join(', '), last: items[items.length - 1] });
}

/** A hint as the learner reads it, its Nahuatl in their alphabet (decision 052). */
export function hintText(hint: PatternHint, t: Translate, locale: Locale, alphabet: Alphabet = 'dictionary'): string {
  if (hint.kind === 'shape') return t('patterns.hint.shape', { shape: alphabet === 'modern' ? hint.modernShape : hint.shape });
  const spell = (text: string) => spellInAlphabet(alphabet, text);
  const words = (fillings: readonly Filling[]) =>
    listed(
      fillings.map((filling) => withMeaning(filling, t, locale, spell)),
      t,
    );
  const parts: string[] = [];
  if (hint.conjugate.length > 0)
    parts.push(
      t('patterns.hint.answerAs', {
        person: t(personLabelId(hint.person)),
        tense: t(tenseLabelId(hint.tense)),
        words: words(hint.conjugate),
      }),
    );
  if (hint.use.length > 0) parts.push(t('patterns.hint.use', { words: words(hint.use) }));
  for (const [from, to] of hint.substitutions)
    parts.push(t('patterns.hint.substitution', { from: spell(from), to: spell(to) }));
  return parts.length > 0 ? parts.join(' ') : t('patterns.hint.none');
}
