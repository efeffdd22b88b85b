import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderApp } from '../../../test/render-app';
import { ana, vocabulary, word } from '../../../test/fixtures';
import { serveApi, setUpScreenTests, type Recorded } from '../../../test/serve-api';
import { link } from '../test/fixtures';

setUpScreenTests();

const es = { locale: 'es' } as const;
const greetings = vocabulary(1, 'Greetings', { description: 'Saying hello.', tags: ['beginner'] });
const mine = vocabulary(3, 'Mis palabras', { owner: ana.id, description: '' });

describe('the vocabularies in Spanish', () => {
  it('/vocabularies: heading, count, views, filter with its status, and the add box’s message', async () => {
    serveApi(ana, {
      'GET /utoaztecan/api/vocabulary/count/': () => [200, 2],
      'GET /utoaztecan/api/vocabulary/': () => [200, page([greetings, mine])],
    });
    renderApp('/vocabularies?filter=zzz', es);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vocabularios' })).toBeTruthy();
    expect(await screen.findByText('Vocabularios disponibles: 2.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Mostrar los vocabularios como' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tarjetas' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Filtrar por etiquetas:' })).toBeTruthy();
    expect(await screen.findByText('Ningún vocabulario tiene etiquetas que coincidan con el filtro.')).toBeTruthy();
    expect(screen.getByText('Vocabularios con etiquetas que coinciden: 0 de 2.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(
      screen.getByText('Modo de edición: los vocabularios que son tuyos tienen una × para eliminarlos.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Agregar vocabulario'), { target: { value: ' ' } });
    fireEvent.submit(screen.getByLabelText('Agregar vocabulario').closest('form')!);
    expect(screen.getByRole('alert').textContent).toBe('Primero escribe un nombre para el vocabulario.');
    expect(screen.queryByText(/Total vocabularies|Filter on tags|Edit mode/)).toBeNull();
  });

  it('/vocabularies: the cards’ names and descriptions are marked as data, with Practice in Spanish', async () => {
    serveApi(null, {
      'GET /utoaztecan/api/vocabulary/count/': () => [200, 1],
      'GET /utoaztecan/api/vocabulary/': () => [200, page([greetings])],
    });
    renderApp('/vocabularies?view=list', es);
    const list = await screen.findByRole('list', { name: 'Vocabularios' });
    expect(within(list).getByRole('link', { name: 'Greetings' }).getAttribute('translate')).toBe('no');
    expect(within(list).getByText('Saying hello.').getAttribute('translate')).toBe('no');
    expect(within(list).getByRole('link', { name: 'Practicar Greetings' }).textContent).toBe('Practicar');
  });

  it('/vocabulary/{id}: the word count with its plural, the empty states and the edit form', async () => {
    let words = [link(70, 3, word(11, 'cochi'))];
    serveApi(ana, {
      'GET /utoaztecan/api/vocabulary/3/': () => [200, mine],
      'GET /utoaztecan/api/vocabulary-word/': () => [200, page(words)],
    });
    const view = renderApp('/vocabulary/3', es);
    expect(
      await screen.findByRole('heading', { level: 2, name: /^Palabras de este vocabulario\s*\(1 palabra\)$/ }),
    ).toBeTruthy();
    expect(screen.getByText('Todavía no tiene descripción. Usa Editar para agregar una.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Practicar' }).getAttribute('href')).toBe('/practice/3');
    expect(screen.getByRole('button', { name: 'Favorito' }).getAttribute('title')).toBe('Marcar como favorito');
    view.unmount();

    words = [link(70, 3, word(11, 'cochi')), link(71, 3, word(12, 'chōca'))];
    renderApp('/vocabulary/3', es);
    expect(
      await screen.findByRole('heading', { level: 2, name: /^Palabras de este vocabulario\s*\(2 palabras\)$/ }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const form = screen.getByRole('form', { name: 'Editar vocabulario' });
    expect(within(form).getByRole('textbox', { name: /^Sugerencias/ })).toBeTruthy();
    expect(within(form).getByRole('checkbox', { name: /^Compartir/ })).toBeTruthy();
    expect(screen.queryByText(/Words in this vocabulary|No description yet/)).toBeNull();
  });

  it('a vocabulary with no words says so in Spanish', async () => {
    serveApi(null, {
      'GET /utoaztecan/api/vocabulary/1/': () => [200, greetings],
      'GET /utoaztecan/api/vocabulary-word/': () => [200, page([])],
    });
    renderApp('/vocabulary/1', es);
    expect(await screen.findByText('Todavía no se han agregado palabras a este vocabulario.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Greetings' }).getAttribute('translate')).toBe('no');
  });

  it('/vocabularies: the Spanish vocabularies and their tags, and every language behind one switch', async () => {
    const saludos = vocabulary(2, 'Saludos', { description: 'Decir hola.', tags: ['principiante'], language: 'es' });
    // The API's language filter: the last call says which language was asked for.
    const inLanguage = (call: string) => [greetings, saludos].filter((v) => !call.includes('language=') || call.includes(`language=${v.language}`));
    const requests: Recorded[] = serveApi(null, {
      'GET /utoaztecan/api/vocabulary/count/': () => [200, inLanguage(requests.at(-1)!.call).length],
      'GET /utoaztecan/api/vocabulary/': () => [200, page(inLanguage(requests.at(-1)!.call))],
    });
    const { router } = renderApp('/vocabularies', es);
    expect(await screen.findByRole('article', { name: 'Saludos' })).toBeTruthy();
    expect(await screen.findByText('Vocabularios disponibles: 1.')).toBeTruthy();
    const tags = () => within(screen.getByRole('list', { name: 'Etiquetas en uso' })).getAllByRole('button').map((tag) => tag.textContent);
    expect(tags()).toEqual(['principiante']);
    expect(screen.queryByText('Greetings')).toBeNull();
    expect(screen.queryByText('beginner')).toBeNull();
    expect(requests.map((request) => request.call)).toContain('GET /utoaztecan/api/vocabulary/?language=es&page_size=100');

    fireEvent.click(screen.getByRole('link', { name: 'Mostrar todos los idiomas' }));
    await waitFor(() => expect(router.state.location.search).toBe('?language=all'));
    expect(await screen.findByRole('article', { name: 'Greetings' })).toBeTruthy();
    expect(await screen.findByText('Vocabularios disponibles: 2.')).toBeTruthy();
    expect(tags()).toEqual(['beginner', 'principiante']);
    fireEvent.click(screen.getByRole('link', { name: 'Mostrar solo español' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Greetings' })).toBeNull());
  });

  it('a new vocabulary is written in the reader’s language, so it joins the Spanish list at once', async () => {
    const requests = serveApi(ana, {
      'GET /utoaztecan/api/vocabulary/count/': () => [200, 0],
      'GET /utoaztecan/api/vocabulary/': () => [200, page([])],
      'POST /utoaztecan/api/vocabulary/': (body) => [201, vocabulary(7, 'Animales', { owner: ana.id, ...(body as object) })],
    });
    renderApp('/vocabularies', es);
    fireEvent.change(await screen.findByLabelText('Agregar vocabulario'), { target: { value: 'Animales' } });
    fireEvent.submit(screen.getByLabelText('Agregar vocabulario').closest('form')!);
    expect(await screen.findByRole('article', { name: 'Animales' })).toBeTruthy();
    expect(requests.find((request) => request.call.startsWith('POST'))?.body).toEqual({ name: 'Animales', tags: [], language: 'es' });
  });

  it('a name the server refuses is named as the form labels it, in Spanish', async () => {
    const tooLong = 'Asegúrate de que este campo no tenga más de 200 caracteres.';
    serveApi(ana, {
      'GET /utoaztecan/api/vocabulary/count/': () => [200, 0],
      'GET /utoaztecan/api/vocabulary/': () => [200, page([])],
      'POST /utoaztecan/api/vocabulary/': () => [400, { name: [tooLong] }],
    });
    renderApp('/vocabularies', es);
    fireEvent.change(await screen.findByLabelText('Agregar vocabulario'), { target: { value: 'x'.repeat(201) } });
    fireEvent.submit(screen.getByLabelText('Agregar vocabulario').closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe(`Nombre: ${tooLong}`);
    expect(screen.queryByText(/name:/)).toBeNull();
  });
});
