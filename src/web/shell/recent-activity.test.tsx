import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderApp } from '../test/render-app';
import { ana } from '../test/fixtures';
import { serveApi, setUpScreenTests } from '../test/serve-api';
import { sentence } from '../features/sentences/test/fixtures';

const SENTENCE = '/utoaztecan/api/nahuatl-sentence/5/';

setUpScreenTests();

/** Ana's sentence page, where the server refuses her Delete. */
function refusedDelete() {
  serveApi(ana, {
    [`GET ${SENTENCE}`]: () => [200, sentence(5, 'Nicochi.', { owner: ana.id })],
    'GET /utoaztecan/api/sentence-word/': () => [200, page([])],
    [`DELETE ${SENTENCE}`]: () => [403, { detail: 'You do not have permission to perform this action.' }],
  });
}

async function deleteTheSentence(labels: { edit: string; delete: string; confirm: string }) {
  fireEvent.click(await screen.findByRole('button', { name: labels.edit }, { timeout: 10_000 }));
  fireEvent.click(screen.getByRole('button', { name: labels.delete }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: labels.confirm }));
}

const mainMenu = () => screen.getByRole('navigation', { name: /^(Main menu|Menú principal)$/ });

describe('Recent activity', { timeout: 30_000 }, () => {
  it('is reached from the menu, not a counted badge in the top bar; a refused delete is told where it was asked and listed there', async () => {
    refusedDelete();
    renderApp('/sentence/5');
    expect(screen.queryByRole('button', { name: /^Messages/ })).toBeNull();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: /activity/i })).toBeNull();

    await deleteTheSentence({ edit: 'Edit', delete: 'Delete', confirm: 'Delete sentence' });
    const inPlace = await screen.findByText(/^The sentence could not be deleted: /);
    expect(inPlace.getAttribute('role')).toBe('alert');
    expect(inPlace.nextElementSibling?.matches('article')).toBe(true);

    fireEvent.click(within(mainMenu()).getByRole('button', { name: 'Recent activity' }));
    const panel = await screen.findByRole('dialog', { name: 'Recent activity' });
    expect(
      within(panel).getByText('delete sentence id=5 failed: You do not have permission to perform this action.'),
    ).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(within(panel).getByText('No messages.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Close recent activity' }));
    expect(screen.queryByRole('dialog', { name: 'Recent activity' })).toBeNull();
  });

  it('gives the keyboard back to its button when it closes, and says whether it is open', async () => {
    serveApi(null);
    renderApp('/numbers');
    const toggle = within(mainMenu()).getByRole('button', { name: 'Recent activity' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    fireEvent.click(toggle);
    const panel = await screen.findByRole('dialog', { name: 'Recent activity' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The panel takes the keyboard while open, so giving it back is something to check.
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Recent activity' })).toBeNull());
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('speaks Spanish', async () => {
    refusedDelete();
    renderApp('/sentence/5', { locale: 'es' });
    await deleteTheSentence({ edit: 'Editar', delete: 'Eliminar', confirm: 'Eliminar oración' });
    expect(await screen.findByText(/^No se pudo eliminar la oración: /)).toBeTruthy();

    fireEvent.click(within(mainMenu()).getByRole('button', { name: 'Actividad reciente' }));
    const panel = await screen.findByRole('dialog', { name: 'Actividad reciente' });
    expect(within(panel).getByText(/^Error al eliminar la oración id=5: /)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Cerrar actividad reciente' })).toBeTruthy();
    expect(within(panel).queryByText('Recent activity')).toBeNull();
  });
});
