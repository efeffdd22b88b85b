import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_TAGS, type Locale } from './locales';
import es from './messages/es.json';

/*
 * The API's messages in other languages than English (decision 040). As with gettext and
 * Django, the English text is the message id: the server and the contract keep producing
 * English, and the answer is translated once on its way out. An id with `{name}`
 * placeholders stands for every English text it renders ("Ensure this field has no more
 * than {max} characters." for 150 or 200); the translations are ICU messages (FormatJS's
 * intl-messageformat) over the same names, with plurals and selects where Spanish needs them.
 */

/** Every catalog: English id → ICU message. English has none: its ids are its texts. */
export const API_CATALOGS: Readonly<Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>>> = { es };

/** An id with placeholders, as a pattern that finds them in a rendered English text. */
interface Template {
  pattern: RegExp;
  /** Characters of literal text: an id that says more is tried first ("…, or null." before "…."). */
  literal: number;
  names: string[];
  message: IntlMessageFormat;
}

interface CompiledCatalog {
  exact: Map<string, string>;
  templates: Template[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A piece of an English id: literal text, or a `{name}` placeholder. */
interface IdPiece {
  placeholder: boolean;
  value: string;
}

/**
 * An English id's pieces, in order. Ids are the server's English texts with `{name}`
 * placeholders and no other ICU syntax (api-messages.test.ts checks every one), so they are
 * split here without ICU's parser, which the web build leaves out (decision 073).
 */
export function idPieces(id: string): IdPiece[] {
  return id
    .split(/\{(\w+)\}/)
    .map((value, index) => ({ placeholder: index % 2 === 1, value }))
    .filter((piece) => piece.placeholder || piece.value !== '');
}

function compile(locale: Exclude<Locale, 'en'>): CompiledCatalog {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [id, translation] of Object.entries(API_CATALOGS[locale])) {
    const pieces = idPieces(id);
    const names = pieces.filter((piece) => piece.placeholder).map((piece) => piece.value);
    const message = new IntlMessageFormat(translation, INTL_TAGS[locale], undefined, { ignoreTag: true });
    if (names.length === 0) {
      exact.set(id, String(message.format()));
      continue;
    }
    const source = pieces
      .map((piece) => (piece.placeholder ? '([\\s\\S]*?)' : escapeRegExp(piece.value)))
      .join('');
    const literal = pieces.reduce((sum, piece) => sum + (piece.placeholder ? 0 : piece.value.length), 0);
    templates.push({ pattern: new RegExp(`^${source}$`), literal, names, message });
  }
  return { exact, templates: templates.sort((a, b) => b.literal - a.literal) };
}

const compiled = new Map<Locale, CompiledCatalog>();

function catalogOf(locale: Exclude<Locale, 'en'>): CompiledCatalog {
  let catalog = compiled.get(locale);
  if (catalog === undefined) {
    catalog = compile(locale);
    compiled.set(locale, catalog);
  }
  return catalog;
}

/**
 * A placeholder's value for the translation: a count as a number (for plurals), a message
 * that is itself an id (the reason of "CSRF Failed: {reason}") translated, else as it came.
 */
function argumentValue(value: string, catalog: CompiledCatalog): string | number {
  if (/^\d{1,15}$/.test(value)) return Number(value);
  return catalog.exact.get(value) ?? value;
}

/** `message` (an English text the API produces) in `locale`, or the English when the catalog lacks it. */
export function translateMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  return translationOf(message, catalogOf(locale)) ?? message;
}

/** Whether `locale`'s catalog holds `message`, by its exact id or an id with placeholders. */
export function hasTranslation(message: string, locale: Exclude<Locale, 'en'>): boolean {
  return translationOf(message, catalogOf(locale)) !== undefined;
}

function translationOf(message: string, catalog: CompiledCatalog): string | undefined {
  const exact = catalog.exact.get(message);
  if (exact !== undefined) return exact;
  for (const { pattern, names, message: translation } of catalog.templates) {
    const found = pattern.exec(message);
    if (!found) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, argumentValue(found[i + 1] ?? '', catalog)]));
    return String(translation.format(values));
  }
  return undefined;
}

/**
 * An error body (`{"detail": …}` or `{"field": ["…"]}`) with every message in `locale`;
 * field names stay as they are. Returns a new body: the thrown error is left as it was.
 */
export function translateBody(body: unknown, locale: Locale): unknown {
  if (locale === 'en') return body;
  if (typeof body === 'string') return translateMessage(body, locale);
  if (Array.isArray(body)) return body.map((item) => translateBody(item, locale));
  if (body !== null && typeof body === 'object') {
    return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, translateBody(value, locale)]));
  }
  return body;
}
