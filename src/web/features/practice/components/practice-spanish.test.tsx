import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Word } from '../../../../contract/words';
import { conjugate, OBJECT_PREFIX_CODES, PERSON_INDICES, TENSE_IDS, type ObjectPrefix } from '../../../../nahuatl';
import es from '../../../i18n/catalogs/es';
import { objectGlossId, personLabelId, reflexiveGlossId, tenseLabelId } from '../../../i18n/grammar';
import { vocabulary } from '../../../test/fixtures';
import { EVERYDAY_VERBS, word } from '../../../test/everyday-verbs';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';
import { seededRandom } from '../../../test/seeded-random';


function serve(id: number, name: string, words: Word[]) {
  serveApi(null, {
    [`GET /utoaztecan/api/vocabulary/${id}/`]: () => [200, vocabulary(id, name, { owner: 1 })],
    'GET /utoaztecan/api/vocabulary-word/': () => [
      200,
      page(
        words.map((linked, index) => ({
          id: 100 + index,
          vocabulary: id,
          nahuatl_word: linked.id,
          nahuatl_word_data: linked,
        })),
      ),
    ],
  });
}

/** The sample verbs with a Spanish meaning each, as the sample data gives them. */
const SPANISH: Record<string, string> = {
  cochi: 'dormir',
  chōca: 'llorar',
  cuā: 'comer (algo)',
  itta: 'ver',
  tequiti: 'trabajar',
};
const VERBOS = EVERYDAY_VERBS.map((verb) => ({
  ...verb,
  definition_spanish: SPANISH[verb.word] ? [SPANISH[verb.word]!] : [],
}));

setUpScreenTests();

beforeEach(() => {
  vi.spyOn(Math, 'random').mockImplementation(seededRandom(42));
});

