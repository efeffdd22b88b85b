import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALPHABET_STORAGE_KEY } from '../../../i18n/alphabet';
import { word } from '../../../test/fixtures';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';
import { link, sentence } from '../test/fixtures';

setUpScreenTests();
// The learner chose the modern alphabet in this browser (decision 052).
beforeEach(() => localStorage.setItem(ALPHABET_STORAGE_KEY, 'modern'));
afterEach(() => localStorage.removeItem(ALPHABET_STORAGE_KEY));

// The screens load lazily, and the machine running the tests may be busy.
const LOADING = { timeout: 15_000 };

const stored = sentence(5, 'Niquitta in cuahuitl.', { english: 'I see the tree.', spanish: 'Veo el árbol.' });
const cuahuitl = word(7, 'cuahuitl', { type: 'noun', transitive: null, definition_english: ['tree'] });

describe('sentences in the modern alphabet (decision 057)', { timeout: 30_000 }, () => {
  it('/sentences lists the Nahuatl in k, s, w, ts; the stored spelling is not shown', async () => {
    serveApi(null, {
      'GET /utoaztecan/api/nahuatl-sentence/count/': () => [200, 1],
      'GET /utoaztecan/api/nahuatl-sentence/': () => [200, page([stored])],
    });
    renderApp('/sentences?search=kwawitl');
    const result = await screen.findByRole('link', { name: 'Nikitta in kuauitl.' }, LOADING);
    expect(result.getAttribute('lang')).toBe('nah');
    expect(screen.getByText('I see the tree.')).toBeTruthy();
    expect(screen.queryByText('Niquitta in cuahuitl.')).toBeNull();
  });

  it('/sentence/{id} in Spanish: the sentence and its words in the modern alphabet', async () => {
    serveApi(null, {
      'GET /utoaztecan/api/nahuatl-sentence/5/': () => [200, stored],
      'GET /utoaztecan/api/sentence-word/': () => [200, page([link(70, 5, cuahuitl)])],
    });
    renderApp('/sentence/5', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nikitta in kuauitl.' }, LOADING)).toBeTruthy();
    expect(within(screen.getByRole('article')).getByText('Veo el árbol.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Palabras de esta oración' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'kuauitl' })).toBeTruthy();
    expect(screen.queryByText(/cuahuitl/)).toBeNull();
  });

  it('a word page lists its sentences in the modern alphabet', async () => {
    serveApi(null, {
      'GET /utoaztecan/api/nahuatl/7/': () => [200, cuahuitl],
      'GET /utoaztecan/api/nahuatl-sentence/': () => [200, page([stored])],
    });
    renderApp('/detail/7');
    const sentences = await screen.findByRole('region', { name: 'Sample sentences for this word:' }, LOADING);
    expect(await within(sentences).findByRole('link', { name: 'Nikitta in kuauitl.' })).toBeTruthy();
    expect(within(sentences).queryByText('Niquitta in cuahuitl.')).toBeNull();
  });
});
