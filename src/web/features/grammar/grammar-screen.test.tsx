import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { spellIn } from '../../../nahuatl';

const toSchool = (text: string) => spellIn('sep', text);
import { word } from '../../test/everyday-verbs';
import { page, renderApp } from '../../test/render-app';
import { serveApi, setUpScreenTests } from '../../test/serve-api';

setUpScreenTests();

// The screens load lazily, and the machine running the tests may be busy.
const LOADING = { timeout: 15_000 };

const cochi = word(1, 'cochi', { type: 'tlach2', past: 'cochqui', transitive: false, definition_english: ['to sleep'] });
const cua = word(3, 'cuā', { type: 'tlach4', past: 'cuahqui', transitive: true, definition_english: ['to eat'] });
const yauh = word(7, 'yauh', { type: 'tlach irregular', past: 'yahqui', transitive: false, definition_english: ['to go'] });
// A type without its digit: the engine takes class 3 from an -oa stem, and no class from nemi.
const ihcuiloa = word(8, 'ihcuiloa', { type: 'tlach', past: null, transitive: true, definition_english: ['to write'] });
const nemi = word(9, 'nemi', { type: 'tlach', past: null, transitive: false, definition_english: ['to live'] });
const calli = word(10, 'calli', { type: 'noun', past: null, transitive: null, definition_english: ['house'] });

function serveSearch() {
  serveApi(null, {
    'GET /utoaztecan/api/nahuatl/count/': () => [200, 6],
    'GET /utoaztecan/api/nahuatl/': () => [200, page([cochi, cua, yauh, ihcuiloa, nemi, calli])],
  });
}

/** A search result's card, found by its word's link. */
const resultOf = async (name: string) =>
  (await screen.findByRole('link', { name }, LOADING)).closest('li')!;

describe('the verb classes on word cards', { timeout: 40_000 }, () => {
  it('notes what each class does beside its label, as a link to its part of the grammar help', async () => {
    serveSearch();
    renderApp('/words?search=a');
    const notes = {
      cochi: ['tlach2', 'verb, past in -qui', '/grammar#tlach2'],
      cuā: ['tlach4', 'verb, past in -hqui', '/grammar#tlach4'],
      yauh: ['tlach irregular', 'irregular verb', '/grammar#tlach-irregular'],
      ihcuiloa: ['tlach', 'verb, past in -h', '/grammar#tlach3'],
      nemi: ['tlach', 'verb, class not given', '/grammar#verb-classes'],
    };
    for (const [name, [label, note, address]] of Object.entries(notes)) {
      const card = await resultOf(name);
      expect(within(card).getByText(label!), name).toBeTruthy();
      expect(within(card).getByRole('link', { name: note }).getAttribute('href'), name).toBe(address);
    }
    expect(within(await resultOf('calli')).queryByRole('link', { name: /verb/ })).toBeNull();
  });

  it('leads to the class’s section of the grammar help, in Spanish too', async () => {
    serveSearch();
    const { router } = renderApp('/words?search=a', { locale: 'es' });
    fireEvent.click(within(await resultOf('cochi')).getByRole('link', { name: 'verbo, pretérito en -qui' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayuda de gramática' }, LOADING)).toBeTruthy();
    expect(router.state.location.hash).toBe('#tlach2');
    const section = document.getElementById('tlach2')!;
    expect(section.textContent).toBe(
      'tlach2El verbo pierde su última vocal y toma -qui; la consonante que queda al final puede cambiar: cochi → cochqui, nemi → nenqui.',
    );
  });

  it('writes the ending in the learner’s alphabet', async () => {
    document.cookie = 'alphabet=modern';
    serveSearch();
    renderApp('/words?search=a');
    expect(within(await resultOf(toSchool('cochi'))).getByRole('link', { name: 'verb, past in -ki' })).toBeTruthy();
  });
});

describe('the grammar help', { timeout: 40_000 }, () => {
  it('explains every verb class with its examples, and every tense with the engine’s form of cochi', async () => {
    renderApp('/grammar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grammar help' }, LOADING)).toBeTruthy();
    const classes = screen.getByRole('region', { name: 'Verb classes' });
    expect(within(classes).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'tlach1',
      'tlach2',
      'tlach3',
      'tlach4',
      'tlach irregular',
    ]);
    expect(document.getElementById('tlach1')!.textContent).toBe('tlach1The past adds -c to the whole verb: chōca → chōcac.');
    expect(document.getElementById('tlach3')!.textContent).toContain('-h: tlahtoa → tlahtoh, palēhuia → palēhuih.');
    const tenses = screen.getByRole('region', { name: 'Tenses' });
    expect(within(tenses).getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      'What happens now or usually: nicochi “I sleep”.',
      'What happened, starting from the verb’s past: nicochqui “I slept”.',
      'What will happen: nicochiz “I will sleep”.',
      'What was going on, or used to happen: nicochiyaya “I was sleeping, I used to sleep”.',
      'What would happen: nicochizquia “I would sleep”.',
      'An order or a wish: xicochi “sleep!”.',
    ]);
    expect(document.body.textContent).not.toMatch(/copretérito|pospretérito/);
  });

  it('names the school grammar’s copretérito and pospretérito once each, in Spanish', async () => {
    renderApp('/grammar', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayuda de gramática' }, LOADING)).toBeTruthy();
    const text = document.body.textContent!;
    expect(text.match(/copretérito/g)).toHaveLength(1);
    expect(text.match(/pospretérito/g)).toHaveLength(1);
    expect(document.getElementById('tense-imperfect')!.textContent).toBe(
      'imperfectoLo que estaba pasando o solía pasar; en la gramática escolar se llama copretérito: nicochiyaya “dormía”.',
    );
    expect(document.getElementById('tense-conditional')!.textContent).toContain('se llama pospretérito: nicochizquia');
  });

  it('shows its Nahuatl in the learner’s alphabet', async () => {
    document.cookie = 'alphabet=modern';
    renderApp('/grammar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grammar help' }, LOADING)).toBeTruthy();
    // The words as the language core spells them; the saltillo's -h is then a j.
    expect(document.getElementById('tlach4')!.textContent).toBe(
      `tlach4The past ends in -jki: ${toSchool('cuā')} → ${toSchool('cuahqui')}.`,
    );
  });
});
