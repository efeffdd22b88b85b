import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exportWord } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { serveApi, setUpScreenTests } from '../test/serve-api';
import { answerQueue } from './answer-queue';
import { appSavedQueries } from './offline-practice';
import { openPracticeDb } from './practice-db';
import { savedDictionary } from './saved-dictionary';

setUpScreenTests();

const SAVED_AT = new Date('2026-03-12T16:05:00Z');

/** This device holds a saved copy of 1,500 bytes and no answers waiting. */
async function saveACopy() {
  const db = await openPracticeDb();
  await db.put('saved', { text: 'x'.repeat(1500), savedAt: SAVED_AT }, 'query-cache');
  db.close();
}

beforeEach(async () => {
  await savedDictionary.remove();
  await answerQueue.savedData.remove();
  await appSavedQueries.savedData.remove();
  await saveACopy();
  serveApi(null);
});

const row = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('/saved-data', () => {
  it('lists what this device keeps, with its size and date, and removes it after asking', async () => {
    renderApp('/saved-data');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved on this device' })).toBeTruthy();
    const vocabularies = await screen.findByRole('heading', { name: 'Your vocabularies, patterns and review deck' });
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(SAVED_AT);
    expect(within(vocabularies.closest('li')!).getByText(`1.5 kB, saved ${when}`)).toBeTruthy();
    expect(within(row('Review answers waiting to be sent')).getByText('Nothing saved')).toBeTruthy();
    expect(within(row('Review answers waiting to be sent')).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Your vocabularies, patterns and review deck' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove “Your vocabularies, patterns and review deck” from this device?',
    });
    expect(dialog.textContent).toContain('answers not yet sent are lost');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Removed: Your vocabularies, patterns and review deck.',
    );
    expect(await within(row('Your vocabularies, patterns and review deck')).findByText('Nothing saved')).toBeTruthy();
    expect(await appSavedQueries.savedData.describe()).toBeNull();
  });

  it('reads in Spanish, sizes and dates as Mexico writes them', async () => {
    renderApp('/saved-data', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Guardado en este dispositivo' })).toBeTruthy();
    expect(screen.getByText('Lo que la aplicación guarda en este dispositivo para funcionar sin conexión.')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Tus vocabularios, patrones y tarjetas de repaso' });
    const when = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' }).format(SAVED_AT);
    // Mexican Spanish writes a decimal point, as English does.
    expect(screen.getByText(`1.5 kB, guardado el ${when}`)).toBeTruthy();
    expect(within(row('Respuestas de repaso por enviar')).getByText('Nada guardado')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Tus vocabularios, patrones y tarjetas de repaso' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Quitar “Tus vocabularios, patrones y tarjetas de repaso” de este dispositivo?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Se quitó: Tus vocabularios, patrones y tarjetas de repaso.',
    );
    expect(screen.queryByText('Saved on this device')).toBeNull();
    expect(screen.queryByText(/Remove|Nothing saved/)).toBeNull();
  });

  it('says how much space the app takes, whether the browser keeps it, and asks it to keep it', async () => {
    let persisted = false;
    vi.stubGlobal('navigator', {
      ...navigator,
      storage: {
        estimate: async () => ({ usage: 2_400_000, quota: 3_100_000_000 }),
        persisted: async () => persisted,
        persist: async () => (persisted = true),
      },
    });
    renderApp('/saved-data');
    const space = (await screen.findByRole('heading', { name: 'Space on this device' })).closest('section')!;
    expect(within(space).getByText('The app uses 2.4 MB of the 3.1 GB this browser allows it.')).toBeTruthy();
    expect(within(space).getByText('The browser may remove this data if the device runs out of space.')).toBeTruthy();
    fireEvent.click(within(space).getByRole('button', { name: 'Ask the browser to keep it' }));
    expect(await within(space).findByText('The browser keeps this data until you remove it.')).toBeTruthy();
    expect(within(space).queryByRole('button')).toBeNull();

    const offline = screen.getByRole('heading', { name: 'Without a connection' }).closest('section')!;
    expect(offline.textContent).toContain('Works offline: the dictionary');
    expect(offline.textContent).toContain('Needs a connection: signing in');
  });

  it('is linked from the menu', async () => {
    renderApp('/saved-data', { locale: 'es' });
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(menu).getByRole('link', { name: 'Datos guardados' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers the dictionary for download with its size when it is not saved, and saves it when asked', async () => {
    const version = 'ab12.10';
    const requests = serveApi(null, {
      'GET /utoaztecan/api/nahuatl/export/version/': () => [200, { version, words: 1, bytes: 12_300_000 }],
      'GET /utoaztecan/api/nahuatl/export/': () => [
        200,
        {
          version,
          full: true,
          removed: [],
          words: [
            exportWord(1, 'atl', {
              type: 'noun',
              owned: 'iāuh',
              definition_spanish: ['agua'],
              definition_english: ['water'],
            }),
          ],
        },
      ],
    });
    renderApp('/saved-data');
    expect(
      await within(
        await screen.findByRole('heading', { name: 'Dictionary' }).then((h) => h.closest('li') as HTMLElement),
      ).findByText('Nothing saved'),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Download (12.3 MB)' }));
    expect(await within(row('Dictionary')).findByText(/^\d+ bytes, saved /)).toBeTruthy();
    expect(requests.map((request) => request.call)).toContain('GET /utoaztecan/api/nahuatl/export/');
    expect(within(row('Dictionary')).queryByRole('button', { name: /^Download/ })).toBeNull();
  });
});
