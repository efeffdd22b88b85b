import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATTERN_LIMITS } from '../../../../contract/api/patterns';
import { page, renderApp } from '../../../test/render-app';
import { ana, word } from '../../../test/fixtures';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';
import { pattern, tamalli } from '../test/fixtures';

const PATTERN = 'GET /utoaztecan/api/pattern/5/';
const WORDS = 'GET /utoaztecan/api/pattern/5/words/';
const food = pattern(5, 'Ticcuā?');
const mine = pattern(5, 'Ticcuā?', { owner: ana.id });

setUpScreenTests();

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const disabled = (name: string | RegExp) => button(name).hasAttribute('disabled');

describe('/pattern/{id}', () => {
  it('shows the card to a guest, with no Edit, and plays: hints, a wrong and a right response, Next and Skip', async () => {
    serveApi(null, { [PATTERN]: () => [200, food], [WORDS]: () => [200, page([tamalli])] });
    renderApp('/pattern/5');
    const card = await screen.findByRole('article', { name: 'Ticcuā?' });
    expect(within(card).getByText('Say what you eat.')).toBeTruthy();
    expect(within(card).getByText('Answer yes, with “I”.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Play' }));
    const question = await screen.findByText('Ticcuā tamalli?');
    expect(question.getAttribute('lang')).toBe('nah');
    const answer = screen.getByLabelText('Your answer');
    expect(document.activeElement).toBe(answer);
    expect([disabled('Check Response'), disabled('Next'), disabled('Skip')]).toEqual([true, true, false]);

    fireEvent.click(button('Hint (2 left)'));
    fireEvent.click(button('Hint (1 left)'));
    expect(disabled('Hint (0 left)')).toBe(true);
    expect(within(screen.getByRole('list', { name: 'Hints' })).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.change(answer, { target: { value: 'Quemah, nicnequi tamalli' } });
    fireEvent.click(button('Check Response'));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Not quite.');
    expect(within(status).getByText('Quemah, niccuā tamalli.').getAttribute('lang')).toBe('nah');
    expect([disabled('Check Response'), disabled('Next'), disabled('Skip')]).toEqual([true, false, true]);
    expect(screen.getByText('Score: 0 of 1 right · 0 skipped')).toBeTruthy();

    fireEvent.click(button('Next'));
    expect(screen.getByText('Question 2')).toBeTruthy();
    fireEvent.change(answer, { target: { value: 'quemah niccua tamalli' } });
    fireEvent.keyDown(answer, { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toMatch(/^✓ It matches!.*ā/);
    expect(screen.getByText('Score: 1 of 2 right · 0 skipped')).toBeTruthy();

    fireEvent.keyDown(answer, { key: 'Enter' });
    fireEvent.click(button('Skip'));
    expect(screen.getByText('Score: 1 of 2 right · 1 skipped')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Skipped');
  });

  it('says why a pattern cannot be played instead of starting the game', async () => {
    const unfinished = pattern(5, 'Unfinished', { templates: [['{V1}?'], ['Quemah.']] });
    serveApi(null, { [PATTERN]: () => [200, unfinished], [WORDS]: () => [200, page([])] });
    renderApp('/pattern/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This pattern cannot be played yet.');
    expect(alert.textContent).toContain('{V1}');
    expect(screen.queryByLabelText('Your answer')).toBeNull();
  });

  it('the owner edits: Cancel restores the saved copy; Save sends the pattern and shows the server’s copy', async () => {
    const cochi = word(11, 'cochi');
    const requests = serveApi(ana, {
      [PATTERN]: () => [200, mine],
      [WORDS]: () => [200, page([tamalli])],
      'GET /utoaztecan/api/nahuatl/': () => [200, page([cochi])],
      'PATCH /utoaztecan/api/pattern/5/': (body) => [200, { ...mine, ...(body as object), name: 'Ticcuā? (saved)' }],
    });
    renderApp('/pattern/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit pattern' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('Ticcuā?');
    // The texts stop at the contract's limits as they are typed (issue 48).
    expect(name.getAttribute('maxlength')).toBe(String(PATTERN_LIMITS.name));
    expect(within(form).getByRole('textbox', { name: /^Instructions/ }).getAttribute('maxlength')).toBe(
      String(PATTERN_LIMITS.instructions),
    );
    expect(within(form).getByRole('textbox', { name: 'Question 1' }).getAttribute('maxlength')).toBe(
      String(PATTERN_LIMITS.template),
    );
    expect(within(form).getByRole('list', { name: 'Words for N1' }).textContent).toContain('tamalli');
    fireEvent.change(name, { target: { value: 'Changed' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Ticcuā?' })).toBeTruthy();
    expect(document.activeElement).toBe(button('Edit'));

    fireEvent.click(button('Edit'));
    const again = await screen.findByRole('form', { name: 'Edit pattern' });
    expect((within(again).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Ticcuā?');
    fireEvent.click(within(again).getByRole('button', { name: 'Pick words for N1' }));
    fireEvent.change(within(again).getByRole('searchbox', { name: 'Word Search' }), { target: { value: 'cochi' } });
    fireEvent.click(await within(again).findByRole('button', { name: /^add to variable N1\s*cochi$/ }));
    fireEvent.click(within(again).getByRole('button', { name: 'Remove tamalli from N1' }));
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Ticcuā? (saved)' })).toBeTruthy();
    const patch = requests.find((request) => request.call === 'PATCH /utoaztecan/api/pattern/5/');
    expect(patch?.body).toMatchObject({ name: 'Ticcuā?', mapping: { N1: [11] }, templates: mine.templates });
  });

  it('shows the server’s field messages beside their fields', async () => {
    serveApi(ana, {
      [PATTERN]: () => [200, mine],
      [WORDS]: () => [200, page([tamalli])],
      'PATCH /utoaztecan/api/pattern/5/': () => [
        400,
        { 'templates.1.0': ['Too long.'], 'rules.question.start': ['Must be a whole number from 0 to 5.'] },
      ],
    });
    renderApp('/pattern/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit pattern' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const answer = await within(form).findByRole('textbox', { name: 'Answer 1' });
    await waitFor(() => expect(answer.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Too long.')).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: 'The question speaks to' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(within(form).getByText('Please correct the marked fields.')).toBeTruthy();
  });

  it('Delete asks first, hides the card at once, then deletes and goes to /patterns', async () => {
    let answerDelete: (answer: [number, unknown]) => void = () => {};
    const requests = serveApi(ana, {
      [PATTERN]: () => [200, mine],
      [WORDS]: () => [200, page([tamalli])],
      'DELETE /utoaztecan/api/pattern/5/': () => new Promise((resolve) => (answerDelete = resolve)),
      'GET /utoaztecan/api/pattern/count/': () => [200, 0],
      'GET /utoaztecan/api/pattern/': () => [200, page([])],
    });
    const { router } = renderApp('/pattern/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this pattern?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete pattern' }));

    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByText('Deleting the pattern…')).toBeTruthy();
    await waitFor(() =>
      expect(requests.some((request) => request.call === 'DELETE /utoaztecan/api/pattern/5/')).toBe(true),
    );
    answerDelete([204, null]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/patterns'));
  });

  it('says so, with a way back to the list, when the pattern does not exist', async () => {
    serveApi(null);
    renderApp('/pattern/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pattern not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all patterns' }).getAttribute('href')).toBe('/patterns');
  });
});
