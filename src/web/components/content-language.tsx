import { Link, useLocation, useSearchParams } from 'react-router';
import type { Locale } from '../../contract/locales';
import { useLocale, useT } from '../i18n/locale';
import type { MessageId } from '../i18n/messages';
import { readerFirst } from '../i18n/reader-first';

/** `?language=all` in the address: every record, not only those written in the reader's language. */
export const EVERY_LANGUAGE = 'all';

/** Which records of learning content a list shows: the reader's language, or every language. */
export interface ContentLanguage {
  /** The reader's language (the interface's). */
  locale: Locale;
  /** Whether the address asks for every language (`?language=all`). */
  everyLanguage: boolean;
  /** The `language` filter a list sends the API: the reader's, or none for every language. */
  params: { language?: Locale };
  /** The records the list shows: those in the reader's language, or all of them with the reader's first. */
  shown: <T extends { language: Locale }>(records: readonly T[]) => T[];
}

/**
 * The language of the learning content a list shows (decisions 045, 076): the reader's by
 * default, every language with `?language=all`. One address parameter for every list, so a
 * shared link shows the same and the back button undoes the switch.
 */
export function useContentLanguage(): ContentLanguage {
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const everyLanguage = params.get('language') === EVERY_LANGUAGE;
  return {
    locale,
    everyLanguage,
    params: everyLanguage ? {} : { language: locale },
    shown: (records) =>
      everyLanguage ? readerFirst(records, locale) : records.filter((record) => record.language === locale),
  };
}

interface ContentLanguageSwitchProps {
  /** What the link says while the reader's language is shown (default: "Show every language"). */
  showEvery?: MessageId;
  /** What it says while every language is shown (default: "Show only English"). */
  showReader?: MessageId;
}

/**
 * The one visible switch between the reader's language and every language: a link that adds
 * or drops `?language=all` and keeps the address's other parameters (a tag filter, a search),
 * but not its page, as the list it pages changes.
 */
export function ContentLanguageSwitch({
  showEvery = 'common.language.showEvery',
  showReader = 'common.language.showReader',
}: ContentLanguageSwitchProps) {
  const t = useT();
  const { everyLanguage } = useContentLanguage();
  const location = useLocation();
  const next = new URLSearchParams(location.search);
  next.delete('page');
  if (everyLanguage) next.delete('language');
  else next.set('language', EVERY_LANGUAGE);
  const search = next.toString();
  return (
    <Link to={{ pathname: location.pathname, search: search === '' ? '' : `?${search}` }}>
      {t(everyLanguage ? showReader : showEvery)}
    </Link>
  );
}
