import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordingsApi, speakersApi } from '../../../../contract/api/recordings';
import type { Recording } from '../../../../contract/recordings';
import { ana, beto, staff, word } from '../../../test/fixtures';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';

setUpScreenTests();

// The screens load lazily, and the machine running the tests may be busy.
const LOADING = { timeout: 5000 };

const cochi = word(11, 'cochi', { past: 'cochqui' });
const others = {
  'GET /utoaztecan/api/nahuatl/11/': () => [200, cochi] as [number, unknown],
  'GET /utoaztecan/api/nahuatl-sentence/': () => [200, page([])] as [number, unknown],
  'GET /utoaztecan/api/cognate-word/': () => [200, page([])] as [number, unknown],
  [`GET ${speakersApi.url}`]: () => [200, page([])] as [number, unknown],
};

// Recordings as the server lists them; their audio is never played here.
const recording = (id: number, owner: number, name: string, status: Recording['status'] = 'approved'): Recording => ({
  id,
  owner,
  speaker: id + 100,
  speaker_data: { id: id + 100, name, place: '', variety: '', licence: 'CC-BY-4.0' },
  word: 11,
  sentence: null,
  tense: null,
  person: null,
  object: null,
  status,
  reason: '',
  duration_ms: 900,
  audio: `${recordingsApi.audio(id)}?v=abc`,
  created_at: '2025-05-01T10:00:00Z',
});

/** The word's recordings as the API holds them; a DELETE answers `deleteAnswer` and, when 204, removes it. */
function recordingsApiWith(held: Recording[], deleteAnswer: [number, unknown] = [204, null]) {
  let list = held;
  const deletes = Object.fromEntries(
    held.map((one) => [
      `DELETE ${recordingsApi.recording(one.id)}`,
      (): [number, unknown] => {
        if (deleteAnswer[0] === 204) list = list.filter((other) => other.id !== one.id);
        return deleteAnswer;
      },
    ]),
  );
  return { ...others, ...deletes, [`GET ${recordingsApi.url}`]: (): [number, unknown] => [200, page(list)] };
}

const takeDownButton = (speaker: string) => `Take down ${speaker}’s recording`;

describe('taking a recording down on a word’s page', { timeout: 20_000 }, () => {
  it('offers its uploader alone to take down their own, asks first, and takes it off the page', async () => {
    const requests = serveApi(
      ana,
      recordingsApiWith([recording(21, ana.id, 'Rosa', 'pending'), recording(22, beto.id, 'Juan')]),
    );
    renderApp('/detail/11');
    const button = await screen.findByRole('button', { name: takeDownButton('Rosa') }, LOADING);
    expect(screen.queryByRole('button', { name: takeDownButton('Juan') })).toBeNull();

    fireEvent.click(button);
    let question = await screen.findByRole('alertdialog', { name: 'Take this recording down?' }, LOADING);
    expect(question.textContent).toContain('Rosa’s recording of cochi is removed for everyone.');
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.some((request) => request.call.startsWith('DELETE'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: takeDownButton('Rosa') }));
    question = await screen.findByRole('alertdialog', { name: 'Take this recording down?' });
    await act(async () => fireEvent.click(within(question).getByRole('button', { name: 'Take down' })));
    await waitFor(() => expect(screen.getByText('The recording was taken down.')).toBeTruthy(), LOADING);
    expect(requests.filter((request) => request.call.startsWith('DELETE')).map((request) => request.call)).toEqual([
      `DELETE ${recordingsApi.recording(21)}`,
    ]);
    expect(screen.queryByRole('button', { name: takeDownButton('Rosa') })).toBeNull();
    // Juan's approved recording is still heard, alone now: no choice of speaker.
    expect(screen.getByRole('button', { name: 'Listen to cochi' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Speaker' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('The recording was taken down.'));
  });

  it('offers staff to take down anyone’s recording, in Spanish', async () => {
    serveApi(staff, recordingsApiWith([recording(22, beto.id, 'Juan')]));
    renderApp('/detail/11', { locale: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Retirar' }, LOADING));
    const question = await screen.findByRole('alertdialog', { name: '¿Retirar esta grabación?' }, LOADING);
    await act(async () => fireEvent.click(within(question).getByRole('button', { name: 'Retirar' })));
    expect(await screen.findByText('Se retiró la grabación.', undefined, LOADING)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Escuchar cochi' })).toBeNull();
  });

  it('offers a guest nothing to take down', async () => {
    serveApi(null, recordingsApiWith([recording(22, beto.id, 'Juan')]));
    renderApp('/detail/11');
    expect(await screen.findByRole('button', { name: 'Listen to cochi' }, LOADING)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Take down/ })).toBeNull();
  });

  it('puts the recording back and says why when the server refuses', async () => {
    serveApi(
      ana,
      recordingsApiWith(
        [recording(21, ana.id, 'Rosa'), recording(23, ana.id, 'Rosa')],
        [403, { detail: 'You do not have permission.' }],
      ),
    );
    renderApp('/detail/11');
    // Two by one speaker are numbered as the player's choice lists them.
    fireEvent.click(await screen.findByRole('button', { name: 'Take down Rosa’s recording 2' }, LOADING));
    const question = await screen.findByRole('alertdialog', { name: 'Take this recording down?' }, LOADING);
    await act(async () => fireEvent.click(within(question).getByRole('button', { name: 'Take down' })));
    const refusal = await screen.findByText(
      'The recording could not be taken down: You do not have permission.',
      undefined,
      LOADING,
    );
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('button', { name: 'Take down Rosa’s recording 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take down Rosa’s recording 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Listen to cochi' })).toBeTruthy();
    expect(screen.queryByText('The recording was taken down.')).toBeNull();
  });
});
