import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VOCABULARY_LIMITS } from '../../../../contract/api/vocabularies';
import type { VocabularyWord } from '../../../../contract/vocabularies';
import { page, renderApp } from '../../../test/render-app';
import { ana, beto, vocabulary, word } from '../../../test/fixtures';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';
import { link } from '../test/fixtures';

const cochi = word(11, 'cochi', {
  past: 'cochqui',
  annotations: [{ id: 1, owner: 1, nahuatl: 11, definition: 'A common verb.' }],
});
const choca = word(12, 'chōca', { definition_english: ['to cry', 'to weep'], definition_spanish: ['llorar'] });
const mine = vocabulary(5, 'Everyday verbs', {
  owner: ana.id,
  description: 'Verbs of every day.',
  tags: ['verbs', 'beginner'],
  suggestions_raw: 'Say **cochi**.',
  suggestions: '<p>Say <strong>cochi</strong>.</p>',
});
const VOCABULARY = 'GET /utoaztecan/api/vocabulary/5/';
const WORDS = 'GET /utoaztecan/api/vocabulary-word/';
const PATCH = 'PATCH /utoaztecan/api/vocabulary/5/';

setUpScreenTests();

const about = () => screen.getByRole('article', { name: 'About this vocabulary' });
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const wordList = () => screen.getByRole('region', { name: /^Words in this vocabulary/ });

