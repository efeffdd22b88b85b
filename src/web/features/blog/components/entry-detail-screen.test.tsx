import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENTRY_LIMITS } from '../../../../contract/api/entries';
import type { EntryWord } from '../../../../contract/entries';
import { MARKDOWN_TOO_DEEP } from '../../../../contract/markdown';
import type { Word } from '../../../../contract/words';
import { page, renderApp } from '../../../test/render-app';
import { beto, entry, staff, word } from '../../../test/fixtures';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';

const cempohualli = word(11, 'cempōhualli', { type: 'number', definition_english: ['twenty'] });
const ce = word(12, 'cē', { type: 'number', definition_english: ['one'] });
const linkOf = (id: number, linked: Word): EntryWord => ({
  id,
  entry: 7,
  nahuatl_word: linked.id,
  nahuatl_word_data: linked,
});

const counting = entry(7, 'Counting in twenties', {
  tags: ['numbers', 'piyali'],
  content_raw: 'Twenty is **cempōhualli**.',
  content: '<p>Twenty is <strong>cempōhualli</strong>.</p><h3>Scores</h3>',
});
const ENTRY = 'GET /blog/api/entry/7/';
const WORDS = 'GET /blog/api/entry-word/';
const PATCH = 'PATCH /blog/api/entry/7/';

setUpScreenTests();

// The screen's module, and the editor's with its Markdown parser, load on first use: slow in a busy test run.
const LOADING = { timeout: 15_000 };

const card = () => screen.getByRole('article');
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const preview = () => screen.getByRole('region', { name: 'Preview' });

