import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * A catalog file of ICU messages: the interface's texts (`src/web/i18n/catalogs/<locale>/<part>.json`)
 * and the API's messages in other languages (`src/contract/messages/<locale>.json`, whose English
 * ids stay text: `api-messages.ts` splits them without the parser).
 */
const CATALOG_FILE =
  /[\\/]src[\\/](web[\\/]i18n[\\/]catalogs[\\/]\w+[\\/][\w-]+|contract[\\/]messages[\\/]\w+)\.json$/;

/** The API's catalogs, whose messages are formatted as plain text (`ignoreTag`, as `api-messages.ts` does). */
const API_CATALOG_FILE = /[\\/]src[\\/]contract[\\/]messages[\\/]\w+\.json$/;

/** A catalog's messages, each parsed from ICU message syntax into the form react-intl formats. */
export function compileCatalog(source: string, options: { ignoreTag?: boolean } = {}): string {
  const messages = JSON.parse(source) as Record<string, string>;
  return JSON.stringify(
    Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message, options)])),
  );
}

/**
 * The interface's texts parsed at build time (decision 073): the app then formats them without
 * ICU's message parser, which no longer ships (`@formatjs/icu-messageformat-parser` resolves to
 * its `no-parser` build, as formatjs advises for precompiled messages). The parser and its
 * number-skeleton parser were 27 KB of the code every first visit loads before its first paint;
 * the parsed catalogs are about 1 KB larger in brotli. The dev server and the tests keep the
 * texts as written, parsed on first use.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'compiled-catalogs',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!CATALOG_FILE.test(id)) return undefined;
      return { code: compileCatalog(code, { ignoreTag: API_CATALOG_FILE.test(id) }), map: null };
    },
  };
}
