import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALPHABET_STORAGE_KEY } from '../../i18n/alphabet';
import { fakeApi, page, renderApp } from '../../test/render-app';

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.stubGlobal('fetch', fakeApi({ 'GET /utoaztecan/api/users/': () => [200, page([])] }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = (name: string) => screen.getByRole('region', { name });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const statusOf = (name: string) => within(card(name)).getByRole('status');

/** The text of the elements that describe `input`. */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function openCalculator(path = '/numbers') {
  const view = renderApp(path);
  // The screen is code-split; its first import in a cold test run can take a few seconds.
  await screen.findByRole('heading', { level: 1, name: 'Number Calculator' }, { timeout: 5000 });
  return view;
}

describe('the Number Calculator', () => {
  it('writes a number in words with its breakout as it is typed', async () => {
    const { router } = await openCalculator();
    expect(statusOf('Numbers to words').textContent).toBe('Type a number to see it in Nahuatl.');
    type('Number', '421');
    expect(statusOf('Numbers to words').textContent).toContain('421 in Nahuatl');
    expect(statusOf('Numbers to words').textContent).toContain('centzontli huan cempōhualli huan cē');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?n=421'));
    const rows = within(card('Numbers to words')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PlaceCountValue',
      '400s tzontli1 × 400400',
      '20s pōhualli1 × 2020',
      'Units1 × 11',
      'Total421',
    ]);
    expect(screen.getByLabelText('Number').getAttribute('aria-invalid')).toBeNull();
  });

  it('puts a message in place of the result for text that is not a number 0–7,999', async () => {
    await openCalculator();
    const input = screen.getByLabelText('Number');
    for (const [text, message] of [
      ['abc', '“abc” is not a number.'],
      ['8000', '8,000 is beyond the calculator'],
      ['-3', 'Negative numbers are not counted here.'],
      ['2.5', '2.5 is not a whole number.'],
    ] as const) {
      type('Number', text);
      expect(statusOf('Numbers to words').textContent).toContain(message);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(description(input)).toContain(message);
      expect(within(card('Numbers to words')).queryByRole('table')).toBeNull();
    }
    type('Number', '');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(statusOf('Numbers to words').textContent).toBe('Type a number to see it in Nahuatl.');
    type('Number', '7999');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(within(card('Numbers to words')).getByRole('row', { name: /^Total/ }).textContent).toContain('7,999');
  });

  it('reads words back, with or without macrons, and shows each part', async () => {
    await openCalculator();
    type('Nahuatl words', 'cempohualli huan mahtlactli huan ome');
    expect(statusOf('Words to numbers').textContent).toContain('Reads as32');
    expect(statusOf('Words to numbers').textContent).toContain(
      'Standard spelling: cempōhualli huan mahtlactli huan ōme',
    );
    const rows = within(card('Words to numbers')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PlaceWords readCountValue',
      '400s tzontli—nothing0 × 4000',
      '20s pōhuallicem1 × 2020',
      'Unitsmahtlactli huan ome12 × 112',
      'Total32',
    ]);
    expect(card('Words to numbers').textContent).not.toContain('not recognised');
  });

  it('warns about a part it does not recognise, in words and not by colour alone', async () => {
    await openCalculator();
    type('Nahuatl words', 'centzontli huan xyzpōhualli huan cē');
    const warning = 'The pōhualli part “xyz” was not recognised, so it counts as 0.';
    expect(statusOf('Words to numbers').textContent).toContain(warning);
    expect(statusOf('Words to numbers').textContent).toContain('Reads as401');
    expect(description(screen.getByLabelText('Nahuatl words'))).toContain(warning);
    const row = within(card('Words to numbers')).getByRole('row', { name: /pōhualli/ });
    expect(row.textContent).toContain('xyz');
    expect(row.textContent).toContain('not recognised');
    expect(statusOf('Words to numbers').textContent).not.toContain('Standard spelling');

    type('Nahuatl words', 'pōhualli');
    expect(statusOf('Words to numbers').textContent).toContain(
      'The pōhualli part has no number before “pōhualli”, so it counts as 0.',
    );
  });

});

