import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderApp } from '../../../test/render-app';
import { ana } from '../../../test/fixtures';
import { serveApi, setUpScreenTests, type Recorded } from '../../../test/serve-api';
import { pattern, tamalli } from '../test/fixtures';

setUpScreenTests();

const es = { locale: 'es' } as const;
const food = pattern(5, 'Ticcuā?');
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the patterns in Spanish', () => {
  it('/patterns: the heading, the count, the search and the cards’ names marked as data', async () => {
    serveApi(null, {
      'GET /utoaztecan/api/pattern/count/': () => [200, 1],
      'GET /utoaztecan/api/pattern/': () => [200, page([pattern(1, 'Moztla', { featured: true })])],
    });
    renderApp('/patterns', es);
    expect(await screen.findByRole('heading', { level: 1, name: 'Patrones' })).toBeTruthy();
    expect(await screen.findByText('Patrones disponibles: 1.')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar patrones' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Moztla' });
    expect(within(card).getByText('Destacado')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Moztla' }).getAttribute('translate')).toBe('no');
    expect(screen.queryByText(/Total patterns|A pattern is/)).toBeNull();
  });

  it('/patterns: the Spanish patterns only, searched in Spanish, and every language behind one switch', async () => {
    const names = pattern(2, 'Names', { description: 'Say your name.' });
    const nombres = pattern(3, 'Nombres', { description: 'Di tu nombre.', language: 'es' });
    const inLanguage = (call: string) => [names, nombres].filter((p) => !call.includes('language=') || call.includes(`language=${p.language}`));
    const requests: Recorded[] = serveApi(null, {
      'GET /utoaztecan/api/pattern/count/': () => [200, inLanguage(requests.at(-1)!.call).length],
      'GET /utoaztecan/api/pattern/': () => [200, page(inLanguage(requests.at(-1)!.call))],
    });
    const { router } = renderApp('/patterns', es);
    expect(await screen.findByRole('article', { name: 'Nombres' })).toBeTruthy();
    expect(await screen.findByText('Patrones disponibles: 1.')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Names' })).toBeNull();
    expect(screen.queryByText('Say your name.')).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar patrones' }), { target: { value: 'nombre' } });
    await waitFor(() =>
      expect(requests.map((request) => request.call)).toContain('GET /utoaztecan/api/pattern/?language=es&search=nombre'),
    );

    fireEvent.click(screen.getByRole('link', { name: 'Mostrar todos los idiomas' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=nombre&language=all'));
    await waitFor(() =>
      expect(requests.map((request) => request.call)).toContain('GET /utoaztecan/api/pattern/?search=nombre'),
    );
    expect(await screen.findByRole('article', { name: 'Names' })).toBeTruthy();
  });

  it('/pattern/{id}: plays with hints in Spanish (Spanish meanings first), the verdicts and the skip note', async () => {
    serveApi(null, {
      'GET /utoaztecan/api/pattern/5/': () => [200, food],
      'GET /utoaztecan/api/pattern/5/words/': () => [200, page([tamalli])],
    });
    renderApp('/pattern/5', es);
    const card = await screen.findByRole('article', { name: 'Ticcuā?' });
    expect(screen.getByRole('heading', { level: 1, name: 'Patrón' })).toBeTruthy();
    expect(within(card).getByRole('heading', { name: 'Cómo responder' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Jugar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Jugar' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Volver a empezar' })).toBeTruthy();

    const hint = () =>
      screen.getAllByRole('button').find((element) => /^(Hint|Pista)/.test(element.textContent ?? ''))!;
    fireEvent.click(hint());
    fireEvent.click(hint());
    const hints = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(hints).toContain('Usa tamalli ‘tamal’.');
    expect(hints.some((text) => text?.startsWith('Su forma: Qu_m_h, '))).toBe(true);

    const answer = screen.getByRole('textbox');
    fireEvent.change(answer, { target: { value: 'Ahmo' } });
    fireEvent.click(button('Revisar respuesta'));
    expect(screen.getByRole('status').textContent).toContain('Incorrecto.');
    expect(screen.getByRole('status').textContent).toContain('La respuesta de la computadora: Quemah, niccuā tamalli.');

    fireEvent.click(button('Siguiente'));
    fireEvent.change(answer, { target: { value: 'quemah niccua tamalli' } });
    fireEvent.click(button('Revisar respuesta'));
    expect(screen.getByRole('status').textContent).toContain(
      '¡Correcto! Con sus vocales largas se escribe Quemah, niccuā tamalli: marca la vocal larga ā.',
    );

    fireEvent.click(button('Siguiente'));
    fireEvent.click(screen.getAllByRole('button').find((element) => /^(Skip|Saltar)/.test(element.textContent ?? ''))!);
    expect(screen.getByRole('status').textContent).toBe(
      'Saltada: “Ticcuā tamalli?” se responde con Quemah, niccuā tamalli.',
    );
    expect(screen.queryByText(/It matches|Not quite|Answer as|Its shape/)).toBeNull();
  });

  it('says in Spanish why a pattern cannot be played', async () => {
    const unfinished = pattern(5, 'Unfinished', { templates: [['{V1}?'], ['Quemah.']] });
    serveApi(null, {
      'GET /utoaztecan/api/pattern/5/': () => [200, unfinished],
      'GET /utoaztecan/api/pattern/5/words/': () => [200, page([])],
    });
    renderApp('/pattern/5', es);
    fireEvent.click(await screen.findByRole('button', { name: 'Jugar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este patrón todavía no se puede jugar. La plantilla de pregunta 1 (“{V1}?”) usa {V1}, que no es una de las variables del patrón.',
    );
  });

  it('the authoring form: Spanish grammar terms in the rules and the form’s own validation message', async () => {
    serveApi(ana, {
      'GET /utoaztecan/api/pattern/count/': () => [200, 0],
      'GET /utoaztecan/api/pattern/': () => [200, page([])],
    });
    renderApp('/patterns', es);
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo patrón' }));
    const form = screen.getByRole('form', { name: 'Nuevo patrón' });
    const speaksTo = within(form).getByRole('combobox', { name: /^La pregunta se dirige a/ });
    expect(
      within(speaksTo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'yo',
      'tú',
      'él/ella',
      'nosotros',
      'ustedes',
      'ellos/ellas',
      'cualquiera (una persona al azar en cada turno)',
    ]);
    const answerPerson = within(form).getByRole('combobox', { name: /^Persona de la respuesta/ });
    expect(within(answerPerson).getByRole('option', { name: 'en espejo (tú → yo)' })).toBeTruthy();
    expect(within(answerPerson).getByRole('option', { name: 'siempre “ustedes”' })).toBeTruthy();
    const tense = within(form).getByRole('combobox', { name: /^Tiempo de la pregunta/ });
    expect(
      within(tense)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['presente', 'pretérito', 'futuro', 'imperfecto', 'condicional', 'imperativo']);
    expect(within(form).getByRole('textbox', { name: /^Pregunta 1/ })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Agregar una respuesta' })).toBeTruthy();

    fireEvent.change(within(form).getByRole('spinbutton', { name: /^Probabilidad de plural en la pregunta/ }), {
      target: { value: '150' },
    });
    fireEvent.submit(form);
    expect(await within(form).findByText('Escribe un número del 0 al 100.')).toBeTruthy();
    expect(within(form).queryByText('Give a number from 0 to 100.')).toBeNull();
    // The contract's checks, shared with the server, speak the API's Spanish too.
    expect(within(form).getAllByText('Este campo no puede estar en blanco.').length).toBeGreaterThan(0);
    expect(within(form).queryByText('This field may not be blank.')).toBeNull();
  });
});
