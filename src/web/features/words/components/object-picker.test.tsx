import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { word } from '../../../test/everyday-verbs';
import { renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';

setUpScreenTests();

// The screens load lazily, and the machine running the tests may be busy.
const LOADING = { timeout: 5000 };

const cua = word(3, 'cuā', {
  type: 'tlach4',
  past: 'cuahqui',
  transitive: true,
  definition_english: ['to eat (something)'],
});
const ahci = word(7, 'ahci', { type: 'tlach1', past: 'ahcic', transitive: null, definition_english: ['to arrive'] });
// Lesson 15 conjugates tōca with its object, lessons 11, 18 and 22 without one (decision 081).
const toca = word(9, 'tōca', {
  type: 'tlach2',
  past: 'tōcqui',
  transitive: true,
  ambitransitive: true,
  definition_english: ['to sow'],
});
const cochi = word(1, 'cochi', {
  type: 'tlach2',
  past: 'cochqui',
  transitive: false,
  definition_english: ['to sleep'],
});

/** The word page of `verb` at `path`, with its detail call answered. */
function open(verb: ReturnType<typeof word>, path: string, locale: 'en' | 'es' = 'en') {
  serveApi(null, { [`GET /utoaztecan/api/nahuatl/${verb.id}/`]: () => [200, verb] });
  return renderApp(path, { locale });
}

/** The first cell (present) of a person's row. */
const present = (code: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${code}`) })).getAllByRole('cell')[0]!.textContent;

describe('the word page’s object picker (decision 053)', { timeout: 20_000 }, () => {
  it('shows the object a link names, and keeps each choice in the address', async () => {
    const { router } = open(cua, '/detail/3?object=mitz');
    const objects = await screen.findByRole('combobox', { name: 'Object' }, LOADING);
    expect((objects as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('mītz (you)');
    expect(present('1-S')).toBe('nimītzcuā');
    expect(present('2-S')).toBe('—');
    fireEvent.change(objects, { target: { value: 'tla' } });
    expect(router.state.location.search).toBe('?object=tla');
    expect(present('1-S')).toBe('nitlacuā');
    // The verb's own object (c/qu/qui) is the page without `object`.
    fireEvent.change(objects, { target: { value: '' } });
    expect(router.state.location.search).toBe('');
    expect(present('1-S')).toBe('niccuā');
  });

  it('lists the nine objects of a transitive verb, in SPEC.md’s order', async () => {
    open(cua, '/detail/3');
    const objects = await screen.findByRole('combobox', { name: 'Object' }, LOADING);
    expect(
      within(objects)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'nēch (me)',
      'mītz (you)',
      'c/qu/qui (him/her/it)',
      'tēch (us)',
      'mēch (you all)',
      'quin (them)',
      'mo (oneself)',
      'tē (someone)',
      'tla (something)',
    ]);
  });

  it('starts a verb used both ways with no object, and names the specific object qui in the address', async () => {
    const { router } = open(ahci, '/detail/7');
    const objects = await screen.findByRole('combobox', { name: 'Object' }, LOADING);
    expect((objects as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('no object');
    expect(present('1-S')).toBe('niahci');
    fireEvent.change(objects, { target: { value: '' } });
    expect(router.state.location.search).toBe('?object=qui');
    expect(present('3-S')).toBe('quiahci');
  });

  it('ignores an object the verb does not offer, or a value that is none', async () => {
    open(cochi, '/detail/1?object=mitz');
    expect(await screen.findByRole('table', {}, LOADING)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Object' })).toBeNull();
    expect(present('1-S')).toBe('nicochi');
  });

  it('falls back to the verb’s own object for an unknown value', async () => {
    open(cua, '/detail/3?object=xyz');
    const objects = await screen.findByRole('combobox', { name: 'Object' }, LOADING);
    expect((objects as HTMLSelectElement).value).toBe('');
    expect(present('1-S')).toBe('niccuā');
  });

  it('speaks Spanish: the label, the nine objects and the chosen one from the address', async () => {
    const { router } = open(cua, '/detail/3?object=mitz', 'es');
    const objects = await screen.findByRole('combobox', { name: 'Objeto' }, LOADING);
    expect(
      within(objects)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'nēch (a mí)',
      'mītz (a ti)',
      'c/qu/qui (a él, a ella (lo, la))',
      'tēch (a nosotros)',
      'mēch (a ustedes)',
      'quin (a ellos/ellas)',
      'mo (a sí mismo)',
      'tē (a alguien)',
      'tla (algo)',
    ]);
    expect((objects as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('mītz (a ti)');
    expect(present('1-S')).toBe('nimītzcuā');
    fireEvent.change(objects, { target: { value: 'quin' } });
    expect(router.state.location.search).toBe('?object=quin');
    expect(present('1-S')).toBe('niquincuā');
    expect(screen.queryByRole('combobox', { name: 'Object' })).toBeNull();
  });
});

describe('a verb used both ways (decision 081)', { timeout: 20_000 }, () => {
  it('says so on its card and above its table, and offers its forms without an object', async () => {
    open(toca, '/detail/9');
    const objects = await screen.findByRole('combobox', { name: 'Object' }, LOADING);
    expect(screen.getByText('with or without an object')).toBeTruthy();
    expect(
      screen.getByText('Used both with an object and without one: the Object menu shows either kind of form.'),
    ).toBeTruthy();
    expect(present('1-S')).toBe('nictōca');
    fireEvent.change(objects, { target: { value: 'none' } });
    expect(present('1-S')).toBe('nitōca');
  });

  it('in Spanish', async () => {
    open(toca, '/detail/9', 'es');
    await screen.findByRole('combobox', { name: 'Objeto' }, LOADING);
    expect(screen.getByText('con objeto o sin objeto')).toBeTruthy();
    expect(
      screen.getByText('Se usa con objeto y sin objeto: el menú Objeto muestra las dos clases de formas.'),
    ).toBeTruthy();
  });

  it('a transitive verb not used both ways says nothing of it', async () => {
    open(cua, '/detail/3');
    await screen.findByRole('combobox', { name: 'Object' }, LOADING);
    expect(screen.queryByText(/Used both with an object/)).toBeNull();
    expect(screen.queryByRole('option', { name: 'no object' })).toBeNull();
  });
});
