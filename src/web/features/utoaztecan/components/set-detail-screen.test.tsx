import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderApp } from '../../../test/render-app';
import { ana, beto, cognateSet, word } from '../../../test/fixtures';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';
import { category, cognate, davletshin, FIRST_LOAD, SCREEN_TEST, setCognate } from '../test/fixtures';

const S = '/utoaztecan/api/cognate-set/';
const COGNATES = 'GET /utoaztecan/api/cognate/';
const mitl = word(31, 'mītl', { type: 'noun', definition_english: ['arrow'], definition_spanish: ['flecha'] });
const proto = cognate(1, 'ProtoAztecan', '*mi-tɨ', 21, { language_name: 'Proto-Aztecan', reconstructed: true });
const classical = cognate(2, 'ClassicalNahuatl', 'mi-tl', 21, {
  language_name: 'Classical Nahuatl',
  definition: 'arrow',
  transforms: '*ɨ > i',
  nahuatl_words: [{ id: 70, cognate: 2, nahuatl: 31, nahuatl_word_data: mitl }],
});
const pipil = cognate(3, 'Pipil', 'mit', 21, { language_name: 'Pipil', loan: true });
const miti = cognateSet(21, '*mi-tɨ', {
  number: '42',
  definition: 'arrow',
  semantic_category: 4,
  transforms: '*t > tl',
  original_text: 'PA *mi-tɨ "arrow": CNa mitl, Pip mit',
  languages: ['Proto-Aztecan', 'Classical Nahuatl', 'Pipil'],
  collections: [{ name: 'Davletshin 2012', count: 3 }],
  cognates: [proto, classical, pipil].map(setCognate),
  credit: davletshin,
});

setUpScreenTests();

