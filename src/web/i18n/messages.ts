/*
 * The interface texts of both languages, one catalog file per part of the app (data files
 * under catalogs/, ICU message syntax), gathered per language by `catalogs/<locale>/index.ts`.
 * The English catalog defines the message ids; the Spanish one must have every one of them,
 * which the type check enforces (and catalogs.test.ts checks the other way, and that every
 * message is valid ICU). Each language is its own chunk, loaded when it is shown: a visitor
 * downloads one of them, not both (decision 073: the first visit's transfer, issue 32).
 */

import type { Locale } from '../../contract/locales';
import type englishMessages from './catalogs/en';

/** A message id: a key of the catalogs, e.g. `'shell.menu.words'`. */
export type MessageId = keyof typeof englishMessages;

/** One language's texts, keyed by message id. */
export type Catalog = Readonly<Record<MessageId, string>>;

const LOADERS: Record<Locale, () => Promise<{ default: Catalog }>> = {
  en: () => import('./catalogs/en'),
  es: () => import('./catalogs/es'),
};

const loaded = new Map<Locale, Catalog>();

/** Loads a language's catalog (once); the app shows a language only after this. */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  const held = loaded.get(locale);
  if (held) return held;
  const catalog = (await LOADERS[locale]()).default;
  loaded.set(locale, catalog);
  return catalog;
}

/** A catalog already loaded by {@link loadCatalog}. */
export function catalogOf(locale: Locale): Catalog {
  const catalog = loaded.get(locale);
  if (!catalog) throw new Error(`The ${locale} catalog is not loaded: call loadCatalog first.`);
  return catalog;
}

declare global {
  // Types react-intl's message ids (`formatMessage({ id })`, `<FormattedMessage id>`) as the catalog's keys.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
