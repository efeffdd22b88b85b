import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { ana, entry } from '../../test/fixtures';
import { serveApi, setUpScreenTests } from '../../test/serve-api';

const welcome = entry(1, 'Nahuatl and the Huasteca', { tags: ['piyali'] });
const howTo = entry(2, 'How to use Nahuatl Practice', { tags: ['piyali'] });
const counting = entry(3, 'Counting in twenties', { featured: true });
const bienvenida = entry(11, 'El náhuatl y la Huasteca', { tags: ['piyali'], language: 'es' });
const contar = entry(13, 'Contar de veinte en veinte', { featured: true, language: 'es' });

setUpScreenTests();

describe('/piyali', { timeout: 20_000 }, () => {
  it('greets, then lists the welcome, recent and featured entries; the favourites and word search are hidden', async () => {
    const requests = serveApi(ana, {
      'GET /blog/api/entry/piyali/': () => [200, [howTo, welcome]],
      'GET /blog/api/entry/recent/': () => [200, [counting, howTo, welcome]],
      'GET /blog/api/entry/featured/': () => [200, [counting]],
    });
    renderApp('/piyali');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nahuatl Practice' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Welcome to your Nahuatl practice partner.')).toBeTruthy();
    expect(screen.getByText("Let's get started!")).toBeTruthy();

    const titles = (list: string) =>
      within(screen.getByRole('list', { name: list }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    await waitFor(() => expect(titles('Featured Blog Entry Previews')).toEqual(['Counting in twenties']));
    expect(titles('Start here')).toEqual(['How to use Nahuatl Practice', 'Nahuatl and the Huasteca']);
    expect(titles('Recent Blog Entry Previews')).toEqual([
      'Counting in twenties',
      'How to use Nahuatl Practice',
      'Nahuatl and the Huasteca',
    ]);
    expect(
      screen.getAllByRole('link', { name: 'Counting in twenties' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/entry/3', '/entry/3']);

    // There, but hidden (SPEC.md §2); hidden, the favourites ask the server nothing.
    const favorites = screen.getByRole('heading', { name: 'Favorite Vocabularies', hidden: true }).closest('section')!;
    expect(favorites.hidden).toBe(true);
    expect(screen.getByRole('searchbox', { name: 'Word Search', hidden: true }).closest('[hidden]')).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Word Search' })).toBeNull();
    expect(requests.some((request) => request.call.includes('/vocabulary/'))).toBe(false);
  });

  it('shows the greeting alone when there are no entries', async () => {
    serveApi(null, {
      'GET /blog/api/entry/piyali/': () => [200, []],
      'GET /blog/api/entry/recent/': () => [200, []],
      'GET /blog/api/entry/featured/': () => [200, []],
    });
    renderApp('/piyali');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nahuatl Practice' }, { timeout: 15_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]));
  });

  it('greets in Spanish and names its sections in Spanish; the entries stay as written', async () => {
    serveApi(ana, {
      'GET /blog/api/entry/piyali/': () => [200, [bienvenida]],
      'GET /blog/api/entry/recent/': () => [200, [contar]],
      'GET /blog/api/entry/featured/': () => [200, []],
    });
    renderApp('/piyali', { locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Práctica de Náhuatl' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Piyali!').getAttribute('lang')).toBe('nah');
    expect(screen.getByText('Te damos la bienvenida a tu espacio para practicar náhuatl.')).toBeTruthy();
    expect(screen.getByText('¡Empecemos!')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Empieza aquí',
        'Entradas recientes del blog',
      ]),
    );
    expect(screen.getByRole('link', { name: 'El náhuatl y la Huasteca' }).getAttribute('lang')).toBe('es');
    expect(screen.getByRole('heading', { name: 'Vocabularios favoritos', hidden: true })).toBeTruthy();
    expect(screen.queryByText('Welcome to your Nahuatl practice partner.')).toBeNull();
  });

  it('shows a Spanish reader the Spanish entries only, and the English twins behind the switch, after them', async () => {
    const requests = serveApi(ana, {
      'GET /blog/api/entry/piyali/': () => [200, [bienvenida, welcome, howTo]],
      'GET /blog/api/entry/recent/': () => [200, [contar, bienvenida, counting, welcome]],
      'GET /blog/api/entry/featured/': () => [200, [counting, contar]],
    });
    const { router } = renderApp('/piyali', { locale: 'es' });
    const titles = (list: string) =>
      within(screen.getByRole('list', { name: list }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    await screen.findByRole('list', { name: 'Entradas destacadas del blog' }, { timeout: 15_000 });
    expect(titles('Empieza aquí')).toEqual(['El náhuatl y la Huasteca']);
    expect(titles('Entradas recientes del blog')).toEqual(['Contar de veinte en veinte', 'El náhuatl y la Huasteca']);
    expect(titles('Entradas destacadas del blog')).toEqual(['Contar de veinte en veinte']);
    expect(screen.queryByText(/Counting in twenties|Nahuatl and the Huasteca|How to use/)).toBeNull();
    expect(requests.map((request) => request.call)).toContain('GET /blog/api/entry/piyali/?language=es');

    fireEvent.click(screen.getByRole('link', { name: 'Mostrar todos los idiomas' }));
    await waitFor(() => expect(router.state.location.search).toBe('?language=all'));
    expect(titles('Entradas destacadas del blog')).toEqual(['Contar de veinte en veinte', 'Counting in twenties']);
    expect(titles('Empieza aquí')).toEqual([
      'El náhuatl y la Huasteca',
      'Nahuatl and the Huasteca',
      'How to use Nahuatl Practice',
    ]);
    expect(screen.getByRole('link', { name: 'Mostrar solo español' })).toBeTruthy();
  });
});
