import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderApp } from '../../../test/render-app';
import { ana, beto, cognateSet, staff } from '../../../test/fixtures';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';
import { category, davletshin, FIRST_LOAD, SCREEN_TEST } from '../test/fixtures';

const C = '/utoaztecan/api/semantic-category/';
const S = '/utoaztecan/api/cognate-set/';
const arrow = category(4, 'arrow', { words: ['arrow', 'flecha'], set_count: 2, concepticon_id: '1', owner: ana.id });
const sets = [
  cognateSet(21, '*mi-tɨ', {
    number: '42',
    definition: 'arrow',
    semantic_category: 4,
    languages: ['Proto-Aztecan', 'Classical Nahuatl', 'Pipil'],
    collections: [{ name: 'Davletshin 2012', count: 3 }],
    credit: davletshin,
  }),
  cognateSet(22, 'tlahcuilolli', { set: 'Classical Nahuatl', reconstructed: false, owner: ana.id, share: false }),
];

setUpScreenTests();

describe('/ua-category/{id}', SCREEN_TEST, () => {
  it('shows the category card, the cards of its reconstructed words opening their sets, and the credit', async () => {
    const requests = serveApi(beto, { [`GET ${C}4/`]: () => [200, arrow], [`GET ${S}`]: () => [200, page(sets)] });
    renderApp('/ua-category/4');
    const card = await screen.findByRole('article', { name: 'arrow' }, FIRST_LOAD);
    expect(within(card).getByText('arrow, flecha')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Concept 1' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(card).queryByText('Share')).toBeNull();
    expect(screen.getByRole('button', { name: '← Go back' })).toBeTruthy();

    const list = await screen.findByRole('list', { name: 'Reconstructed words' });
    const miti = within(list).getByRole('article', { name: '*mi-tɨ' });
    expect(within(miti).getByRole('link', { name: '*mi-tɨ' }).getAttribute('href')).toBe('/cognate-set/21');
    expect(within(miti).getByText('Proto-Aztecan · No. 42')).toBeTruthy();
    expect(within(miti).getByText('arrow')).toBeTruthy();
    expect(within(miti).getByText('Proto-Aztecan, Classical Nahuatl, Pipil')).toBeTruthy();
    expect(within(miti).getByText('Languages (3)')).toBeTruthy();
    expect(within(miti).getByText('Prior collections (1)')).toBeTruthy();
    expect(within(miti).getByText('Davletshin 2012 (3)')).toBeTruthy();
    expect(requests.map((request) => request.call)).toContain(`GET ${S}?semantic_category=4`);

    const credit = screen.getByRole('region', { name: 'Data credit' });
    expect(within(credit).getByText(davletshin.citation)).toBeTruthy();
    expect(within(credit).getByRole('link', { name: 'CC BY 4.0' }).getAttribute('href')).toBe(davletshin.licence);
    expect(within(credit).getByRole('link', { name: davletshin.url })).toBeTruthy();
    // A signed-in user may file a reconstructed word under any category they see.
    expect(screen.getByRole('button', { name: 'New reconstructed word' })).toBeTruthy();
  });

  it('says so when the category is unknown, deleted or not shared', async () => {
    serveApi(null, { [`GET ${C}4/`]: () => [404, { detail: 'Not found.' }] });
    renderApp('/ua-category/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search the categories' }).getAttribute('href')).toBe('/uto-aztecan');
  });

  it('says so, without asking, when the address holds no id', async () => {
    const requests = serveApi(null);
    renderApp('/ua-category/x');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' }, FIRST_LOAD)).toBeTruthy();
    expect(requests.some((request) => request.call.includes('semantic-category'))).toBe(false);
  });

  it('gives no credit and no New reconstructed word to a guest when no set comes from a dataset', async () => {
    serveApi(null, { [`GET ${C}4/`]: () => [200, arrow], [`GET ${S}`]: () => [200, page([sets[1]!])] });
    renderApp('/ua-category/4');
    expect(await screen.findByRole('article', { name: 'tlahcuilolli' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Data credit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New reconstructed word' })).toBeNull();
  });

  it('the owner edits by the word (PATCH {word}/): Cancel restores, Save shows the answer', async () => {
    const requests = serveApi(ana, {
      [`GET ${C}4/`]: () => [200, arrow],
      [`GET ${S}`]: () => [200, page(sets)],
      [`PATCH ${C}arrow/`]: (body) => [200, { ...arrow, ...(body as object) }],
    });
    renderApp('/ua-category/4');
    expect(
      await within(await screen.findByRole('article', undefined, FIRST_LOAD)).findByText('Shared: everyone can see it'),
    ).toBeTruthy();
    expect(within(await screen.findByRole('list', { name: 'Reconstructed words' })).getByText('Private')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const words = () => screen.getByRole('textbox', { name: /^Search words/ }) as HTMLTextAreaElement;
    expect(words().value).toBe('arrow, flecha');
    fireEvent.change(words(), { target: { value: 'nothing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('arrow, flecha', { selector: 'dd' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(words(), { target: { value: 'arrow, flecha, saeta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('arrow, flecha, saeta', { selector: 'dd' })).toBeTruthy();
    expect(requests.find((request) => request.call.startsWith('PATCH'))).toEqual({
      call: `PATCH ${C}arrow/`,
      body: { word: 'arrow', words: ['arrow', 'flecha', 'saeta'], share: true },
    });
  });

  it('Delete asks first, hides the card at once, then deletes and goes to /uto-aztecan', async () => {
    let answerDelete: (answer: [number, unknown]) => void = () => {};
    const requests = serveApi(ana, {
      [`GET ${C}4/`]: () => [200, arrow],
      [`GET ${S}`]: () => [200, page([])],
      [`DELETE ${C}4/`]: () => new Promise((resolve) => (answerDelete = resolve)),
      [`GET ${C}`]: () => [200, page([])],
    });
    const { router } = renderApp('/ua-category/4');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, FIRST_LOAD));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this category?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Deleting the category…');
    await waitFor(() => expect(requests.map((request) => request.call)).toContain(`DELETE ${C}4/`));
    answerDelete([204, null]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/uto-aztecan'));
  });
});

describe('featuring', SCREEN_TEST, () => {
  it('staff feature a category for the dashboard from its page; others have no switch', async () => {
    const requests = serveApi(staff, {
      [`GET ${C}4/`]: () => [200, arrow],
      [`GET ${S}`]: () => [200, page([])],
      [`PATCH ${C}4/`]: (body) => [200, { ...arrow, ...(body as object) }],
    });
    renderApp('/ua-category/4');
    const toggle = await screen.findByRole('button', { name: /Featured/ }, FIRST_LOAD);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Featured/ }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(requests.find((request) => request.call.startsWith('PATCH'))?.body).toEqual({ featured: true });
  });

  it('has no switch for a learner', async () => {
    serveApi(ana, { [`GET ${C}4/`]: () => [200, arrow], [`GET ${S}`]: () => [200, page([])] });
    renderApp('/ua-category/4');
    expect(await screen.findByRole('button', { name: 'Edit' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Featured/ })).toBeNull();
  });
});

describe('/semantic-category/{word}', SCREEN_TEST, () => {
  it('finds the category by its word, and after a new word opens its page by id', async () => {
    const requests = serveApi(ana, {
      [`GET ${C}`]: () => [200, page([arrow])],
      [`GET ${C}4/`]: () => [200, { ...arrow, word: 'dart' }],
      [`GET ${S}`]: () => [200, page([])],
      [`PATCH ${C}arrow/`]: (body) => [200, { ...arrow, ...(body as object) }],
    });
    const { router } = renderApp('/semantic-category/arrow');
    expect(await screen.findByRole('article', { name: 'arrow' }, FIRST_LOAD)).toBeTruthy();
    expect(requests.map((request) => request.call)).toContain(`GET ${C}?word=arrow`);
    expect(requests.some((request) => request.call === `GET ${C}4/`)).toBe(false);

    // A save that keeps the word shows at once, at the same address.
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Search words/ }), { target: { value: 'arrow, saeta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('arrow, saeta', { selector: 'dd' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/semantic-category/arrow');

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Word/ }), { target: { value: 'dart' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ua-category/4'));
    expect(await screen.findByRole('article', { name: 'dart' })).toBeTruthy();
  });

  it('says so when no category has the word', async () => {
    serveApi(null, { [`GET ${C}`]: () => [200, page([])] });
    renderApp('/semantic-category/nothing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' }, FIRST_LOAD)).toBeTruthy();
  });
});
