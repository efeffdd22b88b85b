import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALPHABET_STORAGE_KEY } from '../../../i18n/alphabet';
import { page, renderApp } from '../../../test/render-app';
import { ana, word } from '../../../test/fixtures';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';
import { link, sentence } from '../test/fixtures';

// Issue 34: the tense labels a learner cannot guess (purposive and the times of day) open a
// short explanation by touch or keyboard, not a hover title.
const cuatlehco = word(12, 'cuatlehco');
const cochi = word(11, 'cochi');
const tlacua = word(13, 'tlacuā');

setUpScreenTests();

function serve() {
  serveApi(ana, {
    'GET /utoaztecan/api/nahuatl-sentence/5/': () => [200, sentence(5, 'Nicuatlehcoti.', { owner: 99 })],
    'GET /utoaztecan/api/sentence-word/': () => [
      200,
      page([link(70, 5, cuatlehco, 'purposive', '1-S'), link(71, 5, cochi, 'Night'), link(72, 5, tlacua, 'Present')]),
    ],
  });
}

/** The explanation's paragraph, if it is shown. */
const shown = (item: HTMLElement, text: RegExp) =>
  within(item)
    .queryAllByText(text)
    .find((element) => !element.closest('[hidden]')) ?? null;

const itemOf = async (name: string) => (await screen.findByRole('link', { name }, { timeout: 15_000 })).closest('li')!;

describe('explained tense labels on a sentence’s words', { timeout: 40_000 }, () => {
  it('opens and closes the purposive’s explanation with its button, beside the person tag', async () => {
    serve();
    renderApp('/sentence/5');
    const item = await itemOf('cuatlehco');
    const tag = within(item).getByRole('button', { name: /purposive.*what it means/ });
    expect(tag.getAttribute('aria-expanded')).toBe('false');
    expect(shown(item, /in order to/)).toBeNull();
    expect(item.textContent).toContain('person: 1-S (I)');

    fireEvent.click(tag);
    expect(tag.getAttribute('aria-expanded')).toBe('true');
    const help = within(item).getByText(/The “in order to \/ going to do” form/);
    expect(help.closest('[hidden]')).toBeNull();
    expect(help.textContent).toContain('-ti “will go to do” (nicuatlehcoti “I will go to climb a tree”)');
    expect(within(help).getByText('nicuatlehcoti').getAttribute('lang')).toBe('nah');
    expect(tag.getAttribute('aria-controls')).toBe(help.id);

    fireEvent.click(tag);
    expect(shown(item, /in order to/)).toBeNull();
  });

  it('explains a time of day, and leaves a plain tense a plain tag', async () => {
    serve();
    renderApp('/sentence/5');
    const night = await itemOf('cochi');
    fireEvent.click(within(night).getByRole('button', { name: /Night.*what it means/ }));
    expect(within(night).getByText(/A time of day: the night, when it is dark/).textContent).toContain(
      '(tlayōhua “it is night”)',
    );
    const present = await itemOf('tlacuā');
    expect(present.textContent).toContain('tense: Present');
    expect(within(present).queryByRole('button', { name: /tense/ })).toBeNull();
  });

  it('speaks Spanish', async () => {
    serve();
    renderApp('/sentence/5', { locale: 'es' });
    const item = await itemOf('cuatlehco');
    fireEvent.click(within(item).getByRole('button', { name: /propositivo.*qué significa/ }));
    expect(within(item).getByText(/La forma de “ir a \/ venir a hacer algo”/).textContent).toContain(
      '(nicuatlehcoti “iré a subirme a un árbol”)',
    );
    expect(shown(item, /in order to/)).toBeNull();
  });

  it('explains the imperfect and the conditional, and links to the grammar help that gives their school names', async () => {
    const ihcuiloa = word(14, 'ihcuiloa');
    serveApi(ana, {
      'GET /utoaztecan/api/nahuatl-sentence/6/': () => [200, sentence(6, 'Nicochiyaya.', { owner: 99 })],
      'GET /utoaztecan/api/sentence-word/': () => [
        200,
        page([link(80, 6, cochi, 'Imperfect', '1-S'), link(81, 6, ihcuiloa, 'Conditional', '1-S')]),
      ],
    });
    renderApp('/sentence/6', { locale: 'es' });
    const imperfect = await itemOf('cochi');
    fireEvent.click(within(imperfect).getByRole('button', { name: /Imperfecto.*qué significa/ }));
    expect(within(imperfect).getByText(/termina en/).textContent).toBe(
      'Lo que estaba pasando o solía pasar: el verbo termina en -yaya (nicochiyaya “dormía”). Qué quiere decir cada tiempo',
    );
    const conditional = await itemOf('ihcuiloa');
    fireEvent.click(within(conditional).getByRole('button', { name: /Condicional.*qué significa/ }));
    expect(within(conditional).getByText(/termina en/).textContent).toContain('-zquia (nicochizquia “dormiría”)');
    fireEvent.click(within(conditional).getByRole('link', { name: 'Qué quiere decir cada tiempo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayuda de gramática' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText(/se llama pospretérito/).closest('[id]')?.id).toBe('tense-conditional');
  });

  it('writes its Nahuatl, endings included, in the school spelling when the learner reads it (issue 50)', async () => {
    localStorage.setItem(ALPHABET_STORAGE_KEY, 'modern');
    try {
      serve();
      renderApp('/sentence/5');
      const item = await itemOf('kuatlejko');
      fireEvent.click(within(item).getByRole('button', { name: /purposive.*what it means/ }));
      const help = within(item).getByText(/The “in order to \/ going to do” form/);
      expect([...help.querySelectorAll('[lang="nah"]')].map((word) => word.textContent)).toEqual(['-ti', 'nikuatlejkoti', '-to', '-ki', '-ko']);
    } finally {
      localStorage.removeItem(ALPHABET_STORAGE_KEY);
    }
  });
});
