import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reportReach } from '../../api/connection';
import { page, renderApp } from '../../test/render-app';
import { beto, entry, staff, vocabulary, word } from '../../test/fixtures';
import { serveApi, setUpScreenTests } from '../../test/serve-api';

const LOADING = { timeout: 15_000 };
const counting = entry(3, 'Counting in twenties', {
  preview_content: '<p>Twenty is <strong>cempōhualli</strong>.</p>',
});
const reading = entry(4, 'A short reading');
const greetings = vocabulary(5, 'Greetings', { description: 'Words for every visit.', tags: ['beginner'] });
// The API's sentence, as far as the dashboard's card reads it.
const nicochi = { id: 8, sentence: 'Nicochi.', english: 'I sleep.', spanish: 'Duermo.', featured: true };
// A semantic category, as far as its card reads it.
const arrow = { id: 12, word: 'arrow', words: ['arrow', 'flecha'], set_count: 3, featured: true };

setUpScreenTests();

/** The API with these featured and recent lists (empty unless given). */
function serveDashboard(
  user: typeof staff | null,
  lists: Partial<Record<string, unknown[]>> = {},
  more: Parameters<typeof serveApi>[1] = {},
) {
  const list = (name: string) => () => [200, lists[name] ?? []] as [number, unknown];
  return serveApi(user, {
    'GET /blog/api/entry/recent/': list('recent'),
    'GET /blog/api/entry/featured/': list('entries'),
    'GET /utoaztecan/api/vocabulary/featured/': list('vocabularies'),
    'GET /utoaztecan/api/pattern/featured/': list('patterns'),
    'GET /utoaztecan/api/nahuatl-sentence/featured/': list('sentences'),
    'GET /utoaztecan/api/semantic-category/featured/': list('categories'),
    'GET /utoaztecan/api/nahuatl/': () => [200, page([word(11, 'cochi')])],
    'GET /blog/api/entry-word/': () => [200, page([])],
    'POST /blog/api/entry/': (body) => [201, entry(9, (body as { title: string }).title, { is_published: false })],
    ...more,
  });
}

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('/dashboard', { timeout: 20_000 }, () => {
  it('shows only the sections that have items, in order, with cards linking to their pages', async () => {
    serveDashboard(beto, {
      recent: [counting, reading],
      vocabularies: [greetings],
      sentences: [nicochi],
      categories: [arrow],
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LOADING)).toBeTruthy();
    await waitFor(() =>
      expect(sectionTitles()).toEqual([
        'Recent Blog Entry Previews',
        'Featured Vocabularies',
        'Featured Sentences',
        'Featured Uto-Aztecan Reconstruction Categories',
      ]),
    );

    const recent = screen.getByRole('list', { name: 'Recent Blog Entry Previews' });
    const card = within(recent).getByRole('article', { name: 'Counting in twenties' });
    expect(within(card).getByRole('link', { name: 'Counting in twenties' }).getAttribute('href')).toBe('/entry/3');
    expect(within(card).getByText('cempōhualli', { selector: 'strong' })).toBeTruthy();
    expect(within(card).getByText('Nahuatl Practice').parentElement?.textContent).toBe('by Nahuatl Practice');
    expect(within(card).getByText('March 12, 2026')).toBeTruthy();

    const vocabularyCard = within(screen.getByRole('list', { name: 'Featured Vocabularies' })).getByRole('article');
    expect(within(vocabularyCard).getByRole('link', { name: 'Greetings' }).getAttribute('href')).toBe('/vocabulary/5');
    expect(vocabularyCard.textContent).toContain('Words for every visit.');
    expect(within(vocabularyCard).getByRole('list', { name: 'Tags' }).textContent).toBe('beginner');

    const sentenceLink = within(screen.getByRole('list', { name: 'Featured Sentences' })).getByRole('link');
    expect(sentenceLink.textContent).toBe('Nicochi.');
    expect(sentenceLink.getAttribute('href')).toBe('/sentence/8');
    expect(sentenceLink.getAttribute('lang')).toBe('nah');

    const categoryCard = within(
      screen.getByRole('list', { name: 'Featured Uto-Aztecan Reconstruction Categories' }),
    ).getByRole('article', { name: 'arrow' });
    expect(within(categoryCard).getByRole('link', { name: 'arrow' }).getAttribute('href')).toBe('/ua-category/12');
    expect(categoryCard.textContent).toContain('Also: flecha');
    expect(categoryCard.textContent).toContain('3 reconstructed words');

    // Featuring is for staff alone.
    expect(screen.queryByLabelText('New entry')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Featured' })).toBeNull();
  });

  it('offline, says that the blog and the other lists not saved need a connection', async () => {
    serveDashboard(beto, { vocabularies: [greetings] });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 2, name: 'Featured Vocabularies' }, LOADING);
    expect(screen.queryByText(/^Offline: the blog/)).toBeNull();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    reportReach(false);
    expect(
      await screen.findByText(
        'Offline: the blog, the sentences and the categories need a connection; what this device saved is shown.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Featured Vocabularies' })).toBeTruthy();
  });

  it('gives staff a Featured toggle on each card: unfeaturing takes the card out of its section', async () => {
    const featuredVocabularies = [{ ...greetings, featured: true }];
    const requests = serveDashboard(
      staff,
      { recent: [counting], sentences: [nicochi] },
      {
        'GET /utoaztecan/api/vocabulary/featured/': () => [200, featuredVocabularies],
        'PATCH /utoaztecan/api/vocabulary/5/': (body) => {
          featuredVocabularies.length = 0;
          return [200, { ...greetings, ...(body as object) }];
        },
      },
    );
    renderApp('/dashboard');
    const vocabularyList = await screen.findByRole('list', { name: 'Featured Vocabularies' }, LOADING);
    const toggle = within(within(vocabularyList).getByRole('article')).getByRole('button', { name: 'Featured' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    // Every card has one: the recent entry (not featured), the vocabulary, the sentence.
    expect(
      screen.getAllByRole('button', { name: 'Featured' }).map((button) => button.getAttribute('aria-pressed')),
    ).toEqual(['false', 'true', 'true']);

    fireEvent.click(toggle);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Featured Vocabularies' })).toBeNull());
    expect(requests.find((request) => request.call === 'PATCH /utoaztecan/api/vocabulary/5/')?.body).toEqual({
      featured: false,
    });
    expect(sectionTitles()).toEqual(['Recent Blog Entry Previews', 'Featured Sentences']);
  });

  it('ends with the word search, whose text lives in ?search=', async () => {
    serveDashboard(null, { patterns: [{ id: 2, name: 'Names', description: 'Say your name.', language: 'en' }] });
    const { router } = renderApp('/dashboard');
    const patterns = await screen.findByRole('list', { name: 'Featured Patterns' }, LOADING);
    expect(within(patterns).getByRole('link', { name: 'Names' }).getAttribute('href')).toBe('/pattern/2');

    const search = screen.getByRole('searchbox', { name: 'Word Search' });
    const all = [...document.querySelectorAll('main h2, main input')];
    expect(all.at(-1)).toBe(search);
    fireEvent.change(search, { target: { value: 'cochi' } });
    expect(await screen.findByRole('link', { name: 'cochi' })).toBeTruthy();
    expect(router.state.location.search).toBe('?search=cochi');
  });

  it('lets staff start an entry: a draft is saved by its title and its page opens in edit mode', async () => {
    const requests = serveDashboard(staff);
    const { router } = renderApp('/dashboard');
    const box = await screen.findByLabelText('New entry', {}, LOADING);

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Write a title for the entry first.');
    expect(requests.some((request) => request.call.startsWith('POST'))).toBe(false);

    fireEvent.change(box, { target: { value: '  Numbers in the market  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/entry/9'));
    expect(requests.find((request) => request.call === 'POST /blog/api/entry/')?.body).toEqual({
      title: 'Numbers in the market',
      tags: [],
      content_raw: '',
      is_published: false,
      language: 'en',
    });
    expect(await screen.findByRole('form', { name: 'Edit entry' }, LOADING)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Numbers in the market');
    expect((screen.getByRole('checkbox', { name: 'Published' }) as HTMLInputElement).checked).toBe(false);
  });
});

describe('/dashboard in Spanish', { timeout: 20_000 }, () => {
  it('names its sections in Spanish and gives a sentence its Spanish translation', async () => {
    const saludos = vocabulary(6, 'Saludos y cortesía', { language: 'es' });
    serveDashboard(beto, { vocabularies: [greetings, saludos], sentences: [nicochi], categories: [arrow] });
    renderApp('/dashboard', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel' }, LOADING)).toBeTruthy();
    await waitFor(() =>
      expect(sectionTitles()).toEqual([
        'Vocabularios destacados',
        'Oraciones destacadas',
        'Categorías destacadas de reconstrucción yutoazteca',
      ]),
    );
    const sentence = within(screen.getByRole('list', { name: 'Oraciones destacadas' })).getByRole('article');
    expect(within(sentence).getByText('Duermo.').getAttribute('lang')).toBe('es');
    expect(within(sentence).queryByText('I sleep.')).toBeNull();
    const category = within(screen.getByRole('list', { name: /Categorías destacadas/ })).getByRole('article');
    expect(within(category).getByText('3 palabras reconstruidas')).toBeTruthy();
    expect(within(category).getByText('También: flecha')).toBeTruthy();
    expect(screen.queryByText('Featured Vocabularies')).toBeNull();
  });
});

describe('/dashboard for a Spanish reader', { timeout: 20_000 }, () => {
  it('shows the Spanish entries and featured records only, and every language behind one switch, Spanish first', async () => {
    const saludos = vocabulary(6, 'Saludos y cortesía', { language: 'es' });
    const contar = entry(7, 'Contar de veinte en veinte', { language: 'es' });
    const requests = serveDashboard(beto, {
      recent: [contar, counting],
      vocabularies: [greetings, saludos],
      entries: [counting, contar],
    });
    const { router } = renderApp('/dashboard', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel' }, LOADING)).toBeTruthy();
    const titlesIn = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);

    await screen.findByRole('region', { name: 'Vocabularios destacados' });
    await waitFor(() => expect(titlesIn('Vocabularios destacados')).toEqual(['Saludos y cortesía']));
    expect(titlesIn('Entradas destacadas del blog')).toEqual(['Contar de veinte en veinte']);
    expect(titlesIn('Entradas recientes del blog')).toEqual(['Contar de veinte en veinte']);
    expect(screen.queryByText('Greetings')).toBeNull();
    expect(screen.queryByText('Counting in twenties')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Mostrar todos los idiomas' }));
    await waitFor(() => expect(router.state.location.search).toBe('?language=all'));
    const featured = screen.getByRole('region', { name: 'Vocabularios destacados' });
    expect(titlesIn('Vocabularios destacados')).toEqual(['Saludos y cortesía', 'Greetings']);
    expect(within(featured).getByRole('link', { name: 'Greetings' }).getAttribute('lang')).toBe('en');
    const entries = screen.getByRole('region', { name: 'Entradas destacadas del blog' });
    expect(
      within(entries)
        .getAllByRole('heading', { level: 3 })
        .map((name) => name.textContent),
    ).toEqual(['Contar de veinte en veinte', 'Counting in twenties']);
    expect(requests.map((request) => request.call)).toContain('GET /blog/api/entry/recent/?language=es');
    fireEvent.click(screen.getByRole('link', { name: 'Mostrar solo español' }));
    await waitFor(() => expect(titlesIn('Vocabularios destacados')).toEqual(['Saludos y cortesía']));
  });
});
