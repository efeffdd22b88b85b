import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, page, renderApp } from '../test/render-app';
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
