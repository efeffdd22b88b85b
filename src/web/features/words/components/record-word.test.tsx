import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordingsApi, speakersApi } from '../../../../contract/api/recordings';
import type { Recording, Speaker } from '../../../../contract/recordings';
import { ana, word } from '../../../test/fixtures';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';

setUpScreenTests();

// The screens load lazily, and the machine running the tests may be busy.
const LOADING = { timeout: 5000 };

const cochi = word(11, 'cochi', { past: 'cochqui', definition_spanish: ['dormir'] });
const WORD = 'GET /utoaztecan/api/nahuatl/11/';
const RECORDINGS = `GET ${recordingsApi.url}`;
const SPEAKERS = `GET ${speakersApi.url}`;
const quiet = {
  'GET /utoaztecan/api/nahuatl-sentence/': () => [200, page([])] as [number, unknown],
  'GET /utoaztecan/api/cognate-word/': () => [200, page([])] as [number, unknown],
};

const rosa: Speaker = {
  id: 5,
  name: 'Rosa Hernández',
  place: 'Cuetzalan',
  variety: 'Sierra Norte de Puebla',
  note: '',
  share: true,
  exports: false,
  licence: 'CC-BY-4.0',
  account: null,
  owner: ana.id,
};

const recording = (id: number, status: Recording['status'], reason = ''): Recording => ({
  id,
  owner: ana.id,
  speaker: rosa.id,
  speaker_data: { id: rosa.id, name: rosa.name, place: rosa.place, variety: rosa.variety, licence: rosa.licence },
  word: 11,
  sentence: null,
  tense: null,
  person: null,
  object: null,
  status,
  reason,
  duration_ms: 800,
  audio: `${recordingsApi.audio(id)}?v=abc`,
  created_at: '2025-05-01T10:00:00Z',
});

/**
 * The forms the page sent, kept as they were (the stand-in API records JSON bodies only). The
 * file in them is a few made-up bytes, no sound: the server, faked here, is what judges a take.
 */
function keepForms(): FormData[] {
  const forms: FormData[] = [];
  const served = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData) forms.push(init.body);
    return served(input, init);
  });
  return forms;
}

const section = () => screen.findByRole('region', { name: 'Record this word' }, LOADING);