describe('/practice/{id} in Spanish', () => {
  it('names the games in Spanish and says why Conjugar is disabled, with the plural', async () => {
    serve(6, 'Familia', [word(20, 'nāntli', { definition_spanish: ['mamá'] }), EVERYDAY_VERBS[0]!, EVERYDAY_VERBS[2]!]);
    renderApp('/practice/6', { locale: 'es' });
    const games = await screen.findByRole('group', { name: 'Juegos' });
    expect(
      within(games)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Relacionar', 'Conjugar', 'Conjugar+']);
    expect(screen.getByRole('heading', { level: 1, name: 'Práctica' })).toBeTruthy();
    expect(screen.getByText('Este vocabulario tiene 2 verbos; para conjugar se necesitan al menos 3.')).toBeTruthy();
    expect(screen.queryByText(/conjugating needs/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Match' })).toBeNull();
  });

  it('Relacionar pairs the Nahuatl words with their Spanish meanings, English when there is none', async () => {
    serve(5, 'Movimiento', [
      word(1, 'cochi', { definition_english: ['to sleep'], definition_spanish: ['dormir'] }),
      word(2, 'chōca', { definition_english: ['to cry', 'to weep'], definition_spanish: ['llorar'] }),
      word(3, 'tēntli', { definition_english: ['lip'] }),
    ]);
    renderApp('/practice/5', { locale: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Relacionar' }));
    const board = await screen.findByRole('region', { name: 'Relacionar' });
    const definitions = within(board).getByRole('region', { name: 'Definiciones' });
    const cards = within(definitions).getAllByRole('button');
    expect(cards.map((card) => card.textContent).sort()).toEqual(['dormir', 'lip', 'llorar']);
    expect(within(definitions).getByText('dormir').getAttribute('lang')).toBe('es');
    expect(within(definitions).getByText('lip').getAttribute('lang')).toBe('en');
    expect(within(board).getByText('Quedan 3 parejas')).toBeTruthy();

    const words = within(board).getByRole('region', { name: 'Palabras' });
    fireEvent.click(within(words).getByRole('button', { name: 'cochi' }));
    expect(within(board).getByRole('status').textContent).toBe('Elegiste cochi. Ahora elige su definición.');
    fireEvent.click(within(definitions).getByRole('button', { name: 'dormir' }));
    expect(within(board).getByRole('status').textContent).toBe('✓ Pareja: cochi significa “dormir”. Quedan 2 parejas.');
    expect(within(board).queryByText(/pairs left|to sleep/)).toBeNull();
  });
});

/** The form a Spanish prompt ("cochi — dormir · futuro · nosotros") asks for, read back through the catalog. */
function expectedAnswer(prompt: string): string {
  const [head = '', tenseText, personText, objectText] = prompt.split(' · ');
  const verb = EVERYDAY_VERBS.find((entry) => entry.word === head.split(' — ')[0])!;
  const tense = TENSE_IDS.find((id) => es[tenseLabelId(id)] === tenseText)!;
  const person = PERSON_INDICES.find((index) => es[personLabelId(index)] === personText)!;
  const object: ObjectPrefix | null =
    objectText === undefined
      ? null
      : objectText === es[reflexiveGlossId(person)]
        ? 'mo'
        : OBJECT_PREFIX_CODES.find((code) => es[objectGlossId(code)] === objectText)!;
  return conjugate(verb, { tense, person, object })!;
}

describe('Conjugar in Spanish', () => {
  async function openConjugar() {
    serve(5, 'Verbos de todos los días', VERBOS);
    renderApp('/practice/5', { locale: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Conjugar' }));
    const input = (await screen.findByLabelText('Tu respuesta')) as HTMLInputElement;
    const prompt = document.getElementById(input.getAttribute('aria-describedby')!)!;
    return { input, prompt: prompt.textContent ?? '' };
  }

  it('asks in Spanish grammar terms with the Spanish meaning, and answers in Spanish', async () => {
    const { input, prompt } = await openConjugar();
    const [head = '', tense, person] = prompt.split(' · ');
    const verb = head.split(' — ')[0]!;
    expect(head).toBe(`${verb} — ${SPANISH[verb] ?? ''}`);
    expect(['presente', 'pretérito', 'futuro']).toContain(tense);
    expect(['yo', 'tú', 'él/ella', 'nosotros', 'ustedes', 'ellos/ellas']).toContain(person);
    expect(screen.getByText('Pregunta 1 de 10')).toBeTruthy();
    expect(screen.getByText('Puntaje: 0 de 0 correctas · 0 saltadas')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pista (quedan 2)' })).toBeTruthy();

    fireEvent.change(input, { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar respuesta' }));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Incorrecto.');
    expect(status.textContent).toContain(`La respuesta: ${expectedAnswer(prompt)} (escribiste zzz)`);
    expect(screen.getByText('Puntaje: 0 de 1 correctas · 0 saltadas')).toBeTruthy();
    expect(screen.queryByText(/Not quite|Score:|Check Answer/)).toBeNull();
  });

  it('says a right answer is right, then what changed for the next question, in Spanish', async () => {
    const { input, prompt } = await openConjugar();
    fireEvent.change(input, { target: { value: expectedAnswer(prompt) } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toMatch(/^✓ ¡Correcto!/);
    expect(screen.getByText('Puntaje: 1 de 1 correctas · 0 saltadas')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('Pregunta 2 de 10')).toBeTruthy();
    expect(
      screen.getByText(/^Lo que cambió desde la pregunta anterior: (el verbo|el tiempo|la persona|el objeto)/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Saltar' }));
    expect(screen.getByRole('status').textContent).toMatch(/^Saltada: .+ es .+\.$/);
    expect(screen.getByText('Puntaje: 1 de 1 correctas · 1 saltada')).toBeTruthy();
  });

  it('ends the session with its summary in Spanish', async () => {
    const { input } = await openConjugar();
    fireEvent.change(input, {
      target: {
        value: expectedAnswer(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent ?? ''),
      },
    });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(input, { key: 'Enter' });
    for (let question = 2; question <= 10; question += 1)
      fireEvent.click(screen.getByRole('button', { name: 'Saltar' }));

    const summary = screen.getByRole('region', { name: 'Conjugar: fin de la sesión' });
    expect(within(summary).getByText('10 preguntas')).toBeTruthy();
    expect(
      within(summary)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Correctas', 'Correctas, con una nota sobre las vocales largas (macrón)', 'Incorrectas', 'Saltadas']);
    expect(within(summary).getByRole('heading', { level: 3, name: 'Las 9 que fallaste' })).toBeTruthy();
    expect(within(summary).getByRole('button', { name: 'Practicar las que fallaste' })).toBeTruthy();
    expect(within(summary).getByRole('combobox', { name: 'Preguntas por sesión' })).toBeTruthy();
    fireEvent.click(within(summary).getByRole('button', { name: 'Nueva sesión' }));
    expect(screen.getByText('Pregunta 1 de 10')).toBeTruthy();
    expect(screen.queryByText(/session|Question|missed/)).toBeNull();
  });
});
