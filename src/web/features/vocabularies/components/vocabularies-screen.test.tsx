import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VOCABULARY_LIMITS } from '../../../../contract/api/vocabularies';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../contract/users';
import type { Vocabulary } from '../../../../contract/vocabularies';
import { page, renderApp } from '../../../test/render-app';
import { ana, vocabulary } from '../../../test/fixtures';
import { serveApi, setUpScreenTests, type Recorded } from '../../../test/serve-api';

const greetings = vocabulary(1, 'Greetings', { description: 'Saying hello.', tags: ['beginner', 'conversation'] });
const motion = vocabulary(2, 'Verbs of motion', { tags: ['Vērbs', 'motion'] });
const mine = vocabulary(3, 'My words', { owner: ana.id });

let requests: Recorded[] = [];
let listed: Vocabulary[] = [];

function serve(user: User | null, extra: Parameters<typeof serveApi>[1] = {}) {
  listed = [greetings, mine, motion];
  requests = serveApi(user, {
    'GET /utoaztecan/api/vocabulary/count/': () => [200, listed.length],
    'GET /utoaztecan/api/vocabulary/': () => [200, page(listed)],
    ...extra,
  });
}

const vocabularyList = () => screen.findByRole('list', { name: 'Vocabularies' });
const names = async () =>
  within(await vocabularyList())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/vocabulary/'))
    .map((link) => link.textContent);

setUpScreenTests();

