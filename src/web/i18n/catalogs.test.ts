import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { INTL_TAGS, LOCALES } from '../../contract/locales';
import EN_MESSAGES from './catalogs/en';
import ES_MESSAGES from './catalogs/es';
import type { MessageId } from './messages';

const CATALOGS = { en: EN_MESSAGES, es: ES_MESSAGES };

const ids = Object.keys(EN_MESSAGES) as MessageId[];

/** The names of a message's arguments, tags included, e.g. `{count, plural…}` and `<name>`. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.tag) argumentsOf(element.children, names);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    }
  }
  return names;
}

const sorted = (names: Set<string>) => [...names].sort();

describe('the interface catalogs', () => {
  it('hold the same message ids in both languages', () => {
    expect(Object.keys(CATALOGS.es).sort()).toEqual([...ids].sort());
  });

  it('have no empty message', () => {
    for (const locale of LOCALES) {
      const empty = ids.filter((id) => CATALOGS[locale][id].trim() === '');
      expect(empty, locale).toEqual([]);
    }
  });

  it.each(LOCALES)('are valid ICU messages with the English arguments (%s)', (locale) => {
    const mismatched = ids.filter((id) => {
      const english = argumentsOf(parse(EN_MESSAGES[id]));
      return sorted(argumentsOf(parse(CATALOGS[locale][id]))).join() !== sorted(english).join();
    });
    expect(mismatched).toEqual([]);
  });

  it('give every plural an "other" form', () => {
    const lacking = LOCALES.flatMap((locale) =>
      ids.filter((id) => {
        const plurals = parse(CATALOGS[locale][id]).filter((element) => element.type === TYPE.plural);
        return plurals.some((plural) => !('other' in plural.options));
      }),
    );
    expect(lacking).toEqual([]);
  });

  it('format counts with the language’s plural and digit grouping', () => {
    const message = '{count, plural, one {# palabra} other {# palabras}}';
    const format = new IntlMessageFormat(message, INTL_TAGS.es);
    const count = (n: number) => format.format({ count: n });
    expect([count(1), count(404), count(1234)]).toEqual(['1 palabra', '404 palabras', '1,234 palabras']);
  });

  it('agree in number in Spanish where a count decides the words (issue 48)', () => {
    const spanish = (id: keyof typeof CATALOGS.es, count: number) =>
      new IntlMessageFormat(CATALOGS.es[id], INTL_TAGS.es).format({ count }) as string;
    expect(spanish('review.merge.offer', 1)).toBe('Estudiaste 1 tarjeta sin iniciar sesión. ¿Quieres agregarla a tu cuenta?');
    expect([spanish('review.merge.add', 1), spanish('review.merge.add', 3)]).toEqual(['Agregarla', 'Agregarlas']);
  });
});
