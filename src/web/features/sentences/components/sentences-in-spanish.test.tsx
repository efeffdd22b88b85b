import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderApp } from '../../../test/render-app';
import { ana, beto, word } from '../../../test/fixtures';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';
import { link, sentence } from '../test/fixtures';
import sampleSentences from '../../../../../data/sample/sentences.json';

setUpScreenTests();

const es = { locale: 'es' } as const;
const mine = sentence(5, 'Nicochi.', { owner: ana.id, english: 'I sleep.', spanish: 'Duermo.' });

describe('the sentences in Spanish', () => {
  it('/sentences: the heading, the count, the guide and a search count with its plural', async () => {
    serveApi(null, {
      'GET /utoaztecan/api/nahuatl-sentence/count/': () => [200, 1234],
      'GET /utoaztecan/api/nahuatl-sentence/': () => [200, page([mine])],
    });
    renderApp('/sentences?search=coch', es);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oraciones' })).toBeTruthy();
    expect(await screen.findByText('Oraciones disponibles: 1,234.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cómo escribir una buena oración de ejemplo' })).toBeTruthy();
    expect(await screen.findByText('1 oración encontrada.')).toBeTruthy();
    // The Spanish translation comes first in Spanish.
    expect(screen.getByText('Duermo.').getAttribute('lang')).toBe('es');
    expect(screen.queryByText('I sleep.')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Buscar oraciones' })).toBeTruthy();
    expect(screen.getByText(/Si quieres agregar una oración/).textContent).toBe(
      'Si quieres agregar una oración, primero inicia sesión.',
    );
    expect(screen.queryByText(/Sentences|Total sentences|found/)).toBeNull();
  });

  it('the Add Sentence box says in Spanish that it needs a sentence', async () => {
    serveApi(ana, {
      'GET /utoaztecan/api/nahuatl-sentence/count/': () => [200, 2],
    });
    renderApp('/sentences', es);
    const box = await screen.findByLabelText('Agregar oración');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: /Add|Agregar/ }));
    expect(screen.getByRole('alert').textContent).toBe('Primero escribe una oración.');
  });

  it('/sentence/{id}: the card, the words with Spanish grammar tags, and the edit form', async () => {
    serveApi(ana, {
      'GET /utoaztecan/api/nahuatl-sentence/5/': () => [200, { ...mine, source: '' }],
      'GET /utoaztecan/api/sentence-word/': () => [200, page([link(70, 5, word(11, 'cochi'), 'Preterite', '1-P')])],
    });
    renderApp('/sentence/5', es);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oración' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Nicochi.' })).toBeTruthy();
    const card = screen.getByRole('article');
    expect(within(card).getByText('Español')).toBeTruthy();
    expect(within(card).getByText('Falta agregar: fuente. Usa Editar para completarla.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Palabras de esta oración' })).toBeTruthy();
    const item = (await screen.findByRole('link', { name: 'cochi' })).closest('li')!;
    expect(item.textContent).toContain('tiempo: Pretérito');
    expect(item.textContent).toContain('persona: 1-P (nosotros)');
    expect(screen.getByRole('group', { name: 'Etiquetas para la próxima palabra que agregues' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '3-P (ellos/ellas)' })).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('form', { name: 'Editar oración' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Fuente/ })).toBeTruthy();
    expect(screen.queryByText(/Words in this sentence|Still to add|Tags for the next word/)).toBeNull();
  });

  it('a missing sentence is named in Spanish', async () => {
    serveApi(beto, {});
    renderApp('/sentence/99', es);
    expect(await screen.findByRole('link', { name: 'Buscar en las oraciones' })).toBeTruthy();
  });

  it('/sentence/{id}: the sample’s source in Spanish, and in English for an English reader; an author’s source as written', async () => {
    const sources = [...new Set(sampleSentences.map((sample) => sample.source))];
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      serveApi(null, { 'GET /utoaztecan/api/nahuatl-sentence/5/': () => [200, { ...mine, source }] });
      const spanish = renderApp('/sentence/5', es);
      const row = (await screen.findByText('Fuente')).nextElementSibling!;
      expect(row.textContent).toBe(
        'Ejemplo de Práctica de Náhuatl (formas comprobadas con GRAMMAR.md y los paradigmas de Nāhuatlahtolli)',
      );
      expect(row.querySelector('[lang="es"]')).toBeTruthy();
      expect(screen.queryByText(/Nahuatl Practice sample|checked against/)).toBeNull();
      spanish.unmount();

      const english = renderApp('/sentence/5');
      expect((await screen.findByText('Source')).nextElementSibling!.textContent).toBe(source);
      english.unmount();
    }

    serveApi(null, { 'GET /utoaztecan/api/nahuatl-sentence/5/': () => [200, { ...mine, source: 'Carochi 1645' }] });
    renderApp('/sentence/5', es);
    const own = (await screen.findByText('Fuente')).nextElementSibling!;
    expect(own.textContent).toBe('Carochi 1645');
    expect(own.querySelector('[translate="no"]')).toBeTruthy();
  });

  it('/sentence/{id}: the owner’s share line agrees with “oración”', async () => {
    serveApi(ana, {
      'GET /utoaztecan/api/nahuatl-sentence/5/': () => [200, mine],
      'GET /utoaztecan/api/sentence-word/': () => [200, page([])],
    });
    const view = renderApp('/sentence/5', es);
    expect((await screen.findByText('Compartir')).nextElementSibling?.textContent).toBe('Compartida: todos la pueden ver');
    view.unmount();
    serveApi(ana, {
      'GET /utoaztecan/api/nahuatl-sentence/5/': () => [200, { ...mine, share: false }],
      'GET /utoaztecan/api/sentence-word/': () => [200, page([])],
    });
    renderApp('/sentence/5', es);
    expect((await screen.findByText('Compartir')).nextElementSibling?.textContent).toBe('No compartida: solo tú la puedes ver');
  });
});