describe('/vocabularies', () => {
  it('shows the count and the cards (name, description, tags) to a guest, with no Edit or add box', async () => {
    serve(null);
    renderApp('/vocabularies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vocabularies' })).toBeTruthy();
    expect(await screen.findByText('Total vocabularies available: 3.')).toBeTruthy();
    expect(await names()).toEqual(['Greetings', 'My words', 'Verbs of motion']);

    const card = screen.getByRole('article', { name: 'Greetings' });
    expect(within(card).getByRole('link', { name: 'Greetings' }).getAttribute('href')).toBe('/vocabulary/1');
    expect(within(card).getByText('Saying hello.')).toBeTruthy();
    expect(
      within(within(card).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['beginner', 'conversation']);
    expect(within(screen.getByRole('article', { name: 'My words' })).queryByRole('list', { name: 'Tags' })).toBeNull();

    expect(requests.map((request) => request.call)).toContain('GET /utoaztecan/api/vocabulary/?language=en&page_size=100');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByLabelText('Add Vocabulary')).toBeNull();
  });

  it("the card menu offers Practice and a disabled '(reserved)' item", async () => {
    serve(null);
    renderApp('/vocabularies');
    const trigger = await screen.findByRole('button', { name: 'Menu for Greetings' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Practice' }).getAttribute('href')).toBe('/practice/1');
    expect(within(menu).getByRole('menuitem', { name: '(reserved)' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('filters by tag, ignoring case and macrons, and keeps the filter in the address', async () => {
    serve(null);
    const { router } = renderApp('/vocabularies?filter=verbs');
    expect(((await screen.findByLabelText('Filter on tags:')) as HTMLInputElement).value).toBe('verbs');
    await waitFor(async () => expect(await names()).toEqual(['Verbs of motion']));
    expect(screen.getByText('1 of 3 vocabularies have matching tags.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Filter on tags:'), { target: { value: 'BEGIN' } });
    expect(router.state.location.search).toBe('?filter=BEGIN');
    expect(await names()).toEqual(['Greetings']);

    fireEvent.change(screen.getByLabelText('Filter on tags:'), { target: { value: 'nothing like it' } });
    expect(screen.getByText('No vocabulary has tags matching the filter.')).toBeTruthy();

    fireEvent.click(within(screen.getByRole('list', { name: 'Tags in use' })).getByRole('button', { name: 'motion' }));
    expect(router.state.location.search).toBe('?filter=motion');
    expect(await names()).toEqual(['Verbs of motion']);
    expect(screen.getByRole('button', { name: 'motion', pressed: true })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Filter on tags:'), { target: { value: '' } });
    expect(router.state.location.search).toBe('');
    expect(await names()).toHaveLength(3);
  });

  it('switches to the list view (kept in the address), whose rows link to the vocabulary and to Practice', async () => {
    serve(null);
    const { router } = renderApp('/vocabularies');
    await vocabularyList();
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(router.state.location.search).toBe('?view=list');
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('article')).toBeNull();
    const row = screen.getByRole('link', { name: 'Greetings' }).closest('li')!;
    expect(within(row).getByRole('link', { name: 'Practice Greetings' }).getAttribute('href')).toBe('/practice/1');

    fireEvent.click(screen.getByRole('button', { name: 'Cards' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('adds a vocabulary by its trimmed name with no tags, and sends nothing when the name is blank', async () => {
    serve(ana, {
      'POST /utoaztecan/api/vocabulary/': (body) => {
        const created = vocabulary(9, (body as { name: string }).name, { owner: ana.id });
        listed = [...listed, created];
        return [201, created];
      },
    });
    renderApp('/vocabularies');
    const box = await screen.findByLabelText('Add Vocabulary');
    // Private until shared, and said so (issue 48); the box stops at the name's limit.
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Only you see it until you share it (Share, when you edit it).');
    expect(box.getAttribute('maxlength')).toBe(String(VOCABULARY_LIMITS.name));
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Write a name for the vocabulary first.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((request) => request.call.startsWith('POST'))).toBe(false);

    fireEvent.change(box, { target: { value: '  Animals  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/Added “Animals”/)).toBeTruthy();
    expect(requests.find((request) => request.call.startsWith('POST'))?.body).toEqual({ name: 'Animals', tags: [], language: 'en' });
    expect(await names()).toEqual(['Animals', 'Greetings', 'My words', 'Verbs of motion']);
    expect(screen.getByText('Total vocabularies available: 4.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open it to add words' }).getAttribute('href')).toBe('/vocabulary/9');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('in edit mode only the user’s own vocabularies get a ×, which asks first and then deletes', async () => {
    let answerDelete: (answer: [number, unknown]) => void = () => {};
    serve(ana, {
      'DELETE /utoaztecan/api/vocabulary/3/': () => new Promise((resolve) => (answerDelete = resolve)),
    });
    renderApp('/vocabularies');
    await vocabularyList();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();

    const edit = screen.getByRole('button', { name: 'Edit' });
    expect(edit.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(edit);
    expect(edit.getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getAllByRole('button', { name: /^Delete / }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Delete My words']);

    fireEvent.click(screen.getByRole('button', { name: 'Delete My words' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this vocabulary?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requests.some((request) => request.call.startsWith('DELETE'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete My words' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete vocabulary' }));
    // Hidden at once (SPEC.md §4), before the server has answered.
    await waitFor(async () => expect(await names()).toEqual(['Greetings', 'Verbs of motion']));
    expect(requests.some((request) => request.call === 'DELETE /utoaztecan/api/vocabulary/3/')).toBe(true);
    answerDelete([204, null]);
    expect(await screen.findByText('Total vocabularies available: 2.')).toBeTruthy();

    // None of the others is hers, in the list view either.
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('puts a vocabulary back when the server refuses to delete it', async () => {
    serve(ana, {
      'DELETE /utoaztecan/api/vocabulary/3/': () => [
        403,
        { detail: 'You do not have permission to perform this action.' },
      ],
    });
    renderApp('/vocabularies?view=list');
    await vocabularyList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete My words' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete vocabulary' }));
    expect((await screen.findByText(/The vocabulary could not be deleted/)).textContent).toBe(
      'The vocabulary could not be deleted: You do not have permission to perform this action.',
    );
    expect(await names()).toEqual(['Greetings', 'My words', 'Verbs of motion']);
  });
});
