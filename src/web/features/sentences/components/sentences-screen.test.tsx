import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../contract/users';
import { page, renderApp } from '../../../test/render-app';
import { ana } from '../../../test/fixtures';
import { serveApi, setUpScreenTests, type Recorded } from '../../../test/serve-api';
import { sentence } from '../test/fixtures';

let requests: Recorded[] = [];

function serve(user: User | null, extra: Parameters<typeof serveApi>[1] = {}) {
  requests = serveApi(user, {
    'GET /utoaztecan/api/nahuatl-sentence/count/': () => [200, 50],
    'GET /utoaztecan/api/nahuatl-sentence/': () => [
      200,
      page([sentence(7, 'Nicochi.', { english: 'I sleep.' }), sentence(9, 'Ticochih.', { english: 'We sleep.' })]),
    ],
    ...extra,
  });
}

const searches = () => requests.filter((request) => request.call.includes('search='));

setUpScreenTests();

describe('/sentences', () => {
  it('shows the count, the guide, and the log-in prompt to a guest', async () => {
    serve(null);
    renderApp('/sentences');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sentences' })).toBeTruthy();
    expect(await screen.findByText('Total sentences available: 50.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Writing a good example sentence' })).toBeTruthy();
    const prompt = await screen.findByText(/If you would like to add a sentence, please/);
    expect(prompt.textContent).toBe('If you would like to add a sentence, please log in first.');
    expect(within(prompt).getByRole('link', { name: 'log in' }).getAttribute('href')).toBe(
      '/accounts/login/?next=%2Fsentences',
    );
    expect(screen.queryByLabelText('Add Sentence')).toBeNull();
  });

  it('searches 300 ms after typing stops, keeps the text in the address, and links each result', async () => {
    serve(null);
    const { router } = renderApp('/sentences?tab=2');
    const box = await screen.findByLabelText('Sentence Search');
    fireEvent.change(box, { target: { value: 'coch' } });
    expect(router.state.location.search).toBe('?tab=2&search=coch');
    expect(searches()).toEqual([]);

    const found = await screen.findByRole('list', { name: 'Sentences found' });
    const link = within(found).getByRole('link', { name: 'Nicochi.' });
    expect(link.getAttribute('href')).toBe('/sentence/7');
    expect(screen.getByText('I sleep.')).toBeTruthy();
    expect(screen.getByText('2 sentences found.')).toBeTruthy();
    expect(searches().map((request) => request.call)).toEqual(['GET /utoaztecan/api/nahuatl-sentence/?search=coch']);
  });

  it('shows every sentence, as the server orders them (newest first), while the search is blank', async () => {
    serve(null);
    renderApp('/sentences?search=%20%20');
    expect(await screen.findByText('Total sentences available: 50.')).toBeTruthy();
    const all = await screen.findByRole('list', { name: 'Sentences' });
    expect(
      within(all)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Nicochi.', 'Ticochih.']);
    expect(screen.queryByRole('list', { name: 'Sentences found' })).toBeNull();
    expect(searches()).toEqual([]);
  });

  it('adds a trimmed sentence for a signed-in user and opens it; a blank one is not sent', async () => {
    const created = sentence(51, 'Nitlacua.', { owner: ana.id });
    serve(ana, {
      'POST /utoaztecan/api/nahuatl-sentence/': () => [201, created],
      'GET /utoaztecan/api/nahuatl-sentence/51/': () => [200, created],
      'GET /utoaztecan/api/sentence-word/': () => [200, page([])],
    });
    const { router } = renderApp('/sentences');
    const box = await screen.findByLabelText('Add Sentence');

    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toBe('Write a sentence first.');
    expect(requests.some((request) => request.call.startsWith('POST'))).toBe(false);

    fireEvent.change(box, { target: { value: '  Nitlacua.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sentence/51'));
    expect(requests.find((request) => request.call.startsWith('POST'))?.body).toEqual({ sentence: 'Nitlacua.' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nitlacua.' })).toBeTruthy();
  });
});