describe('/vocabulary/{id}', () => {
  it('shows the vocabulary, its suggestions as HTML and its words to others, with no edit controls', async () => {
    const requests = serveApi(beto, {
      [VOCABULARY]: () => [200, mine],
      [WORDS]: () => [200, page([link(70, 5, cochi), link(71, 5, choca)])],
    });
    renderApp('/vocabulary/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Everyday verbs' })).toBeTruthy();
    expect(within(about()).getByText('Verbs of every day.')).toBeTruthy();
    expect(within(about()).getByText('cochi', { selector: 'strong' })).toBeTruthy();
    expect(within(about()).getByRole('list', { name: 'Tags' }).textContent).toBe('verbsbeginner');
    expect(within(about()).getByRole('link', { name: 'Practice' }).getAttribute('href')).toBe('/practice/5');
    expect(within(about()).queryByText(/Shared/)).toBeNull();

    const item = (await within(wordList()).findByRole('link', { name: 'cochi' })).closest('li')!;
    expect(within(item).getByRole('link', { name: 'cochi' }).getAttribute('href')).toBe('/detail/11');
    expect(item.textContent).toContain('cochqui');
    expect(item.textContent).toContain('to sleep');
    expect(item.textContent).toContain('A common verb.');
    expect(within(wordList()).getByRole('heading').textContent).toBe('Words in this vocabulary (2)');
    expect(requests.map((request) => request.call)).toContain(
      'GET /utoaztecan/api/vocabulary-word/?vocabulary=5&page_size=200',
    );

    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Favourite' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('searchbox', { name: 'Word Search' })).toBeNull();
  });

  it('edit mode for the owner: leaving it restores, Save sends the changes and shows the answer', async () => {
    const requests = serveApi(ana, {
      [VOCABULARY]: () => [200, mine],
      [WORDS]: () => [200, page([])],
      [PATCH]: (body) => [200, { ...mine, ...(body as object), suggestions: '<p>Now <em>rendered</em>.</p>' }],
    });
    renderApp('/vocabulary/5');
    expect(await within(await screen.findByRole('article')).findByText('Shared: everyone can see it.')).toBeTruthy();
    const edit = screen.getByRole('button', { name: 'Edit' });

    fireEvent.click(edit);
    expect(edit.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(field('Name'));
    // Each text stops at the contract's limit as it is typed (issue 48).
    for (const [label, limit] of [
      ['Name', VOCABULARY_LIMITS.name],
      ['Description', VOCABULARY_LIMITS.description],
      ['Source', VOCABULARY_LIMITS.source],
      ['Suggestions', VOCABULARY_LIMITS.suggestions_raw],
    ] as const)
      expect(field(label).getAttribute('maxlength'), label).toBe(String(limit));
    expect((field('Suggestions') as HTMLTextAreaElement).value).toBe('Say **cochi**.');
    expect(screen.getByText(/written in Markdown/)).toBeTruthy();
    fireEvent.change(field('Name'), { target: { value: 'Something else' } });
    fireEvent.click(edit);
    expect(edit.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Everyday verbs');

    fireEvent.click(edit);
    expect((field('Name') as HTMLInputElement).value).toBe('Everyday verbs');
    fireEvent.change(field('Name'), { target: { value: 'Daily verbs' } });
    fireEvent.change(field('Suggestions'), { target: { value: 'Now *rendered*.' } });
    fireEvent.change(field('Tags'), { target: { value: ' verbs, , daily ,verbs' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Share' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Daily verbs' })).toBeTruthy();
    expect(within(about()).getByText('rendered', { selector: 'em' })).toBeTruthy();
    expect(within(about()).getByText('Not shared: only you can see it.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
    expect(requests.find((request) => request.call.startsWith('PATCH'))?.body).toEqual({
      name: 'Daily verbs',
      description: 'Verbs of every day.',
      source: '',
      suggestions_raw: 'Now *rendered*.',
      tags: ['verbs', 'daily'],
      share: false,
    });
  });

  it("shows the server's field errors under their fields, and refuses a blank name without sending", async () => {
    const requests = serveApi(ana, {
      [VOCABULARY]: () => [200, mine],
      [WORDS]: () => [200, page([])],
      [PATCH]: () => [400, { 'tags.1': ['A tag has at most 50 characters.'] }],
    });
    renderApp('/vocabulary/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));

    fireEvent.change(field('Name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field may not be blank.')).toBeTruthy();
    expect(requests.some((request) => request.call.startsWith('PATCH'))).toBe(false);

    fireEvent.change(field('Name'), { target: { value: 'Everyday verbs' } });
    fireEvent.change(field('Tags'), { target: { value: `verbs, ${'x'.repeat(51)}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Tags').getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(field('Tags').getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent,
    ).toBe('A tag has at most 50 characters.');
    expect(document.activeElement).toBe(field('Tags'));
  });

  it('the owner stars the vocabulary as a favourite', async () => {
    const requests = serveApi(ana, {
      [VOCABULARY]: () => [200, mine],
      [WORDS]: () => [200, page([])],
      [PATCH]: (body) => [200, { ...mine, ...(body as object) }],
    });
    renderApp('/vocabulary/5');
    const star = await screen.findByRole('button', { name: 'Favourite' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(requests.find((request) => request.call.startsWith('PATCH'))?.body).toEqual({ favorite: true });
  });

  it('in edit mode the owner removes a word with its × and adds words from the word search', async () => {
    let words: VocabularyWord[] = [link(70, 5, cochi)];
    const requests = serveApi(ana, {
      [VOCABULARY]: () => [200, mine],
      [WORDS]: () => [200, page(words)],
      'DELETE /utoaztecan/api/vocabulary-word/70/': () => {
        words = [];
        return [204, null];
      },
      'GET /utoaztecan/api/nahuatl/': () => [200, page([cochi, choca])],
      'POST /utoaztecan/api/vocabulary-word/': (body) => {
        const added = (body as { nahuatl_word: number }).nahuatl_word === 11 ? cochi : choca;
        if (words.some((existing) => existing.nahuatl_word === added.id)) {
          return [400, { nahuatl_word: ['This word is already in the vocabulary.'] }];
        }
        words = [...words, link(80 + added.id, 5, added)];
        return [201, words.at(-1)];
      },
    });
    renderApp('/vocabulary/5');
    await within(await screen.findByRole('region', { name: /^Words in this vocabulary/ })).findByRole('link', {
      name: 'cochi',
    });
    expect(screen.queryByRole('button', { name: 'Remove cochi' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));

    fireEvent.click(screen.getByRole('button', { name: 'Remove cochi' }));
    expect(await screen.findByText(/No words have been added to this vocabulary yet/)).toBeTruthy();
    expect(within(wordList()).getByRole('status').textContent).toBe('Removed cochi.');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Word Search' }), { target: { value: 'c' } });
    expect(screen.getByText('Search for words to add to: Everyday verbs')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /^add to vocabulary\s*chōca$/ }));
    expect(await screen.findByText('Added chōca to the vocabulary.')).toBeTruthy();
    expect(requests.find((request) => request.call === 'POST /utoaztecan/api/vocabulary-word/')?.body).toEqual({
      vocabulary: 5,
      nahuatl_word: 12,
    });
    expect(screen.getByRole('button', { name: /^in vocabulary\s*chōca$/ }).hasAttribute('disabled')).toBe(true);
    expect(within(wordList()).getByRole('button', { name: 'Remove chōca' })).toBeTruthy();

    // Someone added cochi in another tab: the server refuses it, says why, and the list catches up.
    words = [...words, link(90, 5, cochi)];
    fireEvent.click(screen.getByRole('button', { name: /^add to vocabulary\s*cochi$/ }));
    expect((await screen.findByText(/could not be added/)).textContent).toBe(
      'The word could not be added: This word is already in the vocabulary.',
    );
    expect(await within(wordList()).findByRole('link', { name: 'cochi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^in vocabulary\s*cochi$/ }).hasAttribute('disabled')).toBe(true);
  });

  it('says so, with a way back to the list, when the vocabulary does not exist or is not shared', async () => {
    serveApi(null);
    renderApp('/vocabulary/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vocabulary not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all vocabularies' }).getAttribute('href')).toBe('/vocabularies');
  });
});

describe('/vocabulary/{id}: where its words come from', () => {
  it('shows where the words come from, as data, and the owner changes it in the form, in English and Spanish', async () => {
    let stored = { ...mine, source: 'Sullivan, Compendio, lección 4' };
    const requests = serveApi(ana, {
      [VOCABULARY]: () => [200, stored],
      [WORDS]: () => [200, page([])],
      [PATCH]: (body) => {
        stored = { ...stored, ...(body as object) };
        return [200, stored];
      },
    });
    const view = renderApp('/vocabulary/5');
    const shown = await screen.findByText('Sullivan, Compendio, lección 4');
    await waitFor(() => expect(about().contains(shown)).toBe(true));
    expect(shown.closest('div')?.querySelector('dt')?.textContent).toBe('Source');
    expect(shown.getAttribute('translate')).toBe('no');

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect((field('Source') as HTMLInputElement).value).toBe('Sullivan, Compendio, lección 4');
    expect(screen.getByText('Where its words come from: a book, a course or a teacher.')).toBeTruthy();
    fireEvent.change(field('Source'), { target: { value: '  Clase de la maestra Rosa ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(about()).getByText(/Clase de la maestra Rosa/).getAttribute('translate')).toBe('no'));
    expect((requests.find((request) => request.call.startsWith('PATCH'))?.body as { source: string }).source).toBe(
      '  Clase de la maestra Rosa ',
    );
    view.unmount();

    renderApp('/vocabulary/5', { locale: 'es' });
    const enEspañol = await screen.findByText(/Clase de la maestra Rosa/);
    await waitFor(() => expect(screen.getByRole('article', { name: 'Acerca de este vocabulario' }).contains(enEspañol)).toBe(true));
    expect(enEspañol.closest('div')?.querySelector('dt')?.textContent).toBe('Fuente');
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('textbox', { name: /^Fuente/ })).toBeTruthy();
    expect(screen.getByText('De dónde vienen sus palabras: un libro, un curso, un maestro o una maestra.')).toBeTruthy();
  });
});