// Whole journeys through the screen and its lazily loaded editor: more than the default 5 s on a busy machine.
describe('/entry/{id}', { timeout: 20_000 }, () => {
  it('New entry on an entry’s page opens the new draft in edit mode', async () => {
    serveApi(staff, {
      [ENTRY]: () => [200, counting],
      [WORDS]: () => [200, page([])],
      'GET /blog/api/entry/9/': () => [200, entry(9, 'Market numbers', { is_published: false })],
      'GET /blog/api/entry-word/?entry=9': () => [200, page([])],
      'POST /blog/api/entry/': (body) => [201, entry(9, (body as { title: string }).title, { is_published: false })],
    });
    const { router } = renderApp('/entry/7');
    const box = await screen.findByLabelText('New entry', {}, LOADING);
    fireEvent.change(box, { target: { value: 'Market numbers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/entry/9'));
    expect(await screen.findByRole('form', { name: 'Edit entry' }, LOADING)).toBeTruthy();
    expect((field('Title') as HTMLInputElement).value).toBe('Market numbers');
  });

  it('shows the entry as the server rendered it, its tags and its words, with no controls for readers', async () => {
    const requests = serveApi(beto, {
      [ENTRY]: () => [200, counting],
      [WORDS]: () => [200, page([linkOf(70, cempohualli)])],
    });
    renderApp('/entry/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Counting in twenties' }, LOADING)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Go back/ })).toBeTruthy();
    expect(within(card()).getByText('cempōhualli', { selector: 'strong' })).toBeTruthy();
    // The author's top heading sits right under the entry's title on its page.
    expect(within(card()).getByRole('heading', { level: 2, name: 'Scores' })).toBeTruthy();
    expect(within(card()).getByRole('list', { name: 'Tags' }).textContent).toBe('numberspiyali');
    expect(within(card()).getByText('Nahuatl Practice').parentElement?.textContent).toBe('by Nahuatl Practice');
    expect(within(card()).getByText('March 12, 2026').getAttribute('datetime')).toBe(counting.created_at);

    const words = await screen.findByRole('region', { name: 'Words in this entry (1)' });
    expect(within(words).getByRole('link', { name: 'cempōhualli' }).getAttribute('href')).toBe('/detail/11');
    expect(words.textContent).toContain('twenty');
    expect(requests.map((request) => request.call)).toContain('GET /blog/api/entry-word/?entry=7&page_size=200');

    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Featured' })).toBeNull();
    expect(screen.queryByText(/Published/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('searchbox', { name: 'Word Search' })).toBeNull();
  });

  it('shows readers no word section when the entry has no words', async () => {
    serveApi(null, { [ENTRY]: () => [200, counting], [WORDS]: () => [200, page([])] });
    renderApp('/entry/7');
    await screen.findByRole('heading', { level: 1, name: 'Counting in twenties' });
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    expect(screen.queryByRole('region', { name: /^Words in this entry/ })).toBeNull();
  });

  it('edit mode for the author: a live preview, Cancel restores, Save sends the entry and shows the answer', async () => {
    const draft = { ...counting, is_published: false };
    const requests = serveApi(staff, {
      [ENTRY]: () => [200, draft],
      [WORDS]: () => [200, page([])],
      [PATCH]: (body) => [
        200,
        { ...draft, ...(body as object), content: '<p>Forty is <em>ōmpōhualli</em>.</p>', preview_content: '' },
      ],
    });
    renderApp('/entry/7');
    expect(
      await within(await screen.findByRole('article')).findByText(/^Not published: only you can see it/),
    ).toBeTruthy();
    expect(within(card()).getByText('Draft')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('form', { name: 'Edit entry' }, LOADING)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Title')));
    expect((field('Content') as HTMLTextAreaElement).value).toBe('Twenty is **cempōhualli**.');
    // Each text stops at the contract's limit as it is typed (issue 48).
    expect(field('Title').getAttribute('maxlength')).toBe(String(ENTRY_LIMITS.title));
    expect(field('Content').getAttribute('maxlength')).toBe(String(ENTRY_LIMITS.content_raw));
    expect(within(preview()).getByText('cempōhualli', { selector: 'strong' })).toBeTruthy();
    fireEvent.change(field('Content'), { target: { value: 'Forty is *ōmpōhualli*.' } });
    expect(await within(preview()).findByText('ōmpōhualli', { selector: 'em' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Published' })).toBeTruthy();
    fireEvent.change(field('Title'), { target: { value: 'Something else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Counting in twenties');
    expect(within(card()).getByText('cempōhualli', { selector: 'strong' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('form', { name: 'Edit entry' }, LOADING);
    expect((field('Title') as HTMLInputElement).value).toBe('Counting in twenties');
    fireEvent.change(field('Title'), { target: { value: 'Counting in scores' } });
    fireEvent.change(field('Tags'), { target: { value: ' numbers, , Numbers, grammar ' } });
    fireEvent.change(field('Content'), { target: { value: 'Forty is *ōmpōhualli*.' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Published' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Counting in scores' })).toBeTruthy();
    expect(within(card()).getByText('ōmpōhualli', { selector: 'em' })).toBeTruthy();
    expect(within(card()).getByText('Published: everyone can read it.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
    expect(requests.find((request) => request.call.startsWith('PATCH'))?.body).toEqual({
      title: 'Counting in scores',
      tags: ['numbers', 'grammar'],
      content_raw: 'Forty is *ōmpōhualli*.',
      is_published: true,
    });
  });

  it('previews the pathological texts of issue 29 without freezing, and says when a text nests too deeply', async () => {
    serveApi(staff, { [ENTRY]: () => [200, { ...counting, is_published: false }], [WORDS]: () => [200, page([])] });
    renderApp('/entry/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, LOADING));
    expect(await screen.findByRole('form', { name: 'Edit entry' }, LOADING)).toBeTruthy();
    // 100,000 characters that held the old parser for minutes: shown as the text they are.
    fireEvent.change(field('Content'), { target: { value: `Start ${'_a*'.repeat(33_330)}` } });
    await waitFor(() => expect(preview().textContent).toContain('Start _a*_a*'), LOADING);
    // Nested 100,000 levels deep: the server's refusal, before Save.
    fireEvent.change(field('Content'), { target: { value: '>'.repeat(100_000) } });
    expect(await within(preview()).findByText(MARKDOWN_TOO_DEEP, {}, LOADING)).toBeTruthy();
  });

  it("refuses a blank title without sending, and shows the server's messages under their fields", async () => {
    const requests = serveApi(staff, {
      [ENTRY]: () => [200, counting],
      [WORDS]: () => [200, page([])],
      [PATCH]: () => [400, { 'tags.1': ['A tag has at most 50 characters.'] }],
    });
    renderApp('/entry/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, LOADING));
    await screen.findByRole('form', { name: 'Edit entry' }, LOADING);

    fireEvent.change(field('Title'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((request) => request.call.startsWith('PATCH'))).toBe(false);

    fireEvent.change(field('Title'), { target: { value: 'Counting' } });
    fireEvent.change(field('Tags'), { target: { value: `numbers, ${'x'.repeat(51)}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Tags').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('A tag has at most 50 characters.')).toBeTruthy();
  });

  it('Delete asks first, hides the card at once, then deletes and goes to the dashboard', async () => {
    let answerDelete: (answer: [number, unknown]) => void = () => {};
    const requests = serveApi(staff, {
      [ENTRY]: () => [200, counting],
      [WORDS]: () => [200, page([])],
      'DELETE /blog/api/entry/7/': () => new Promise((resolve) => (answerDelete = resolve)),
    });
    const { router } = renderApp('/entry/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, LOADING));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }, LOADING));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this entry?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete entry' }));

    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Deleting the entry…');
    await waitFor(() => expect(requests.some((request) => request.call === 'DELETE /blog/api/entry/7/')).toBe(true));
    answerDelete([204, null]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('the author removes a word with its × and links one from the word search, in edit mode only', async () => {
    let links = [linkOf(70, cempohualli)];
    const requests = serveApi(staff, {
      [ENTRY]: () => [200, counting],
      [WORDS]: () => [200, page(links)],
      'DELETE /blog/api/entry-word/70/': () => {
        links = [];
        return [204, null];
      },
      'GET /utoaztecan/api/nahuatl/': () => [200, page([ce])],
      'POST /blog/api/entry-word/': () => [201, linkOf(71, ce)],
    });
    renderApp('/entry/7');
    await screen.findByRole('link', { name: 'cempōhualli' }, LOADING);
    expect(screen.queryByRole('button', { name: 'Remove cempōhualli' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove cempōhualli' }, LOADING));
    expect(await screen.findByText(/^No words yet/)).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Word Search' }), { target: { value: 'ce' } });
    expect(screen.getByText('Search for words to add to: Counting in twenties')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /^add to entry\s*cē$/ }));
    expect(await screen.findByText('Added cē to the entry.')).toBeTruthy();
    expect(requests.find((request) => request.call === 'POST /blog/api/entry-word/')?.body).toEqual({
      entry: 7,
      nahuatl_word: 12,
    });
    expect(screen.getByRole('button', { name: /^in entry\s*cē$/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('region', { name: 'Words in this entry (1)' })).toBeTruthy();
  });

  it("staff feature and unfeature an entry they did not write; the card shows the server's answer", async () => {
    const byAnother = { ...counting, author: 9, author_name: 'Another' };
    const requests = serveApi(staff, {
      [ENTRY]: () => [200, byAnother],
      [WORDS]: () => [200, page([])],
      [PATCH]: (body) => [200, { ...byAnother, ...(body as object) }],
    });
    renderApp('/entry/7');
    const toggle = await screen.findByRole('button', { name: 'Featured' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();

    fireEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Featured' }).getAttribute('aria-pressed')).toBe('true'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Featured' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Featured' }).getAttribute('aria-pressed')).toBe('false'),
    );
    expect(requests.filter((request) => request.call.startsWith('PATCH')).map((request) => request.body)).toEqual([
      { featured: true },
      { featured: false },
    ]);
  });

  it('says why featuring failed', async () => {
    serveApi(staff, {
      [ENTRY]: () => [200, counting],
      [WORDS]: () => [200, page([])],
      [PATCH]: () => [403, { detail: 'You do not have permission to perform this action.' }],
    });
    renderApp('/entry/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Featured' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The entry could not be featured: You do not have permission to perform this action.',
    );
  });

  it('says so, with a way to the latest entries, when the entry does not exist or is not published', async () => {
    serveApi(beto);
    renderApp('/entry/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog entry not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /dashboard/ }).getAttribute('href')).toBe('/dashboard');
  });
});

describe('/entry/{id} in Spanish', { timeout: 60_000 }, () => {
  it('dates the entry in Spanish and names its words, draft and edit mode in Spanish; the title stays as written', async () => {
    serveApi(staff, {
      [ENTRY]: () => [200, { ...counting, is_published: false }],
      [WORDS]: () => [200, page([linkOf(70, cempohualli)])],
    });
    renderApp('/entry/7', { locale: 'es' });
    const title = await screen.findByRole('heading', { level: 1, name: 'Counting in twenties' }, LOADING);
    expect(title.getAttribute('translate')).toBe('no');
    expect(within(card()).getByText('12 de marzo de 2026').getAttribute('datetime')).toBe(counting.created_at);
    expect(within(card()).getByText('Nahuatl Practice').parentElement?.textContent).toBe('por Nahuatl Practice');
    expect(within(card()).getByText('Borrador')).toBeTruthy();
    expect(within(card()).getByText('Sin publicar: solo tú puedes verla. Usa Editar para publicarla.')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Palabras de esta entrada (1)' })).toBeTruthy();
    expect(screen.queryByText('March 12, 2026')).toBeNull();
    expect(screen.queryByText('Draft')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const form = await screen.findByRole('form', { name: 'Editar entrada' }, LOADING);
    const preview = within(form).getByRole('region', { name: 'Vista previa' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Contenido/ }), { target: { value: '' } });
    expect(
      await within(preview).findByText('Lo que escribas aparecerá aquí tal como lo verá quien lo lea.'),
    ).toBeTruthy();
    expect(within(form).getByRole('checkbox', { name: 'Publicada' })).toBeTruthy();
  });

  it('New entry asks for a title in Spanish before sending anything', async () => {
    const requests = serveApi(staff, { [ENTRY]: () => [200, counting], [WORDS]: () => [200, page([])] });
    renderApp('/entry/7', { locale: 'es' });
    const box = await screen.findByRole('textbox', { name: 'Nueva entrada' }, LOADING);
    expect(box.getAttribute('placeholder')).toBe('Título, p. ej. Contar de veinte en veinte');
    fireEvent.submit(box.closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe('Primero escribe un título para la entrada.');
    expect(requests.some(({ call }) => call.startsWith('POST'))).toBe(false);
  });
});
