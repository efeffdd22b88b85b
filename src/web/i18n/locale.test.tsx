import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../contract/users';
import { fakeApi, page, renderApp } from '../test/render-app';
import { serveApi } from '../test/serve-api';
import { initialLocale } from './locale';

const forgetChoice = () => {
  document.cookie = 'lang=; path=/; max-age=0';
};

afterEach(() => {
  forgetChoice();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the interface language', () => {
  it('follows the browser’s languages when the learner has not chosen', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'es-MX', 'en']);
    expect(initialLocale()).toBe('es');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de']);
    expect(initialLocale()).toBe('en');
  });

  it('keeps the learner’s choice over the browser’s', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX']);
    document.cookie = 'lang=en; path=/';
    expect(initialLocale()).toBe('en');
  });

  it('changes at once from the switch, and is remembered', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.stubGlobal('fetch', fakeApi({ 'GET /utoaztecan/api/users/': () => [200, page([])] }));
    renderApp('/words', { locale: 'es' });
    const menu = () => screen.getByRole('navigation', { name: /Main menu|Menú principal/ });

    expect(await within(menu()).findByRole('link', { name: 'Palabras' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(document.title).toBe('Palabras · Práctica de Náhuatl');
    const spanish = screen.getByRole('button', { name: 'Español' });
    expect(spanish.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));

    expect(await within(menu()).findByRole('link', { name: 'Words' })).toBeTruthy();
    expect(within(menu()).queryByRole('link', { name: 'Palabras' })).toBeNull();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(document.title).toBe('Words · Nahuatl Practice');
    expect(document.cookie).toContain('lang=en');
    expect(initialLocale()).toBe('en');
  });
});

describe('the language of a signed-in learner', () => {
  const ana = (language: CurrentUser['language']): CurrentUser => ({
    id: 2,
    username: 'ana',
    first_name: 'Ana',
    email: '',
    is_staff: false,
    language,
    alphabet: null,
  });
  const mainMenu = () => screen.getByRole('navigation', { name: /Main menu|Menú principal/ });

  it('comes from their account in a browser where they never chose', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    const requests = serveApi(ana('es'));
    renderApp('/words', { locale: 'browser' });

    expect(await within(mainMenu()).findByRole('link', { name: 'Palabras' })).toBeTruthy();
    expect(document.cookie).toContain('lang=es');
    expect(requests.filter((request) => request.call.startsWith('PATCH'))).toEqual([]);
  });

  it('is stored in their account when they switch, and the choice of this browser wins', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    document.cookie = 'lang=en; path=/';
    const requests = serveApi(ana('es'), {
      'PATCH /utoaztecan/api/users/2/': (body) => [200, { ...ana('es'), ...(body as object) }],
    });
    renderApp('/words', { locale: 'browser' });

    expect(await within(mainMenu()).findByRole('link', { name: 'Words' })).toBeTruthy();
    await waitFor(() =>
      expect(requests.filter((request) => request.call.startsWith('PATCH'))).toEqual([
        { call: 'PATCH /utoaztecan/api/users/2/', body: { language: 'en' } },
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(await within(mainMenu()).findByRole('link', { name: 'Palabras' })).toBeTruthy();
    await waitFor(() =>
      expect(requests.filter((request) => request.call.startsWith('PATCH')).map((request) => request.body)).toEqual([
        { language: 'en' },
        { language: 'es' },
      ]),
    );
  });

  it('is left alone for a guest', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const requests = serveApi(null);
    renderApp('/words', { locale: 'browser' });
    fireEvent.click(await screen.findByRole('button', { name: 'Español' }));
    expect(await within(mainMenu()).findByRole('link', { name: 'Palabras' })).toBeTruthy();
    expect(requests.filter((request) => request.call.startsWith('PATCH'))).toEqual([]);
  });
});
