import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordingsApi } from '../../../../contract/api/recordings';
import type { Recording } from '../../../../contract/recordings';
import { ana, staff, word } from '../../../test/fixtures';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';

setUpScreenTests();

// The screens load lazily, and the machine running the tests may be busy.
const LOADING = { timeout: 5000 };

const LIST = `GET ${recordingsApi.url}`;
const words = {
  'GET /utoaztecan/api/nahuatl/11/': () => [200, word(11, 'cochi')] as [number, unknown],
  'GET /utoaztecan/api/nahuatl/12/': () => [200, word(12, 'choca')] as [number, unknown],
};

// Recordings as the server lists them; their audio is never played here (no sound is made or judged).
const pending = (id: number, wordId: number, changes: Partial<Recording> = {}): Recording => ({
  id,
  owner: ana.id,
  speaker: 5,
  speaker_data: { id: 5, name: 'Rosa Hernández', place: 'Cuetzalan', variety: 'Sierra Norte', licence: 'CC-BY-NC-4.0' },
  word: wordId,
  sentence: null,
  tense: null,
  person: null,
  object: null,
  status: 'pending',
  reason: '',
  duration_ms: 1250,
  audio: `${recordingsApi.audio(id)}?v=abc`,
  created_at: '2025-05-01T10:00:00Z',
  ...changes,
});

/** The API holding `waiting` as pending, taking them out as staff decide. */
function reviewApi(waiting: Recording[], moderate: (id: number, body: unknown) => [number, unknown] = () => [200, {}]) {
  let held = waiting;
  const answers = Object.fromEntries(
    waiting.map((recording) => [
      `POST ${recordingsApi.moderate(recording.id)}`,
      (body: unknown): [number, unknown] => {
        const answer = moderate(recording.id, body);
        if (answer[0] === 200) held = held.filter((other) => other.id !== recording.id);
        return answer;
      },
    ]),
  );
  return { ...words, ...answers, [LIST]: (): [number, unknown] => [200, page(held)] };
}

const card = (name: string) => screen.findByRole('article', { name }, LOADING);

describe('the staff’s review of recordings', { timeout: 20_000 }, () => {
  it('lists what waits, twenty at a time: the word linked to its page, the speaker, place, licence, length and a play button', async () => {
    const requests = serveApi(staff, reviewApi([pending(1, 11), pending(2, 12, { duration_ms: 800 })]));
    renderApp('/recordings/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recordings to review' }, LOADING)).toBeTruthy();
    const cochi = await card('cochi');
    expect(within(cochi).getByRole('link', { name: 'cochi' }).getAttribute('href')).toBe('/detail/11');
    expect(within(cochi).getByRole('button', { name: 'Listen to cochi' })).toBeTruthy();
    const facts = [...cochi.querySelectorAll('dt')].map(
      (term) => `${term.textContent}: ${term.nextSibling?.textContent}`,
    );
    expect(facts).toEqual([
      'Speaker: Rosa Hernández',
      'Place: Cuetzalan',
      'Variety: Sierra Norte',
      'Licence: CC BY-NC 4.0',
      'Length: 1.3 s',
      'Sent: May 1, 2025',
    ]);
    expect(within(await card('choca')).getByText('0.8 s')).toBeTruthy();
    expect(screen.getByText('2 recordings are waiting for review.')).toBeTruthy();
    expect(requests.map((request) => request.call)).toContain(`${LIST}?status=pending&page_size=20&page=1`);
  });

  it('approves a recording, which leaves the list, and says so', async () => {
    const requests = serveApi(staff, reviewApi([pending(1, 11), pending(2, 12)]));
    renderApp('/recordings/review');
    const cochi = await card('cochi');
    await act(async () => fireEvent.click(within(cochi).getByRole('button', { name: 'Approve' })));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'cochi' })).toBeNull(), LOADING);
    expect(screen.getByRole('article', { name: 'choca' })).toBeTruthy();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Approved: cochi, by Rosa Hernández.',
    );
    expect(requests.find((request) => request.call.startsWith('POST'))).toEqual({
      call: `POST ${recordingsApi.moderate(1)}`,
      body: { status: 'approved' },
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('asks why before rejecting, sends the reason, and shows the server’s refusal', async () => {
    let refuse = true;
    const requests = serveApi(
      staff,
      reviewApi([pending(1, 11)], () => {
        if (!refuse) return [200, {}];
        refuse = false;
        return [400, { reason: ['Ensure this field has no more than 500 characters.'] }];
      }),
    );
    renderApp('/recordings/review');
    const cochi = await card('cochi');
    fireEvent.click(within(cochi).getByRole('button', { name: 'Reject…' }));
    const form = within(cochi).getByRole('form', { name: 'Reject the recording of cochi' });
    const reason = within(form).getByRole('textbox', { name: /Why it is rejected/ });
    expect(document.activeElement).toBe(reason);

    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(within(form).getByText('Say why the recording is rejected.')).toBeTruthy();
    expect(requests.some((request) => request.call.startsWith('POST'))).toBe(false);

    fireEvent.change(reason, { target: { value: ' Se oye otra palabra. ' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Reject' })));
    expect(
      await within(form).findByText('Ensure this field has no more than 500 characters.', undefined, LOADING),
    ).toBeTruthy();
    expect(screen.getByRole('article', { name: 'cochi' })).toBeTruthy();

    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Reject' })));
    expect(await screen.findByText('No recording is waiting for review.', undefined, LOADING)).toBeTruthy();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Rejected: cochi, by Rosa Hernández.',
    );
    expect(requests.filter((request) => request.call.startsWith('POST')).map((request) => request.body)).toEqual([
      { status: 'rejected', reason: 'Se oye otra palabra.' },
      { status: 'rejected', reason: 'Se oye otra palabra.' },
    ]);
  });

  it('names a recording of a sentence by the sentence, linked to its page', async () => {
    serveApi(staff, {
      [LIST]: () => [200, page([pending(4, 0, { word: null, sentence: 7 })])],
      'GET /utoaztecan/api/nahuatl-sentence/7/': () => [200, { id: 7, sentence: 'Ni cochi.' }],
    });
    renderApp('/recordings/review');
    const sentence = await card('Ni cochi.');
    expect(within(sentence).getByRole('link', { name: 'Ni cochi.' }).getAttribute('href')).toBe('/sentence/7');
  });

  it('is in Spanish for a Spanish reader', async () => {
    serveApi(staff, reviewApi([pending(1, 11)]));
    renderApp('/recordings/review', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grabaciones por revisar' }, LOADING)).toBeTruthy();
    const cochi = await card('cochi');
    expect(within(cochi).getByRole('button', { name: 'Aprobar' })).toBeTruthy();
    expect(within(cochi).getByRole('button', { name: 'Rechazar…' })).toBeTruthy();
    expect(within(cochi).getByText('1 may 2025')).toBeTruthy();
    expect(screen.getByText('1 grabación espera revisión.')).toBeTruthy();
  });

  it.each([
    ['a learner', ana],
    ['a guest', null],
  ])('is not there for %s, and asks for no recording', async (_who, user) => {
    const requests = serveApi(user, reviewApi([pending(1, 11)]));
    renderApp('/recordings/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LOADING)).toBeTruthy();
    expect(requests.some((request) => request.call.startsWith(LIST))).toBe(false);
  });
});
