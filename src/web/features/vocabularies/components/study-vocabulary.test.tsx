import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewApi } from '../../../../contract/api/review';
import { type GuestDeckState } from '../../../api/guest-deck';
import { GUEST_DECK_KEY } from '../../../api/review-keys';
import { page, renderApp } from '../../../test/render-app';
import { beto, vocabulary, word } from '../../../test/fixtures';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';
import { link } from '../test/fixtures';

const shared = vocabulary(5, 'Everyday verbs', { owner: 1 });
const VOCABULARY = 'GET /utoaztecan/api/vocabulary/5/';
const WORDS = 'GET /utoaztecan/api/vocabulary-word/';

setUpScreenTests();

// The screens load lazily, and the machine running the tests may be busy.
const LOADING = { timeout: 5000 };

const study = () => screen.getByRole('region', { name: /^(Review|Repaso)$/ });

describe('Study this vocabulary', { timeout: 20_000 }, () => {
  it('adds the kinds of card and the tenses the learner picks, and says how many were new', async () => {
    const requests = serveApi(beto, {
      [VOCABULARY]: () => [200, shared],
      [WORDS]: () => [200, page([])],
      [`POST ${reviewApi.cards}`]: () => [201, { created: 40, existing: 2 }],
    });
    renderApp('/vocabulary/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Study this vocabulary' }, LOADING));
    fireEvent.click(within(study()).getByRole('checkbox', { name: /^Recall/ }));
    fireEvent.click(within(study()).getByRole('checkbox', { name: 'future' }));
    fireEvent.click(within(study()).getByRole('button', { name: 'Add to my review' }));
    expect(
      await within(study()).findByText(/Added 40 cards to your review; 2 were there already\./, undefined, LOADING),
    ).toBeTruthy();
    expect(within(study()).getByRole('link', { name: 'Go to Review' }).getAttribute('href')).toBe('/review');
    expect(requests.find((request) => request.call === `POST ${reviewApi.cards}`)?.body).toEqual({
      vocabulary: 5,
      kinds: ['meaning', 'conjugation', 'possession'],
      tenses: ['present', 'future'],
    });
  });

  it('sends every choice in its list’s order, whatever the order of the clicks', async () => {
    const requests = serveApi(beto, {
      [VOCABULARY]: () => [200, shared],
      [WORDS]: () => [200, page([])],
      [`POST ${reviewApi.cards}`]: () => [201, { created: 1, existing: 0 }],
    });
    renderApp('/vocabulary/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Study this vocabulary' }, LOADING));
    const box = (name: string | RegExp) => within(study()).getByRole('checkbox', { name });
    // Untick and tick again: the kind goes back to its place, not to the end.
    fireEvent.click(box(/^Meaning/));
    fireEvent.click(box(/^Meaning/));
    for (const name of ['past', 'future']) fireEvent.click(box(name));
    fireEvent.click(box('present'));
    fireEvent.click(box('present'));
    for (const name of [/^Plural/, /^Possessed plural/]) fireEvent.click(box(name));
    fireEvent.click(within(study()).getByRole('button', { name: 'Add to my review' }));
    await within(study()).findByText(/Added 1 card/, undefined, LOADING);
    expect(requests.find((request) => request.call === `POST ${reviewApi.cards}`)?.body).toEqual({
      vocabulary: 5,
      kinds: ['meaning', 'recall', 'conjugation', 'possession', 'possessionPlural', 'plural'],
      tenses: ['present', 'past', 'future'],
    });
  });

  it('asks before taking the vocabulary’s cards out of the review, in Spanish too', async () => {
    const requests = serveApi(beto, {
      [VOCABULARY]: () => [200, shared],
      [WORDS]: () => [200, page([])],
      [`POST ${reviewApi.remove}`]: () => [200, { removed: 3 }],
      [`GET ${reviewApi.cards}count/`]: () => [200, 3],
    });
    renderApp('/vocabulary/5', { locale: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Dejar de estudiar este vocabulario' }, LOADING));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Dejar de estudiar este vocabulario?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dejar de estudiar' }));
    expect(await within(study()).findByText('Se quitaron 3 tarjetas de tu repaso.')).toBeTruthy();
    expect(requests.find((request) => request.call === `POST ${reviewApi.remove}`)?.body).toEqual({ vocabulary: 5 });
  });

  // Issue 48: "Stop studying" only while the deck holds some of the vocabulary's cards.
  it('offers to stop studying only a vocabulary the learner studies, a guest’s too', async () => {
    let count = 0;
    const requests = serveApi(beto, {
      [VOCABULARY]: () => [200, shared],
      [WORDS]: () => [200, page([])],
      [`POST ${reviewApi.cards}`]: () => [201, { created: 4, existing: 0 }],
      [`GET ${reviewApi.cards}count/`]: () => [200, count],
    });
    renderApp('/vocabulary/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Study this vocabulary' }, LOADING));
    expect(requests.some((request) => request.call === `GET ${reviewApi.cards}count/?vocabulary=5`)).toBe(true);
    expect(within(study()).queryByRole('button', { name: 'Stop studying this vocabulary' })).toBeNull();
    count = 4;
    fireEvent.click(within(study()).getByRole('button', { name: 'Add to my review' }));
    expect(await within(study()).findByRole('button', { name: 'Stop studying this vocabulary' }, LOADING)).toBeTruthy();
  });

  it('does not offer a guest who never studied it to stop, in Spanish', async () => {
    localStorage.removeItem(GUEST_DECK_KEY);
    serveApi(null, {
      [VOCABULARY]: () => [200, shared],
      [WORDS]: () => [200, page([link(70, 5, word(21, 'cochi'))])],
    });
    renderApp('/vocabulary/5', { locale: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Estudiar este vocabulario' }, LOADING));
    expect(within(study()).queryByRole('button', { name: 'Dejar de estudiar este vocabulario' })).toBeNull();
    fireEvent.click(within(study()).getByRole('button', { name: 'Agregar a mi repaso' }));
    expect(
      await within(study()).findByRole('button', { name: 'Dejar de estudiar este vocabulario' }, LOADING),
    ).toBeTruthy();
  });

  it('refuses to add nothing', async () => {
    const requests = serveApi(beto, { [VOCABULARY]: () => [200, shared], [WORDS]: () => [200, page([])] });
    renderApp('/vocabulary/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Study this vocabulary' }, LOADING));
    for (const name of [/^Meaning/, /^Recall/, /^Conjugation/, /^Nouns/])
      fireEvent.click(within(study()).getByRole('checkbox', { name }));
    fireEvent.click(within(study()).getByRole('button', { name: 'Add to my review' }));
    expect(within(study()).getByText('Choose at least one kind of card.')).toBeTruthy();
    expect(requests.some((request) => request.call.startsWith('POST'))).toBe(false);
  });

  // Nāhuatlahtolli lesson 8: conētl, noconēuh, noconēhuan; lesson 22: conēmeh.
  const conetl = word(21, 'conētl', { type: 'noun', owned: 'iconēuh', definition_english: ['child'] });
  const calli = word(22, 'calli', { type: 'noun', owned: 'ical', definition_english: ['house'] });

  /** A guest opens "Study this vocabulary" on a vocabulary of two nouns, with Meaning and Recall unticked. */
  async function studyNounsOnly() {
    localStorage.removeItem(GUEST_DECK_KEY);
    serveApi(null, {
      [VOCABULARY]: () => [200, shared],
      [WORDS]: () => [200, page([link(70, 5, conetl), link(71, 5, calli)])],
    });
    renderApp('/vocabulary/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Study this vocabulary' }, LOADING));
    for (const name of [/^Meaning/, /^Recall/]) fireEvent.click(within(study()).getByRole('checkbox', { name }));
  }

  it('gives a guest its nouns’ cards: every possessor’s possessed form and plural, and the plural the course prints', async () => {
    await studyNounsOnly();
    expect(
      (within(study()).getByRole('checkbox', { name: "Nouns: type its nouns' forms" }) as HTMLInputElement).checked,
    ).toBe(true);
    // The possessed singular is ticked from the start (decision 063); the learner adds the rest.
    const forms = within(study()).getByRole('group', { name: 'Forms of its nouns' });
    expect(
      within(forms)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, false, false]);
    fireEvent.click(within(forms).getByRole('checkbox', { name: /^Possessed plural/ }));
    fireEvent.click(within(forms).getByRole('checkbox', { name: /^Plural/ }));
    fireEvent.click(within(study()).getByRole('button', { name: 'Add to my review' }));
    // 6 + 6 for each noun, and conētl's plural (lesson 3 gives calli none).
    expect(await within(study()).findByText('Added 25 cards to your review.', undefined, LOADING)).toBeTruthy();
    const deck = JSON.parse(localStorage.getItem(GUEST_DECK_KEY) ?? '{}') as GuestDeckState;
    const answers = (kind: string, id: number) =>
      deck.cards.filter((card) => card.kind === kind && card.word === id).map((card) => card.answers[0]);
    expect(answers('possessionPlural', 21)).toEqual([
      'noconēhuan',
      'moconēhuan',
      'iconēhuan',
      'toconēhuan',
      'inmoconēhuan',
      'ininconēhuan',
    ]);
    expect(answers('plural', 21)).toEqual(['conēmeh']);
    expect(answers('possession', 22)[0]).toBe('nocal');
    expect(answers('plural', 22)).toEqual([]);
  });

  it('gives its nouns the possessed singular alone unless the learner asks for more, and refuses no form at all', async () => {
    await studyNounsOnly();
    const forms = within(study()).getByRole('group', { name: 'Forms of its nouns' });
    fireEvent.click(within(forms).getByRole('checkbox', { name: /^Possessed, every possessor/ }));
    fireEvent.click(within(study()).getByRole('button', { name: 'Add to my review' }));
    expect(within(study()).getByText('Choose at least one form of its nouns.')).toBeTruthy();
    expect(localStorage.getItem(GUEST_DECK_KEY)).toBeNull();

    fireEvent.click(within(forms).getByRole('checkbox', { name: /^Possessed, every possessor/ }));
    fireEvent.click(within(study()).getByRole('button', { name: 'Add to my review' }));
    // Six possessors for each of the two nouns.
    expect(await within(study()).findByText('Added 12 cards to your review.', undefined, LOADING)).toBeTruthy();
    const deck = JSON.parse(localStorage.getItem(GUEST_DECK_KEY) ?? '{}') as GuestDeckState;
    expect([...new Set(deck.cards.map((card) => card.kind))]).toEqual(['possession']);
  });

  it('names the nouns’ cards in Spanish, and leaves them out when unticked', async () => {
    const requests = serveApi(beto, {
      [VOCABULARY]: () => [200, shared],
      [WORDS]: () => [200, page([])],
      [`POST ${reviewApi.cards}`]: () => [201, { created: 1, existing: 0 }],
    });
    renderApp('/vocabulary/5', { locale: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Estudiar este vocabulario' }, LOADING));
    fireEvent.click(
      within(study()).getByRole('checkbox', {
        name: 'Sustantivos: escribes las formas de sus sustantivos',
      }),
    );
    expect(screen.queryByText(/^Nouns/)).toBeNull();
    expect(within(study()).queryByRole('group', { name: 'Formas de sus sustantivos' })).toBeNull();
    fireEvent.click(within(study()).getByRole('button', { name: 'Agregar a mi repaso' }));
    await within(study()).findByText(/^Se agregó 1 tarjeta/, undefined, LOADING);
    expect(requests.find((request) => request.call === `POST ${reviewApi.cards}`)?.body).toEqual({
      vocabulary: 5,
      kinds: ['meaning', 'recall', 'conjugation'],
      tenses: ['present'],
    });
  });
});
