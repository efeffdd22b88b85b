import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderApp } from '../../../test/render-app';
import { ana, beto, word } from '../../../test/fixtures';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';
import { link, sentence } from '../test/fixtures';

const cochi = word(11, 'cochi');
const mine = sentence(5, 'Nicochi.', { owner: ana.id, english: 'I sleep.', spanish: 'Duermo.', share: false });
const SENTENCE = 'GET /utoaztecan/api/nahuatl-sentence/5/';
const WORDS = 'GET /utoaztecan/api/sentence-word/';

setUpScreenTests();

const card = () => screen.getByRole('article');
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('/sentence/{id}', () => {
  it('shows the card and the tagged words to everyone, with no edit controls for others', async () => {
    serveApi(beto, {
      [SENTENCE]: () => [200, mine],
      [WORDS]: () => [200, page([link(70, 5, cochi, 'Present', '1-S')])],
    });
    renderApp('/sentence/5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Nicochi.' })).toBeTruthy();
    expect(within(card()).getByText('I sleep.').getAttribute('lang')).toBe('en');
    expect(within(card()).getByText('Duermo.').getAttribute('lang')).toBe('es');
    expect(within(card()).queryByText('Share')).toBeNull();

    const item = (await screen.findByRole('link', { name: 'cochi' })).closest('li')!;
    expect(within(item).getByRole('link', { name: 'cochi' }).getAttribute('href')).toBe('/detail/11');
    expect(item.textContent).toContain('tense: Present');
    expect(item.textContent).toContain('person: 1-S (I)');
    expect(item.textContent).toContain('to sleep');

    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('searchbox', { name: 'Word Search' })).toBeNull();
  });

  it('edit mode for the owner: Cancel restores the saved copy, Save sends it and shows the answer', async () => {
    const requests = serveApi(ana, {
      [SENTENCE]: () => [200, mine],
      [WORDS]: () => [200, page([])],
      'PATCH /utoaztecan/api/nahuatl-sentence/5/': (body) => [
        200,
        { ...mine, ...(body as object), english: 'I am sleeping.' },
      ],
    });
    renderApp('/sentence/5');
    expect(await within(await screen.findByRole('article')).findByText('Not shared: only you can see it')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(document.activeElement).toBe(field('Sentence'));
    fireEvent.change(field('English'), { target: { value: 'Something else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(card()).getByText('I sleep.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect((field('English') as HTMLTextAreaElement).value).toBe('I sleep.');
    fireEvent.change(field('Source'), { target: { value: 'Carochi 1645' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Share' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(card()).findByText('I am sleeping.')).toBeTruthy();
    expect(within(card()).getByText('Carochi 1645')).toBeTruthy();
    expect(within(card()).getByText('Shared: everyone can see it')).toBeTruthy();
    expect(requests.find((request) => request.call.startsWith('PATCH'))?.body).toEqual({
      sentence: 'Nicochi.',
      spanish: 'Duermo.',
      english: 'I sleep.',
      notes: '',
      source: 'Carochi 1645',
      share: true,
    });
  });

  it("shows the server's field errors under their fields, and refuses a blank sentence without sending", async () => {
    const requests = serveApi(ana, {
      [SENTENCE]: () => [200, mine],
      [WORDS]: () => [200, page([])],
      'PATCH /utoaztecan/api/nahuatl-sentence/5/': () => [
        400,
        { source: ['Ensure this field has no more than 500 characters.'] },
      ],
    });
    renderApp('/sentence/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));

    fireEvent.change(field('Sentence'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Sentence').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field may not be blank.')).toBeTruthy();
    expect(requests.some((request) => request.call.startsWith('PATCH'))).toBe(false);

    fireEvent.change(field('Sentence'), { target: { value: 'Nicochi.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Source').getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(field('Source').getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent,
    ).toBe('Ensure this field has no more than 500 characters.');
    expect(document.activeElement).toBe(field('Source'));
  });

  it('Delete asks first, hides the card at once, then deletes and goes to /sentences', async () => {
    let answerDelete: (answer: [number, unknown]) => void = () => {};
    const requests = serveApi(ana, {
      [SENTENCE]: () => [200, mine],
      [WORDS]: () => [200, page([])],
      'DELETE /utoaztecan/api/nahuatl-sentence/5/': () => new Promise((resolve) => (answerDelete = resolve)),
      'GET /utoaztecan/api/nahuatl-sentence/count/': () => [200, 49],
    });
    const { router } = renderApp('/sentence/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this sentence?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete sentence' }));

    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Deleting the sentence…');
    await waitFor(() =>
      expect(requests.some((request) => request.call === 'DELETE /utoaztecan/api/nahuatl-sentence/5/')).toBe(true),
    );
    answerDelete([204, null]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sentences'));
  });

  it('the owner removes a word with its × and adds one from the word search with tags', async () => {
    let words = [link(70, 5, cochi)];
    const requests = serveApi(ana, {
      [SENTENCE]: () => [200, mine],
      [WORDS]: () => [200, page(words)],
      'DELETE /utoaztecan/api/sentence-word/70/': () => {
        words = [];
        return [204, null];
      },
      'GET /utoaztecan/api/nahuatl/': () => [200, page([cochi])],
      'POST /utoaztecan/api/sentence-word/': () => [201, link(71, 5, cochi, 'Future', '3-P')],
    });
    renderApp('/sentence/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove cochi' }));
    expect(await screen.findByText('No words have been added to this sentence yet.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Tense/), { target: { value: 'Future' } });
    fireEvent.change(screen.getByLabelText(/^Person/), { target: { value: '3-P' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Word Search' }), { target: { value: 'cochi' } });
    expect(screen.getByText('Search for words to add to: Nicochi.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /^add to sentence\s*cochi$/ }));

    expect(await screen.findByText('Added cochi to the sentence.')).toBeTruthy();
    expect(requests.find((request) => request.call === 'POST /utoaztecan/api/sentence-word/')?.body).toEqual({
      sentence: 5,
      nahuatl_word: 11,
      tense: 'Future',
      person: '3-P',
    });
    expect(screen.getByRole('button', { name: /^in sentence\s*cochi$/ }).hasAttribute('disabled')).toBe(true);
    expect((screen.getByLabelText(/^Tense/) as HTMLSelectElement).value).toBe('');
    const item = screen.getByRole('button', { name: 'Remove cochi' }).closest('li')!;
    expect(item.textContent).toContain('tense: Future');
  });

  it('says so, with a way back to the list, when the sentence does not exist', async () => {
    serveApi(null);
    renderApp('/sentence/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sentence not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search the sentences' }).getAttribute('href')).toBe('/sentences');
  });
});
