import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../contract/locales';
import { LocaleProvider } from '../i18n/locale';
import { page } from '../test/render-app';
import { serveApi, setUpScreenTests } from '../test/serve-api';
import { entryListQueryOptions } from './entry-lists';
import { clearMessages, getMessages } from './message-log';
import { sentences, vocabularies } from './resources';

setUpScreenTests();

/** The interface's language for code outside components, as the app's provider sets it. */
const speak = (locale: Locale) => render(<LocaleProvider locale={locale}>{null}</LocaleProvider>);

const log = () => getMessages().map((message) => message.text);

afterEach(() => {
  speak('en');
  clearMessages();
});

describe('the message log in Spanish', () => {
  it('words a failure and a success in Spanish, keeping the server’s own message', async () => {
    speak('es');
    serveApi(null, {
      'GET /utoaztecan/api/nahuatl-sentence/': () => [200, page([{ id: 1 }, { id: 2 }])],
      'GET /utoaztecan/api/vocabulary/count/': () => [404, { detail: 'No encontrado.' }],
    });
    await vocabularies.countQueryOptions().queryFn!({} as never);
    await sentences.listQueryOptions().queryFn!({} as never);
    expect(log()).toEqual([
      'Error al consultar el número de vocabularios: No encontrado.',
      'se consultaron 2 oraciones',
    ]);
  });

  it('agrees in number with the entries it read', async () => {
    speak('es');
    let found = [{ id: 1 }];
    serveApi(null, { 'GET /blog/api/entry/recent/': () => [200, found] });
    await entryListQueryOptions('recent', 'es').queryFn!({} as never);
    found = [{ id: 1 }, { id: 2 }];
    await entryListQueryOptions('recent', 'es').queryFn!({} as never);
    expect(log()).toEqual(['se consultó 1 entrada reciente', 'se consultaron 2 entradas recientes']);
  });

  it('stays in English otherwise, as SPEC.md words it', async () => {
    serveApi(null, { 'GET /utoaztecan/api/vocabulary/count/': () => [404, { detail: 'Not found.' }] });
    await vocabularies.countQueryOptions().queryFn!({} as never);
    expect(log()).toEqual(['fetch vocabulary count failed: Not found.']);
  });
});
