import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../contract/users';
import { page, renderApp } from '../../../test/render-app';
import { ana, word } from '../../../test/fixtures';
import { serveApi, setUpScreenTests, type Recorded } from '../../../test/serve-api';
import { pattern } from '../test/fixtures';

let requests: Recorded[] = [];

function serve(user: User | null, extra: Parameters<typeof serveApi>[1] = {}) {
  requests = serveApi(user, {
    'GET /utoaztecan/api/pattern/count/': () => [200, 2],
    'GET /utoaztecan/api/pattern/': () => [
      200,
      page([pattern(1, 'Moztla', { featured: true }), pattern(2, 'Tlen motōcā?', { description: 'Names.' })]),
    ],
    ...extra,
  });
}

const calls = () => requests.map((request) => request.call);

setUpScreenTests();

describe('/patterns', () => {
  it('shows the count and the cards to a guest, with no New pattern', async () => {
    serve(null);
    renderApp('/patterns');
    expect(await screen.findByText('Total patterns available: 2.')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Patterns' });
    const card = within(list).getByRole('article', { name: 'Tlen motōcā?' });
    expect(within(card).getByRole('link', { name: 'Tlen motōcā?' }).getAttribute('href')).toBe('/pattern/2');
    expect(within(card).getByText('Names.')).toBeTruthy();
    expect(within(within(list).getByRole('article', { name: 'Moztla' })).getByText('Featured')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New pattern' })).toBeNull();
  });

  it('searches names 300 ms after typing stops, without macrons, and keeps the text in the address', async () => {
    serve(null);
    const { router } = renderApp('/patterns');
    const box = await screen.findByRole('searchbox', { name: 'Pattern Search' });
    fireEvent.change(box, { target: { value: 'Tlēn' } });
    expect(router.state.location.search).toBe('?search=Tl%C4%93n');
    expect(await screen.findByText('2 patterns found.')).toBeTruthy();
    expect(calls()).toContain('GET /utoaztecan/api/pattern/?language=en&search=Tlen');

    fireEvent.change(box, { target: { value: '  ' } });
    await waitFor(() => expect(screen.queryByText('2 patterns found.')).toBeNull());
    expect(calls().filter((call) => call.includes('search='))).toHaveLength(1);
  });

  it('a signed-in user writes a pattern with the form: checked first, then sent, then opened', async () => {
    const cochi = word(11, 'cochi', { tenses: null });
    const itta = word(12, 'itta', { definition_english: ['to see'] });
    serve(ana, {
      'GET /utoaztecan/api/nahuatl/': () => [200, page([cochi, itta])],
      'POST /utoaztecan/api/pattern/': (body) => [
        201,
        { ...pattern(9, 'x'), ...(body as object), id: 9, owner: ana.id },
      ],
      'GET /utoaztecan/api/pattern/9/': () => [200, pattern(9, 'Sleep', { owner: ana.id })],
      'GET /utoaztecan/api/pattern/9/words/': () => [200, page([cochi])],
    });
    const { router } = renderApp('/patterns');
    fireEvent.click(await screen.findByRole('button', { name: 'New pattern' }));
    const form = screen.getByRole('form', { name: 'New pattern' });
    const save = () => fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    fireEvent.change(within(form).getByRole('textbox', { name: 'Question 1' }), { target: { value: '{V1}?' } });
    save();
    expect(within(form).getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('{V1} is not one of the variables below.')).toBeTruthy();
    expect(within(form).getByText('A template may not be blank.')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByRole('textbox', { name: 'Name' }));

    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Sleep' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add an answer' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Answer 1' }), { target: { value: 'Quemah, {V1}.' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Answer 2' }), { target: { value: 'Ahmo, ah{V1}.' } });
    expect(within(form).getByRole('textbox', { name: 'New variable' }).getAttribute('value')).toBe('V1');
    fireEvent.click(within(form).getByRole('button', { name: 'Add variable' }));
    fireEvent.change(within(form).getByRole('searchbox', { name: 'Word Search' }), { target: { value: 'c' } });
    fireEvent.click(await within(form).findByRole('button', { name: /^add to variable V1\s*cochi$/ }));
    fireEvent.click(within(form).getByRole('button', { name: /^add to variable V1\s*itta$/ }));
    expect(
      within(form)
        .getByRole('button', { name: /^in variable V1\s*cochi$/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Conjugate this word' }));
    fireEvent.change(within(form).getByRole('combobox', { name: 'The question speaks to' }), {
      target: { value: 'random' },
    });
    fireEvent.change(within(form).getByRole('spinbutton', { name: /^Chance of plural in the question/ }), {
      target: { value: '25' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a change' }));
    fireEvent.change(within(form).getByRole('textbox', { name: /^Change 1/ }), { target: { value: 'mo' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'starts with' }), { target: { value: 'no' } });
    save();

    await waitFor(() => expect(router.state.location.pathname).toBe('/pattern/9'));
    expect(requests.find((request) => request.call === 'POST /utoaztecan/api/pattern/')?.body).toEqual({
      name: 'Sleep',
      description: '',
      instructions: '',
      share: true,
      variables: ['V1'],
      words: {},
      mapping: { V1: [11, 12] },
      substitutions: [['mo', 'no']],
      pattern_vocabulary: null,
      templates: [['{V1}?'], ['Quemah, {V1}.', 'Ahmo, ah{V1}.']],
      rules: {
        variables: ['V1'],
        question: { start: 1, calculate: 'random', ratio: 0.25, tense: 'present' },
        response: { start: 0, calculate: 'mirror', ratio: 0, tense: 'present' },
      },
      // Written in the reader's language, so their list holds it (decision 076).
      language: 'en',
    });
  });
});
