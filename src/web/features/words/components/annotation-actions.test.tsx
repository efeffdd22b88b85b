import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Annotation } from '../../../../contract/words';
import { beto, staff, word } from '../../../test/fixtures';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';

setUpScreenTests();

const LOADING = { timeout: 5000 };
const WORD = 'GET /utoaztecan/api/nahuatl/11/';
const NOTE = '/utoaztecan/api/nahuatl-annotation/7/';
const quiet = {
  'GET /utoaztecan/api/nahuatl-sentence/': () => [200, page([])] as [number, unknown],
  'GET /utoaztecan/api/cognate-word/': () => [200, page([])] as [number, unknown],
};

/** The word cochi with staff's note (id 7) and another editor's (id 8), as the server holds them now. */
function serveNotes(user: typeof staff | null) {
  let notes: Annotation[] = [
    { id: 7, owner: staff.id, nahuatl: 11, definition: 'Also: to doze.' },
    { id: 8, owner: 99, nahuatl: 11, definition: 'Huasteca: cochi.' },
  ];
  const requests = serveApi(user, {
    [WORD]: () => [200, word(11, 'cochi', { annotations: notes })],
    ...quiet,
    [`PATCH ${NOTE}`]: (body) => {
      notes = notes.map((note) => (note.id === 7 ? { ...note, ...(body as object) } : note));
      return [200, notes[0]];
    },
    [`DELETE ${NOTE}`]: () => {
      notes = notes.filter((note) => note.id !== 7);
      return [204, null];
    },
  });
  return requests;
}

const noteItem = (text: string) => screen.getByText(text).closest('li')!;

describe('an annotation’s author edits and deletes it on the word’s page', { timeout: 20_000 }, () => {
  it('shows Edit and Delete on the author’s own annotation only', async () => {
    serveNotes(staff);
    renderApp('/detail/11');
    await screen.findByText('Also: to doze.', undefined, LOADING);
    expect(within(noteItem('Also: to doze.')).getByRole('button', { name: 'Edit annotation' })).toBeTruthy();
    expect(within(noteItem('Also: to doze.')).getByRole('button', { name: 'Delete annotation' })).toBeTruthy();
    expect(within(noteItem('Huasteca: cochi.')).queryByRole('button')).toBeNull();
  });

  it('edits in the add form, filled with the note, and shows the saved note', async () => {
    const requests = serveNotes(staff);
    renderApp('/detail/11');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit annotation' }, LOADING));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Annotation' });
    const box = within(dialog).getByLabelText('Annotation');
    expect((box as HTMLTextAreaElement).value).toBe('Also: to doze.');
    fireEvent.change(box, { target: { value: 'Also: to nap.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save annotation' }));
    expect(await screen.findByText('Also: to nap.', undefined, LOADING)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.filter((request) => request.call === `PATCH ${NOTE}`).map((request) => request.body)).toEqual([
      { definition: 'Also: to nap.' },
    ]);
  });

  it('asks before deleting, and the note leaves the word', async () => {
    const requests = serveNotes(staff);
    renderApp('/detail/11');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete annotation' }, LOADING));
    const question = await screen.findByRole('alertdialog', { name: 'Delete your annotation?' });
    expect(requests.some((request) => request.call.startsWith('DELETE'))).toBe(false);
    fireEvent.click(within(question).getByRole('button', { name: 'Delete annotation' }));
    await waitFor(() => expect(screen.queryByText('Also: to doze.')).toBeNull(), LOADING);
    expect(screen.getByText('Huasteca: cochi.')).toBeTruthy();
    expect(requests.filter((request) => request.call === `DELETE ${NOTE}`)).toHaveLength(1);
  });

  it('gives another user no controls', async () => {
    serveNotes(beto);
    renderApp('/detail/11');
    await screen.findByText('Also: to doze.', undefined, LOADING);
    expect(screen.queryByRole('button', { name: 'Edit annotation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete annotation' })).toBeNull();
  });

  it('speaks Spanish: the buttons and the question', async () => {
    serveNotes(staff);
    renderApp('/detail/11', { locale: 'es' });
    expect(await screen.findByRole('button', { name: 'Editar anotación' }, LOADING)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar anotación' }));
    const question = await screen.findByRole('alertdialog', { name: '¿Eliminar tu anotación?' });
    expect(
      within(question).getByText('Tu nota sobre “cochi” se eliminará para todos. No se puede deshacer.'),
    ).toBeTruthy();
    expect(screen.queryByText('Edit annotation')).toBeNull();
    expect(screen.queryByText('Delete your annotation?')).toBeNull();
  });
});