describe('/cognate-set/{id}', SCREEN_TEST, () => {
  it('shows the set card with its category, and the original on demand', async () => {
    serveApi(null, {
      [`GET ${S}21/`]: () => [200, miti],
      [COGNATES]: () => [200, page([pipil, classical, proto])],
      'GET /utoaztecan/api/semantic-category/4/': () => [200, category(4, 'arrow')],
    });
    renderApp('/cognate-set/21');
    const card = await screen.findByRole('article', { name: '*mi-tɨ' }, FIRST_LOAD);
    expect(within(card).getByText('Proto-Aztecan · No. 42')).toBeTruthy();
    expect(within(card).getByText('*t > tl')).toBeTruthy();
    expect(within(card).getByText('Davletshin 2012 (3)')).toBeTruthy();
    expect((await within(card).findByRole('link', { name: 'arrow' })).getAttribute('href')).toBe('/ua-category/4');
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();

    const show = within(card).getByRole('button', { name: 'Show original' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    const original = within(card).getByText(miti.original_text) as HTMLParagraphElement;
    expect(original.hidden).toBe(true);
    fireEvent.click(show);
    expect(original.hidden).toBe(false);
    expect(show.getAttribute('aria-controls')).toBe(original.id);
    fireEvent.click(within(card).getByRole('button', { name: 'Hide original' }));
    expect(original.hidden).toBe(true);
  });

  it('shows the cognates by language, each opening its page, with its linked Nahuatl words, and the credit', async () => {
    const requests = serveApi(null, {
      [`GET ${S}21/`]: () => [200, miti],
      [COGNATES]: () => [200, page([pipil, classical, proto])],
      'GET /utoaztecan/api/semantic-category/4/': () => [200, category(4, 'arrow')],
    });
    renderApp('/cognate-set/21');
    const languages = await screen.findByRole('list', { name: 'Cognates by language' }, FIRST_LOAD);
    expect(
      within(languages)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Proto-Aztecan', 'Classical Nahuatl', 'Pipil']);
    const mi = within(languages).getByRole('article', { name: 'mi-tl' });
    expect(within(mi).getByRole('link', { name: 'mi-tl' }).getAttribute('href')).toBe('/cognate/2');
    expect(within(mi).getByText('*ɨ > i')).toBeTruthy();
    expect(within(mi).getByRole('link', { name: 'mītl' }).getAttribute('href')).toBe('/detail/31');
    expect(within(mi).getByText('flecha')).toBeTruthy();
    expect(within(within(languages).getByRole('article', { name: 'mit' })).getByText('Loan')).toBeTruthy();
    expect(within(within(languages).getByRole('article', { name: '*mi-tɨ' })).getByText('Reconstructed')).toBeTruthy();
    expect(requests.map((request) => request.call)).toContain(`${COGNATES}?set=21&page_size=200`);

    const credit = screen.getByRole('region', { name: 'Data credit' });
    expect(within(credit).getByText(davletshin.citation)).toBeTruthy();
    expect(within(credit).getByRole('link', { name: 'CC BY 4.0' })).toBeTruthy();
  });

  it('has no Show original without an original text, and says when a set has no cognates', async () => {
    serveApi(beto, {
      [`GET ${S}22/`]: () => [200, cognateSet(22, 'tlahcuilolli', { owner: ana.id })],
      [COGNATES]: () => [200, page([])],
    });
    renderApp('/cognate-set/22');
    expect(await screen.findByText('This set has no cognates yet.', undefined, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show original' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Data credit' })).toBeNull();
  });

  it('says so when the set is unknown, deleted or not shared', async () => {
    serveApi(null, { [`GET ${S}22/`]: () => [404, { detail: 'Not found.' }] });
    renderApp('/cognate-set/22');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cognate set not found' }, FIRST_LOAD)).toBeTruthy();
  });

  it('the owner edits the whole set: Cancel restores, Save sends every field and shows the answer', async () => {
    const mine = { ...miti, owner: ana.id };
    const requests = serveApi(ana, {
      [`GET ${S}21/`]: () => [200, mine],
      [COGNATES]: () => [200, page([])],
      'GET /utoaztecan/api/semantic-category/4/': () => [200, category(4, 'arrow')],
      [`PATCH ${S}21/`]: (body) => [200, { ...mine, ...(body as object) }],
    });
    renderApp('/cognate-set/21');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, FIRST_LOAD));
    // The set's own form: the owner's form to add a cognate is on the page too.
    const form = () => screen.getByRole('form', { name: 'Edit cognate set' });
    const definition = () => within(form()).getByRole('textbox', { name: /^Definition/ }) as HTMLTextAreaElement;
    expect(definition().value).toBe('arrow');
    fireEvent.change(definition(), { target: { value: 'something else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('arrow', { selector: 'dd' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(definition(), { target: { value: 'arrow, dart' } });
    fireEvent.change(within(form()).getByRole('textbox', { name: /^Word/ }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(form()).getByRole('textbox', { name: /^Word/ }).getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((request) => request.call.startsWith('PATCH'))).toBe(false);

    fireEvent.change(within(form()).getByRole('textbox', { name: /^Word/ }), { target: { value: '*mi-tɨ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Share' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('arrow, dart', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('Not shared: only you can see it')).toBeTruthy();
    expect(requests.find((request) => request.call.startsWith('PATCH'))?.body).toEqual({
      word: '*mi-tɨ',
      set: 'Proto-Aztecan',
      number: '42',
      definition: 'arrow, dart',
      transforms: '*t > tl',
      original_text: miti.original_text,
      reconstructed: true,
      share: false,
      semantic_category: 4,
    });
  });

  it('Delete asks first, then deletes and goes back to the category', async () => {
    const requests = serveApi(ana, {
      [`GET ${S}21/`]: () => [200, { ...miti, owner: ana.id }],
      [COGNATES]: () => [200, page([])],
      'GET /utoaztecan/api/semantic-category/4/': () => [200, category(4, 'arrow')],
      [`DELETE ${S}21/`]: () => [204, null],
      'GET /utoaztecan/api/cognate-set/': () => [200, page([])],
    });
    const { router } = renderApp('/cognate-set/21');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }, FIRST_LOAD));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this cognate set?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete cognate set' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ua-category/4'));
    expect(requests.map((request) => request.call)).toContain(`DELETE ${S}21/`);
  });
});

describe('/cognate-set/{id}: the owner adds a cognate in place', SCREEN_TEST, () => {
  const mine = { ...miti, owner: ana.id };
  const pipilMit = cognate(9, 'Pipil', 'mit', 21, {
    language_name: 'Pipil',
    definition: 'arrow',
    source: 'Campbell1985',
    owner: ana.id,
  });

  it('sends language, word, definition and source under the set, shows the new cognate without a reload, and the refusals at their fields', async () => {
    let added = false;
    const requests = serveApi(ana, {
      [`GET ${S}21/`]: () => [200, mine],
      [COGNATES]: () => [200, page(added ? [proto, pipilMit] : [proto])],
      'GET /utoaztecan/api/semantic-category/4/': () => [200, category(4, 'arrow')],
      'POST /utoaztecan/api/cognate/': (body) => {
        if ((body as { word: string }).word.length > 10)
          return [400, { word: ['Ensure this field has no more than 200 characters.'] }];
        added = true;
        return [201, pipilMit];
      },
    });
    renderApp('/cognate-set/21');
    const form = await screen.findByRole('form', { name: 'Add a cognate' }, FIRST_LOAD);
    const field = (name: RegExp) => within(form).getByRole('textbox', { name }) as HTMLInputElement;
    // The language offers the languages the app knows: a combobox.
    const language = () => within(form).getByRole('combobox', { name: /^Language/ });
    fireEvent.click(within(form).getByRole('button', { name: 'Add cognate' }));
    expect(await within(form).findAllByText('This field may not be blank.')).toHaveLength(2);
    expect(requests.some(({ call }) => call.startsWith('POST'))).toBe(false);

    fireEvent.change(language(), { target: { value: 'Pipil' } });
    fireEvent.change(field(/^Word/), { target: { value: 'mit'.repeat(4) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add cognate' }));
    expect(await within(form).findByText('Ensure this field has no more than 200 characters.')).toBeTruthy();
    expect(field(/^Word/).getAttribute('aria-invalid')).toBe('true');
    expect(language().getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(field(/^Word/), { target: { value: 'mit' } });
    fireEvent.change(field(/^Definition/), { target: { value: 'arrow' } });
    fireEvent.change(field(/^Source/), { target: { value: 'Campbell1985' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add cognate' }));
    expect(await within(form).findByRole('status')).toHaveProperty('textContent', 'Added “mit” (Pipil).');
    expect(requests.filter(({ call }) => call.startsWith('POST')).at(-1)?.body).toEqual({
      language: 'Pipil',
      word: 'mit',
      definition: 'arrow',
      source: 'Campbell1985',
      set: 21,
    });
    const pipilList = await screen.findByRole('list', { name: 'Pipil cognates' });
    expect(within(pipilList).getByRole('link', { name: 'mit' }).getAttribute('href')).toBe('/cognate/9');
    expect(within(pipilList).getByText('Campbell1985')).toBeTruthy();
    expect(field(/^Word/).value).toBe('');
  });

  it('says so when the set holds all the cognates it may, and keeps what was typed', async () => {
    const full = 'A cognate set holds at most 100 cognates.';
    serveApi(ana, {
      [`GET ${S}21/`]: () => [200, mine],
      [COGNATES]: () => [200, page([proto])],
      'GET /utoaztecan/api/semantic-category/4/': () => [200, category(4, 'arrow')],
      'POST /utoaztecan/api/cognate/': () => [400, { set: [full] }],
    });
    renderApp('/cognate-set/21');
    const form = await screen.findByRole('form', { name: 'Add a cognate' }, FIRST_LOAD);
    fireEvent.change(within(form).getByRole('combobox', { name: /^Language/ }), { target: { value: 'Pipil' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Word/ }), { target: { value: 'mit' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add cognate' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', full);
    expect((within(form).getByRole('textbox', { name: /^Word/ }) as HTMLInputElement).value).toBe('mit');
  });

  it('is the owner’s alone', async () => {
    serveApi(beto, {
      [`GET ${S}21/`]: () => [200, mine],
      [COGNATES]: () => [200, page([proto])],
    });
    renderApp('/cognate-set/21');
    expect(await screen.findByRole('list', { name: 'Cognates by language' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add a cognate' })).toBeNull();
  });

  it('speaks Spanish: its heading, fields, the languages it offers, button, a blank word refused and what was added', async () => {
    serveApi(ana, {
      [`GET ${S}21/`]: () => [200, mine],
      [COGNATES]: () => [200, page([proto])],
      'GET /utoaztecan/api/cognate/language_counts/': () => [
        200,
        [
          { language: 'ClassicalNahuatl', name: 'Classical Nahuatl', count: 3 },
          { language: 'Pipil', name: 'Pipil', count: 2 },
        ],
      ],
      'POST /utoaztecan/api/cognate/': () => [201, pipilMit],
    });
    renderApp('/cognate-set/21', { locale: 'es' });
    const form = await screen.findByRole('form', { name: 'Agregar un cognado' }, FIRST_LOAD);
    // The languages offered as the code is typed are named in Spanish; the value stays the code.
    await waitFor(() =>
      expect([...form.querySelectorAll('option')].map((option) => [option.value, option.textContent])).toEqual([
        ['ClassicalNahuatl', 'náhuatl clásico'],
        ['Pipil', 'pipil'],
      ]),
    );
    fireEvent.change(within(form).getByRole('combobox', { name: /^Lengua/ }), { target: { value: 'Pipil' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar cognado' }));
    expect(await within(form).findByText('Este campo no puede quedar vacío.')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Palabra/ }), { target: { value: 'mit' } });
    expect(within(form).getByRole('textbox', { name: /^Fuente/ })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar cognado' }));
    await waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Se agregó “mit” (pipil).'));
    expect(screen.queryByText(/Add a cognate|Add cognate/)).toBeNull();
  });
});

describe('/cognate-set/{id} in Spanish', SCREEN_TEST, () => {
  it('names the page, the cognates by language and the original in Spanish; the owner is refused a blank word in Spanish', async () => {
    const requests = serveApi(ana, {
      [`GET ${S}21/`]: () => [200, { ...miti, owner: ana.id }],
      [COGNATES]: () => [200, page([pipil, classical, proto])],
      'GET /utoaztecan/api/semantic-category/4/': () => [200, category(4, 'breast', { gloss_es: 'pecho, seno' })],
    });
    renderApp('/cognate-set/21', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Conjunto de cognados' }, FIRST_LOAD)).toBeTruthy();
    const card = await screen.findByRole('article', { name: '*mi-tɨ' });
    expect(within(card).getByRole('button', { name: 'Mostrar original' })).toBeTruthy();
    expect(within(card).getByText('Cambios fonéticos')).toBeTruthy();
    // The category by the Spanish name its own card gives it first.
    const categoryLink = await within(card).findByRole('link', { name: 'pecho, seno' });
    expect(categoryLink.getAttribute('href')).toBe('/ua-category/4');
    expect(within(card).queryByText('breast')).toBeNull();
    // The owner's share line agrees with “conjunto”.
    expect(within(card).getByText('Compartido: todos lo pueden ver')).toBeTruthy();
    // The dataset's language names in Spanish where the app has them (decision 076), as data where it has not.
    const languages = await screen.findByRole('list', { name: 'Cognados por lengua' });
    expect(within(languages).getByRole('heading', { level: 3, name: 'náhuatl clásico' }).getAttribute('lang')).toBe(
      'es',
    );
    expect(within(languages).queryByText('Classical Nahuatl')).toBeNull();
    expect(within(languages).getByRole('list', { name: 'Cognados en pipil' })).toBeTruthy();
    expect(within(languages).getByText('Préstamo')).toBeTruthy();
    expect(screen.queryByText('Show original')).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Editar' }));
    const form = screen.getByRole('form', { name: 'Editar conjunto de cognados' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Palabra/ }), { target: { value: ' ' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Este campo no puede estar en blanco.')).toBeTruthy();
    expect(requests.some((request) => request.call.startsWith('PATCH'))).toBe(false);
  });
});
