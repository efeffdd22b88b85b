import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { compileCatalog } from './compiled-catalogs';

describe('the catalogs parsed at build time (decision 073)', () => {
  const compiled = JSON.parse(
    compileCatalog(
      JSON.stringify({
        plain: 'Word Search',
        count: '{count, plural, one {# word} other {# words}}',
        tag: 'Read <b>{name}</b>',
      }),
    ),
  ) as Record<string, unknown>;

  it('keeps every message id', () => {
    expect(Object.keys(compiled)).toEqual(['plain', 'count', 'tag']);
  });

  it('formats each parsed message as its text formats', () => {
    const format = (message: unknown, values?: Record<string, unknown>) =>
      new IntlMessageFormat(message as string, 'en').format(values as never);
    expect(format(compiled.plain)).toBe('Word Search');
    expect(format(compiled.count, { count: 1 })).toBe('1 word');
    expect(format(compiled.count, { count: 3 })).toBe('3 words');
    expect(format(compiled.tag, { name: 'cochi', b: (chunks: string[]) => `[${chunks.join('')}]` })).toEqual(
      'Read [cochi]',
    );
  });

  it("reads the API's catalogs with tags as text, as api-messages.ts formats them", () => {
    const api = JSON.parse(compileCatalog(JSON.stringify({ id: 'Use <b> here, {name}' }), { ignoreTag: true }));
    expect(new IntlMessageFormat(api.id, 'es', undefined, { ignoreTag: true }).format({ name: 'x' })).toBe(
      'Use <b> here, x',
    );
  });

  it('refuses a message that is not valid ICU, failing the build', () => {
    expect(() => compileCatalog(JSON.stringify({ broken: 'Hello {name' }))).toThrow();
  });
});
