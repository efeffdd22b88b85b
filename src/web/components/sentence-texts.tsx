import type { Locale } from '../../contract/locales';
import type { Sentence } from '../../contract/sentences';
import { useLocale, useT } from '../i18n/locale';
import type { MessageId } from '../i18n/messages';

/** A text shown beside a sentence, and the language it is written in. */
export interface SentenceText {
  text: string;
  lang: Locale;
}

/**
 * A sentence's translation for a reader of `locale`: the Spanish in Spanish (the English when it
 * has none), the English in English (the Spanish when it has none); null when it has neither.
 */
export function translationOf(sentence: Pick<Sentence, 'spanish' | 'english'>, locale: Locale): SentenceText | null {
  const spanish: SentenceText = { text: sentence.spanish, lang: 'es' };
  const english: SentenceText = { text: sentence.english, lang: 'en' };
  const [first, second] = locale === 'es' ? [spanish, english] : [english, spanish];
  return first.text !== '' ? first : second.text !== '' ? second : null;
}

/**
 * The sources the project's own sample sentences give (`data/sample/sentences.json`), stored in
 * English: the interface words them in the reader's language. Any other source is the author's
 * text and stays as written.
 */
const SAMPLE_SOURCES: Readonly<Record<string, MessageId>> = {
  'Nahuatl Practice sample (forms checked against GRAMMAR.md and the Nāhuatlahtolli paradigms)':
    'sentences.source.sample',
};

/**
 * A sentence's source as the reader reads it: the sample's in the interface language, any
 * other as its author wrote it (`lang` undefined: of unknown language, not to be translated).
 */
export function useSourceText(source: string): { text: string; lang?: Locale } {
  const t = useT();
  const { locale } = useLocale();
  const id = SAMPLE_SOURCES[source];
  return id ? { text: t(id), lang: locale } : { text: source };
}
