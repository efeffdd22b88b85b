import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SENTENCE_LIMITS } from '../../../../contract/api/sentences';
import { ana } from '../../../test/fixtures';
import { word } from '../../../test/everyday-verbs';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';

setUpScreenTests();

// The screens load lazily, and the machine running the tests may be busy.
const LOADING = { timeout: 5000 };

const cochi = word(1, 'cochi', { type: 'tlach2', past: 'cochqui', definition_spanish: ['dormir'] });

// Issue 48: Add with the box blank did nothing at all on a word's page.
describe('adding a sentence on a word’s page', { timeout: 20_000 }, () => {
  it('says a blank sentence needs writing first, in Spanish, and sends nothing', async () => {
    const requests = serveApi(ana, {
      'GET /utoaztecan/api/nahuatl/1/': () => [200, cochi],
      'GET /utoaztecan/api/nahuatl-sentence/': () => [200, page([])],
    });
    renderApp('/detail/1', { locale: 'es' });
    const section = await screen.findByRole('region', { name: /oraci/i }, LOADING);
    const box = await within(section).findByRole('textbox', { name: 'Agregar oración' }, LOADING);
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Agregar' }));
    expect(within(section).getByRole('alert').textContent).toBe('Primero escribe una oración.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((request) => request.call.startsWith('POST'))).toBe(false);
  });

  it('stops the box at the sentence’s limit as the learner types', async () => {
    serveApi(ana, {
      'GET /utoaztecan/api/nahuatl/1/': () => [200, cochi],
      'GET /utoaztecan/api/nahuatl-sentence/': () => [200, page([])],
    });
    renderApp('/detail/1');
    const box = await screen.findByRole('textbox', { name: 'Add Sentence' }, LOADING);
    expect(box.getAttribute('maxlength')).toBe(String(SENTENCE_LIMITS.sentence));
  });
});