describe('recordings on a word’s page', { timeout: 20_000 }, () => {
  it('gives a guest the play button of an approved recording and no place to record', async () => {
    const requests = serveApi(null, {
      [WORD]: () => [200, cochi],
      ...quiet,
      [RECORDINGS]: () => [200, page([recording(1, 'approved')])],
    });
    renderApp('/detail/11');
    expect(await screen.findByRole('button', { name: 'Listen to cochi' }, LOADING)).toBeTruthy();
    expect(screen.getByText('Rosa Hernández, Cuetzalan')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Record this word' })).toBeNull();
    expect(requests.map((request) => request.call)).toContain(`${RECORDINGS}?word=11&page_size=200`);
  });

  it('shows no play button where the word has no recording the viewer may hear', async () => {
    serveApi(null, { [WORD]: () => [200, cochi], ...quiet, [RECORDINGS]: () => [200, page([])] });
    renderApp('/detail/11');
    await screen.findByRole('heading', { name: 'cochi' }, LOADING);
    expect(screen.queryByRole('button', { name: 'Listen to cochi' })).toBeNull();
  });

  it('asks a new speaker’s consent and licence, ticking nothing, and sends what the user chose', async () => {
    let added: Speaker[] = [];
    const requests = serveApi(ana, {
      [WORD]: () => [200, cochi],
      ...quiet,
      [RECORDINGS]: () => [200, page([])],
      [SPEAKERS]: () => [200, page(added)],
      [`POST ${speakersApi.url}`]: (body) => {
        added = [{ ...rosa, ...(body as Partial<Speaker>), id: 9 }];
        return [201, added[0]];
      },
    });
    renderApp('/detail/11');
    const form = await within(await section()).findByRole('form', { name: 'New speaker' }, LOADING);
    const share = within(form).getByRole('checkbox', { name: 'To be heard on this site' }) as HTMLInputElement;
    const exports = within(form).getByRole('checkbox', {
      name: 'To be included in the dictionary’s exports',
    }) as HTMLInputElement;
    const licence = within(form).getByRole('combobox', { name: 'Licence of their recordings' }) as HTMLSelectElement;
    expect([share.checked, exports.checked, licence.value]).toEqual([false, false, '']);

    fireEvent.click(within(form).getByRole('button', { name: 'Add speaker' }));
    expect(within(form).getByText('Write a name or a label.')).toBeTruthy();
    expect(within(form).getByText('Choose the licence the speaker gives.')).toBeTruthy();
    expect(requests.some((request) => request.call.startsWith('POST'))).toBe(false);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: ' Hablante 1 ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Place/ }), { target: { value: 'Xalitla' } });
    fireEvent.click(share);
    fireEvent.change(licence, { target: { value: 'CC-BY-NC-4.0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add speaker' }));

    const chosen = await within(await section()).findByRole('combobox', { name: 'Speaker' }, LOADING);
    expect((chosen as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Hablante 1, Xalitla');
    expect(requests.find((request) => request.call === `POST ${speakersApi.url}`)?.body).toEqual({
      name: 'Hablante 1',
      place: 'Xalitla',
      variety: '',
      share: true,
      exports: false,
      licence: 'CC-BY-NC-4.0',
    });
  });

  it('sends a chosen file with the speaker and the word, shows the server’s refusal, then the recording waiting for review', async () => {
    let held: Recording[] = [];
    let answers: [number, unknown][] = [
      [400, { file: ['The recording is silent.'] }],
      [201, recording(21, 'pending')],
    ];
    serveApi(ana, {
      [WORD]: () => [200, cochi],
      ...quiet,
      [RECORDINGS]: () => [200, page(held)],
      [SPEAKERS]: () => [200, page([rosa])],
      [`POST ${recordingsApi.url}`]: () => {
        const [answer, ...rest] = answers;
        answers = rest;
        if (answer![0] === 201) held = [recording(21, 'pending')];
        return answer!;
      },
    });
    const forms = keepForms();
    renderApp('/detail/11');
    const record = await section();
    const input = await within(record).findByLabelText('Or choose a recording on this device', undefined, LOADING);
    expect(input.getAttribute('accept')).toBe('audio/*');
    const take = new File([new Uint8Array(64)], 'cochi.ogg', { type: 'audio/ogg' });
    fireEvent.change(input, { target: { files: [take] } });
    await act(async () => fireEvent.click(within(record).getByRole('button', { name: 'Send file' })));

    // The section's alert, beside the recorder's own (empty: nothing was recorded).
    const alerts = () =>
      within(record)
        .getAllByRole('alert')
        .map((alert) => alert.textContent);
    await waitFor(() => expect(alerts()).toEqual(['The recording is silent.', '']), LOADING);
    expect(forms).toHaveLength(1);
    expect([forms[0]!.get('speaker'), forms[0]!.get('word'), (forms[0]!.get('file') as File).name]).toEqual([
      '5',
      '11',
      'cochi.ogg',
    ]);

    await act(async () => fireEvent.click(within(record).getByRole('button', { name: 'Send file' })));
    await waitFor(
      () => expect(within(record).getByRole('status').textContent).toBe('Sent. It is waiting for staff to review it.'),
      LOADING,
    );
    expect(alerts()).toEqual(['', '']);
    // The section is ready for another take: no file chosen, nothing to send.
    const emptied = within(record).getByLabelText('Or choose a recording on this device') as HTMLInputElement;
    expect(emptied.files?.length ?? 0).toBe(0);
    expect(within(record).getByRole('button', { name: 'Send file' }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('Rosa Hernández, Cuetzalan (waiting for review)', undefined, LOADING)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Listen to cochi' })).toBeTruthy();
  });

  it('says in Spanish why staff did not approve one of the user’s recordings, leaving it out of the player', async () => {
    serveApi(ana, {
      [WORD]: () => [200, cochi],
      ...quiet,
      [RECORDINGS]: () => [200, page([recording(3, 'rejected', 'Se oye otra palabra.')])],
      [SPEAKERS]: () => [200, page([rosa])],
    });
    renderApp('/detail/11', { locale: 'es' });
    const record = await screen.findByRole('region', { name: 'Grabar esta palabra' }, LOADING);
    expect(
      await within(record).findByText(
        'No aprobada, tu grabación de Rosa Hernández: Se oye otra palabra.',
        undefined,
        LOADING,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Escuchar cochi' })).toBeNull();
    expect(within(record).getByRole('button', { name: 'Grabar' })).toBeTruthy();
  });
});
