import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALPHABET_STORAGE_KEY } from '../../../i18n/alphabet';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';
import { pattern, tamalli } from '../test/fixtures';

setUpScreenTests();
// The learner chose the modern alphabet in this browser (decision 052).
beforeEach(() => localStorage.setItem(ALPHABET_STORAGE_KEY, 'modern'));
afterEach(() => localStorage.removeItem(ALPHABET_STORAGE_KEY));

// The screens load lazily, and the machine running the tests may be busy.
const LOADING = { timeout: 15_000 };

/** Every turn asks "Ticcuā tamalli?" and expects "Quemah, niccuā tamalli." (stored in the dictionary's alphabet). */
function playFood(locale: 'en' | 'es') {
  serveApi(null, {
    'GET /utoaztecan/api/pattern/5/': () => [200, pattern(5, 'Ticcuā?')],
    'GET /utoaztecan/api/pattern/5/words/': () => [200, page([tamalli])],
  });
  renderApp('/pattern/5', { locale });
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the Patterns game in the modern alphabet (decision 057)', { timeout: 30_000 }, () => {
  it('asks, hints and answers in k, s, w, ts; a response typed so is right, with the dictionary’s spelling', async () => {
    playFood('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }, LOADING));
    const question = await screen.findByText('Tikkua tamali?');
    expect(question.getAttribute('lang')).toBe('nah');
    expect(screen.queryByText('Ticcuā tamalli?')).toBeNull();

    fireEvent.click(button('Hint (2 left)'));
    fireEvent.click(button('Hint (1 left)'));
    const hints = within(screen.getByRole('list', { name: 'Hints' })).getAllByRole('listitem');
    expect(hints[1]?.textContent).toBe('Its shape: K_m_j, n_kku_ tamali.');

    const answer = screen.getByLabelText('Your answer');
    fireEvent.change(answer, { target: { value: 'Kemaj, nikkua tamali.' } });
    fireEvent.click(button('Check Response'));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain("✓ It matches! In the dictionary's alphabet it is Quemah, niccuā tamalli.");
    expect(within(status).getByText('Kemaj, nikkua tamali.').getAttribute('lang')).toBe('nah');
    expect(screen.getByText('Score: 1 of 1 right · 0 skipped')).toBeTruthy();

    // The dictionary's own spelling stays right, and the modern one is named beside it.
    fireEvent.click(button('Next'));
    fireEvent.change(answer, { target: { value: 'Quemah, niccuā tamalli.' } });
    fireEvent.click(button('Check Response'));
    expect(screen.getByRole('status').textContent).toContain('It matches! (also written Kemaj, nikkua tamali.)');

    fireEvent.click(button('Next'));
    fireEvent.click(button('Skip'));
    expect(screen.getByRole('status').textContent).toContain('Kemaj, nikkua tamali.');
    expect(screen.getByRole('status').textContent).not.toContain('Quemah');
  });

  it('in Spanish: the question, a wrong response and the answer in the modern alphabet', async () => {
    playFood('es');
    fireEvent.click(await screen.findByRole('button', { name: 'Jugar' }, LOADING));
    expect(await screen.findByText('Tikkua tamali?')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tu respuesta'), { target: { value: 'Kemaj, nikneki tamalli.' } });
    fireEvent.click(button('Revisar respuesta'));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Incorrecto.');
    expect(within(status).getByText('Kemaj, nikkua tamali.')).toBeTruthy();
    fireEvent.click(button('Siguiente'));
    fireEvent.change(screen.getByLabelText('Tu respuesta'), { target: { value: 'kemaj nikkwa tamalli' } });
    fireEvent.click(button('Revisar respuesta'));
    expect(screen.getByRole('status').textContent).toContain(
      '¡Correcto! En el alfabeto del diccionario se escribe Quemah, niccuā tamalli.',
    );
  });
});
