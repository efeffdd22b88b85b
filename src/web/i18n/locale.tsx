import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, IntlProvider, useIntl, type IntlShape } from 'react-intl';
import {
  DEFAULT_LOCALE,
  INTL_TAGS,
  isLocale,
  LOCALE_COOKIE,
  preferredLocale,
  type Locale,
} from '../../contract/locales';
import { readCookie } from '../api/cookies';
import { catalogOf, loadCatalog, type MessageId } from './messages';

/** The language tag the app marks Nahuatl text with (ISO 639-2 `nah`, the Nahuatl languages). */
export const NAHUATL_LANG = 'nah';

/** What a message's placeholders may be given (plain values; tags go through `<FormattedMessage>`). */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

interface LocaleChoice {
  locale: Locale;
  /** Whether the learner picked the language in this browser (the cookie), rather than the browser's preference. */
  chosen: boolean;
  /** Shows the app in `locale` at once and remembers the choice. */
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleChoice | null>(null);

const ONE_YEAR = 60 * 60 * 24 * 365;

function storedLocale(): Locale | undefined {
  const stored = readCookie(LOCALE_COOKIE);
  return isLocale(stored) ? stored : undefined;
}

/** The learner's stored choice, else the first of the browser's languages the app speaks. */
export function initialLocale(): Locale {
  return storedLocale() ?? preferredLocale(navigator.languages ?? [navigator.language]);
}

/** Remembers the choice in this browser; the server reads the same cookie for the first page and the API. */
function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}

const cache = createIntlCache();
const intlFor = (locale: Locale): IntlShape =>
  createIntl(
    { locale: INTL_TAGS[locale], defaultLocale: INTL_TAGS[DEFAULT_LOCALE], messages: catalogOf(locale) },
    cache,
  );

/** The active language and its formatter, for code outside components (the message log, games' texts). */
let active: IntlShape | undefined;
let activeLocale: Locale = DEFAULT_LOCALE;

/** A message in the active language, for code that runs outside React's render. */
export function translate(id: MessageId, values?: MessageValues): string {
  active ??= intlFor(DEFAULT_LOCALE);
  return active.formatMessage({ id }, values);
}

/** The active language, for code that runs outside React's render. */
export const interfaceLocale = (): Locale => activeLocale;

/** Gives the app its language: the catalog, `Intl` formats, and `<html lang>`. */
export function LocaleProvider({ children, locale: fixed }: { children: ReactNode; locale?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(() => fixed ?? initialLocale());
  const [chosen, setChosen] = useState(() => storedLocale() !== undefined);
  const intl = useMemo(() => intlFor(locale), [locale]);
  // Set while rendering, so that code the render calls words its texts in this language.
  active = intl;
  activeLocale = locale;

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    rememberLocale(next);
    setChosen(true);
    // The other language's texts are fetched the first time it is chosen; until they
    // arrive the screen stays in the language it was in.
    void loadCatalog(next).then(() => setLocaleState(next));
  }, []);

  const choice = useMemo(() => ({ locale, chosen, setLocale }), [locale, chosen, setLocale]);
  return (
    <LocaleContext.Provider value={choice}>
      <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={intl.messages}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/** The interface language and the way to change it. */
export function useLocale(): LocaleChoice {
  const choice = useContext(LocaleContext);
  if (!choice) throw new Error('useLocale needs a <LocaleProvider> above it');
  return choice;
}

/** `t(id, values)`: a message of the active language as a string (for attributes, titles, plain text). */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
