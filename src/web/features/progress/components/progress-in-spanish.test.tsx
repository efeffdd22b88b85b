import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reviewApi } from '../../../../contract/api/review';
import { ana } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';
import { emptyStats, settings, stats } from '../test/fixtures';

setUpScreenTests();

const learner = (routes: Parameters<typeof serveApi>[1] = {}) =>
  serveApi(ana, {
    [`GET ${reviewApi.stats}`]: () => [200, stats],
    [`GET ${reviewApi.settings}`]: () => [200, settings],
    ...routes,
  });

describe('/progress in Spanish', () => {
  it('words the figures, the charts and their tables in Spanish', async () => {
    learner();
    renderApp('/progress', { locale: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'Tu progreso' });
    await screen.findByText('Recordaste el 92% de 240 repasos');
    const streak = within(screen.getByRole('region', { name: 'Racha' }));
    expect(streak.getByText('Racha actual').nextElementSibling?.textContent).toBe('5 días');
    expect(screen.getByText('Conoces 12 de 30 palabras')).toBeTruthy();
    expect(screen.getByText('Conoces 1 de 1 palabra')).toBeTruthy();
    // The English twin of Animales shares its words, but a Spanish reader studies Animales.
    const vocabularies = within(screen.getByRole('region', { name: 'Vocabularios' }));
    expect(vocabularies.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Mostrar todos los idiomas',
      'Animales',
      'Colores',
    ]);
    expect(screen.queryByText('Animals')).toBeNull();
    fireEvent.click(vocabularies.getByRole('link', { name: 'Mostrar todos los idiomas' }));
    expect(await screen.findByRole('link', { name: 'Animals' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tarjetas por estado' }).textContent).toContain('En aprendizaje');

    const reviews = screen.getByRole('figure', { name: 'Repasos por día' });
    expect(
      within(reviews).getByText('138 repasos en los últimos 90 días, en 31 días; el día con más, 12 de noviembre: 18.'),
    ).toBeTruthy();
    expect(within(reviews).getByText('Ver las cifras')).toBeTruthy();
    expect(within(reviews).getByRole('rowheader', { name: 'jue, 12 de nov de 2026', hidden: true })).toBeTruthy();
    const due = screen.getByRole('figure', { name: 'Tarjetas pendientes por día' });
    expect(
      within(due).getByText('22 tarjetas pendientes en los próximos 30 días, 7 hoy (5 para repasar ahora).'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Descargar mi historial de repasos (CSV)' })).toBeTruthy();
    expect(screen.queryByText('Your progress')).toBeNull();
    expect(screen.queryByText('Streak')).toBeNull();
  });

  it('the settings form: its labels, a refusal in Spanish and the confirmation', async () => {
    learner({
      [`PATCH ${reviewApi.settings}`]: (body) => [200, { ...settings, ...(body as object) }],
    });
    renderApp('/progress', { locale: 'es' });
    await screen.findByRole('heading', { name: 'Ajustes de repaso' });
    const retention = screen.getByLabelText('Retención deseada (%)');
    fireEvent.change(retention, { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Tarjetas nuevas por día'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByText('Escribe un porcentaje de 70 a 99.')).toBeTruthy();
    expect(screen.getByText('Este campo no puede quedar vacío.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Corrige los campos marcados.');

    fireEvent.change(retention, { target: { value: '80' } });
    fireEvent.change(screen.getByLabelText('Tarjetas nuevas por día'), { target: { value: '5' } });
    fireEvent.click(screen.getByLabelText('Agregar a mi repaso mis errores en los juegos'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Tus ajustes de repaso están guardados.');
    expect(screen.queryByText('Save')).toBeNull();
  });

  it('the empty deck and the guest’s notice', async () => {
    learner({ [`GET ${reviewApi.stats}`]: () => [200, emptyStats] });
    const { unmount } = renderApp('/progress', { locale: 'es' });
    await screen.findByRole('heading', { name: 'Todavía no hay nada que mostrar' });
    expect(screen.getByRole('link', { name: 'vocabularios' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Repaso' }).getAttribute('href')).toBe('/review');
    unmount();
    vi.unstubAllGlobals();

    serveApi(null);
    renderApp('/progress', { locale: 'es' });
    await screen.findByRole('heading', { name: 'Estás repasando sin iniciar sesión' });
    expect(screen.getByText('Tu progreso se guarda solo en este navegador.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crea una cuenta' }).getAttribute('href')).toBe(
      '/accounts/signup/?next=%2Fprogress',
    );
    expect(screen.getByRole('link', { name: 'inicia sesión' })).toBeTruthy();
    expect(screen.queryByText('You are reviewing as a guest')).toBeNull();
  });
});
