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
import { browserEnvironment, currentEnvironment, useEnvironment, type Environment } from '../api/environment';
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

function storedLocale(environment: Environment): Locale | undefined {
  const stored = environment.cookie(LOCALE_COOKIE);
  return isLocale(stored) ? stored : undefined;
}

/** The learner's stored choice (the cookie the server reads too), else the first of their languages the app speaks. */
export function initialLocale(environment: Environment = browserEnvironment): Locale {
  return storedLocale(environment) ?? preferredLocale(environment.languages());
}

const cache = createIntlCache();
const formatters = new WeakMap<object, IntlShape>();
/** The formatter of `locale`, made once per catalog (its catalog must be loaded). */
function intlFor(locale: Locale): IntlShape {
  const messages = catalogOf(locale);
  let intl = formatters.get(messages);
  if (!intl) {
    intl = createIntl({ locale: INTL_TAGS[locale], defaultLocale: INTL_TAGS[DEFAULT_LOCALE], messages }, cache);
    formatters.set(messages, intl);
  }
  return intl;
}

/**
 * A message in the interface's language, for code that runs outside React's render (the message
 * log, the API client's errors): the environment's (decision 073).
 */
export function translate(id: MessageId, values?: MessageValues): string {
  return intlFor(currentEnvironment().textLocale).formatMessage({ id }, values);
}

/** The interface's language, for code that runs outside React's render. */
export const interfaceLocale = (): Locale => currentEnvironment().textLocale;

/** Gives the app its language: the catalog, `Intl` formats, and `<html lang>`. */
export function LocaleProvider({ children, locale: fixed }: { children: ReactNode; locale?: Locale }) {
  const environment = useEnvironment();
  const [locale, setLocaleState] = useState<Locale>(() => fixed ?? initialLocale(environment));
  const [chosen, setChosen] = useState(() => storedLocale(environment) !== undefined);
  const intl = useMemo(() => intlFor(locale), [locale]);

  useEffect(() => {
    // Texts worded outside a render follow the screen's language.
    environment.textLocale = locale;
    document.documentElement.lang = locale;
  }, [environment, locale]);

  const setLocale = useCallback((next: Locale) => {
    // Remembered in this browser; the server reads the same cookie for the first page and the API.
    environment.keepCookie(LOCALE_COOKIE, next);
    setChosen(true);
    // The other language's texts are fetched the first time it is chosen; until they
    // arrive the screen stays in the language it was in.
    void loadCatalog(next).then(() => setLocaleState(next));
  }, [environment]);

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