describe('the Number Calculator’s examples and address', () => {
  it('fills a box from an example and keeps each box in the address', async () => {
    const { router } = await openCalculator('/numbers?words=c%C4%93&other=kept');
    expect(screen.getByLabelText('Nahuatl words')).toHaveProperty('value', 'cē');
    fireEvent.click(within(card('Numbers to words')).getByRole('button', { name: '7999' }));
    expect(screen.getByLabelText('Number')).toHaveProperty('value', '7999');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?words=c%C4%93&other=kept&n=7999'));
    expect(router.state.historyAction).toBe('REPLACE');

    type('Nahuatl words', '');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?other=kept&n=7999'));

    fireEvent.click(within(card('Numbers to words')).getByRole('button', { name: '400' }));
    expect(statusOf('Numbers to words').textContent).toContain('centzontli');
    fireEvent.click(within(card('Words to numbers')).getByRole('button', { name: 'centzontli huan cempōhualli huan cē' }));
    expect(screen.getByLabelText('Nahuatl words')).toHaveProperty('value', 'centzontli huan cempōhualli huan cē');
    expect(statusOf('Words to numbers').textContent).toContain('Reads as421');
    await vi.waitFor(() => expect(router.state.location.search).toMatch(/n=400&words=centzontli/));
  });

  it('loads the boxes again when a link leads back to the calculator', async () => {
    const { router } = await openCalculator('/numbers?n=21');
    expect(screen.getByLabelText('Number')).toHaveProperty('value', '21');
    await router.navigate('/numbers');
    await vi.waitFor(() => expect(screen.getByLabelText('Number')).toHaveProperty('value', ''));
    await router.navigate(-1);
    await vi.waitFor(() => expect(screen.getByLabelText('Number')).toHaveProperty('value', '21'));
  });
});

describe('the Number Calculator in Spanish', () => {
  async function openInSpanish() {
    renderApp('/numbers', { locale: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'Calculadora de números' }, { timeout: 5000 });
  }

  it('explains a number place by place, with Mexican digit grouping', async () => {
    await openInSpanish();
    expect(statusOf('De números a palabras').textContent).toBe('Escribe un número para verlo en náhuatl.');
    type('Número', '7999');
    expect(statusOf('De números a palabras').textContent).toContain('7,999 en náhuatl');
    const table = within(card('De números a palabras')).getByRole('table', { name: 'Desglose' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'PosiciónCantidadValor',
      'Cuatrocientos tzontli19 × 4007,600',
      'Veintenas pōhualli19 × 20380',
      'Unidades19 × 119',
      'Total7,999',
    ]);
    expect(screen.getAllByText('Prueba un ejemplo:')).toHaveLength(2);
    expect(screen.queryByText('Breakout')).toBeNull();
  });

  it('says in Spanish why a text gives no number, and which part of the words it could not read', async () => {
    await openInSpanish();
    for (const [text, message] of [
      ['abc', '“abc” no es un número. Escribe un número entero de 0 a 7,999.'],
      ['8000', '8,000 está fuera del alcance de la calculadora (19 × 400 + 19 × 20 + 19 = 7,999).'],
      ['-3', 'Aquí no se cuentan los números negativos.'],
      ['2.5', '2.5 no es un número entero.'],
    ] as const) {
      type('Número', text);
      expect(statusOf('De números a palabras').textContent).toContain(message);
    }
    type('Palabras en náhuatl', 'cempōhualli huan xyz');
    expect(statusOf('De palabras a números').textContent).toContain(
      'La parte de unidades, “xyz”, no se reconoció, así que cuenta como 0.',
    );
    expect(within(card('De palabras a números')).getByRole('row', { name: /Unidades/ }).textContent).toContain(
      'no reconocido',
    );
  });
});

describe('the Number Calculator in the school spelling (issue 50)', () => {
  beforeEach(() => localStorage.setItem(ALPHABET_STORAGE_KEY, 'modern'));
  afterEach(() => localStorage.removeItem(ALPHABET_STORAGE_KEY));

  it('writes the words, the place words and the examples as the learner reads, and reads them back', async () => {
    await openCalculator();
    const intro = screen.getByText(/Nahuatl counts in twenties/);
    expect([...intro.querySelectorAll('[lang="nah"]')].map((word) => word.textContent)).toEqual(['tsontli', 'pouali', 'uan']);
    type('Number', '421');
    expect(statusOf('Numbers to words').textContent).toContain('sentsontli uan sempouali uan se');
    expect(within(card('Numbers to words')).getByRole('table').textContent).toContain('20s pouali');
    expect(within(card('Numbers to words')).getByRole('table').textContent).not.toContain('pōhualli');
    fireEvent.click(within(card('Words to numbers')).getByRole('button', { name: 'sempouali uan majtlaktli uan ome' }));
    expect(statusOf('Words to numbers').textContent).toContain('32');
    type('Nahuatl words', 'sempouali uan se');
    expect(statusOf('Words to numbers').textContent).toContain('21');
  });
});
