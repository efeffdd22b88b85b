import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_SETTINGS, reviewApi } from '../../../contract/api/review';
import type { ReviewCard } from '../../../contract/review';
import { newMemory } from '../../../contract/review-schedule';
import {
  addGuestCards,
  answerGuestCard,
  emptyGuestDeck,
  readGuestDeck,
  writeGuestDeck,
  type NewCard,
} from '../../api/guest-deck';
import { ana, word } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { serveApi, setUpScreenTests } from '../../test/serve-api';

setUpScreenTests();

const cochi = word(7, 'cochi', { definition_english: ['to sleep'], definition_spanish: ['dormir'] });

/** A guest's deck holding these cards, new and due now. */
function guestHas(cards: NewCard[]) {
  writeGuestDeck(localStorage, addGuestCards(emptyGuestDeck(), cards, new Date()).deck);
}

const ratingButton = (name: RegExp) => screen.getByRole('button', { name });

beforeEach(() => localStorage.clear());

describe('/review as a guest', () => {
  it('shows a meaning card, reveals it with Space, shows each rating’s interval and rates with 3', async () => {
    serveApi(null);
    guestHas([{ kind: 'meaning', word: cochi }]);
    renderApp('/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review' })).toBeTruthy();
    const word = await screen.findByText('cochi');
    expect(word.getAttribute('lang')).toBe('nah');
    expect(screen.getByText('1 card to review')).toBeTruthy();
    expect(screen.queryByText('to sleep')).toBeNull();

    fireEvent.keyDown(document.body, { key: ' ' });
    expect((await screen.findByText('to sleep')).getAttribute('lang')).toBe('en');
    expect(within(screen.getByRole('status')).getByText('dormir').getAttribute('lang')).toBe('es');
    expect(ratingButton(/^Again 1 min$/)).toBeTruthy();
    expect(ratingButton(/^Hard 6 min$/)).toBeTruthy();
    expect(ratingButton(/^Good 10 min$/)).toBeTruthy();
    expect(ratingButton(/^Easy \d+ d$/)).toBeTruthy();

    fireEvent.keyDown(document.body, { key: '3' });
    expect(await screen.findByRole('heading', { name: 'Session complete' })).toBeTruthy();
    expect(screen.getByText('Reviewed: 1 card')).toBeTruthy();
    expect(screen.getByText('Right: 1 of 1')).toBeTruthy();
    expect(screen.getByText(/^Time spent: \d+ s$/)).toBeTruthy();
    expect(screen.getByText(/^Next card due in 10 minutes/)).toBeTruthy();
    expect(readGuestDeck(localStorage).logs).toEqual([
      expect.objectContaining({ rating: 'good', state_before: 'new' }),
    ]);
  });

  it('checks a typed word, proposes a rating the learner may change, and records the one chosen', async () => {
    serveApi(null);
    guestHas([{ kind: 'recall', word: cochi }]);
    renderApp('/review');
    expect(await screen.findByText('Type the Nahuatl word for this meaning.')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    expect(screen.getByText('to sleep')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'cochi' } });
    // A digit in the answer box is typing, not a rating.
    fireEvent.keyDown(box, { key: '1' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('It matches!')).toBeTruthy();
    expect(document.activeElement).toBe(ratingButton(/^Good 10 min \(suggested\)$/));
    fireEvent.click(ratingButton(/^Hard/));
    await screen.findByRole('heading', { name: 'Session complete' });
    expect(readGuestDeck(localStorage).logs).toEqual([expect.objectContaining({ rating: 'hard', answer: 'cochi' })]);
  });

  it('asks a conjugation as Conjugate does, and proposes Again for a wrong form', async () => {
    serveApi(null);
    guestHas([{ kind: 'conjugation', word: cochi, tense: 'future', person: 3, object: null }]);
    renderApp('/review');
    const box = await screen.findByRole('textbox', { name: 'Your answer' });
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toContain(
      'cochi — sleep · future · we',
    );
    fireEvent.change(box, { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Not quite.');
    expect(status.textContent).toContain('The answer: ticochizceh (you wrote zzz)');
    expect(ratingButton(/^Again 1 min \(suggested\)$/)).toBeTruthy();
  });

  it('asks a pattern’s question and checks its response', async () => {
    serveApi(null);
    guestHas([{ kind: 'pattern', pattern: 4, prompt: 'Niccua in tlaxcalli.', expected: 'Ticcua in tlaxcalli.' }]);
    renderApp('/review');
    expect((await screen.findByText('Niccua in tlaxcalli.')).getAttribute('translate')).toBe('no');
    fireEvent.change(screen.getByRole('textbox', { name: 'Your answer' }), {
      target: { value: 'ticcua in tlaxcalli' },
    });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(await screen.findByText('It matches!')).toBeTruthy();
  });

  it('says when nothing is due, when the next card comes, and where to find new ones', async () => {
    serveApi(null);
    renderApp('/review');
    expect(await screen.findByText('Your review deck is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Study a vocabulary' }).getAttribute('href')).toBe('/vocabularies');
    expect(screen.getByRole('link', { name: 'Search the dictionary' }).getAttribute('href')).toBe('/words');
    expect(screen.queryByRole('link', { name: 'Your progress' })).toBeNull();
  });

  it('says when the next card comes when none is due yet', async () => {
    serveApi(null);
    guestHas([{ kind: 'meaning', word: cochi }]);
    const deck = readGuestDeck(localStorage);
    writeGuestDeck(
      localStorage,
      answerGuestCard(
        deck,
        1,
        { rating: 'again', answer: '', elapsed_ms: 1, answer_id: 'first-answer' },
        { now: new Date(), timeZone: 'UTC', settings: DEFAULT_REVIEW_SETTINGS },
      ).deck,
    );
    renderApp('/review');
    expect(await screen.findByText('Nothing to review right now.')).toBeTruthy();
    expect(screen.getByText(/^Next card due in 1 minute \(/)).toBeTruthy();
  });

  it('reads in Spanish', async () => {
    serveApi(null);
    guestHas([
      { kind: 'meaning', word: cochi },
      { kind: 'meaning', word: word(8, 'calli', { definition_english: ['house'], definition_spanish: ['casa'] }) },
    ]);
    renderApp('/review', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Repaso' })).toBeTruthy();
    expect(await screen.findByText('2 tarjetas por repasar')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar respuesta' }));
    const status = screen.getByRole('status');
    // Spanish first in Spanish.
    expect(
      within(status)
        .getAllByText(/dormir|to sleep/)
        .map((line) => line.textContent),
    ).toEqual(['dormir', 'to sleep']);
    expect(ratingButton(/^Otra vez 1 min$/)).toBeTruthy();
    expect(ratingButton(/^Bien 10 min$/)).toBeTruthy();
    fireEvent.keyDown(document.body, { key: '4' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mostrar respuesta' }));
    fireEvent.keyDown(document.body, { key: '1' });
    expect(await screen.findByRole('heading', { name: 'Sesión terminada' })).toBeTruthy();
    expect(screen.getByText('Repasadas: 2 tarjetas')).toBeTruthy();
    expect(screen.getByText('Correctas: 1 de 2')).toBeTruthy();
    expect(screen.queryByText(/Review|Session complete/)).toBeNull();
  });

  it('reads its empty state in Spanish', async () => {
    serveApi(null);
    renderApp('/review', { locale: 'es' });
    expect(await screen.findByText('Todavía no tienes tarjetas de repaso.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Estudia un vocabulario' })).toBeTruthy();
  });
});

describe('/review signed in', () => {
  const card: ReviewCard = {
    id: 41,
    kind: 'recall',
    word: 7,
    pattern: null,
    tense: null,
    person: null,
    object: null,
    prompt: '',
    answers: ['cochi'],
    word_data: {
      id: 7,
      word: 'cochi',
      type: 'tlach2',
      variant: null,
      definition_english: ['to sleep'],
      definition_spanish: ['dormir'],
    },
    created_at: new Date().toISOString(),
    ...newMemory(new Date()),
  };

  it('studies the account’s cards, answers through the API, and links to the progress page', async () => {
    let answered = false;
    const requests = serveApi(ana, {
      [`GET ${reviewApi.due}`]: () => [
        200,
        answered
          ? { count: 0, new: 0, next_due: null, results: [] }
          : { count: 1, new: 1, next_due: null, results: [card] },
      ],
      [`GET ${reviewApi.settings}`]: () => [
        200,
        {
          desired_retention: 0.9,
          new_per_day: 20,
          max_reviews_per_day: 200,
          add_mistakes: true,
          time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      ],
      [`POST ${reviewApi.answer(41)}`]: () => {
        answered = true;
        return [200, { card, log: {} }];
      },
    });
    renderApp('/review');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your answer' }), { target: { value: 'cochi' } });
    expect(screen.getByRole('link', { name: 'Your progress' }).getAttribute('href')).toBe('/progress');
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
    fireEvent.keyDown(document.body, { key: '3' });
    await screen.findByRole('heading', { name: 'Session complete' });
    const answer = requests.find((request) => request.call === `POST ${reviewApi.answer(41)}`);
    expect(answer?.body).toMatchObject({
      rating: 'good',
      answer: 'cochi',
      elapsed_ms: expect.any(Number),
      answer_id: expect.any(String),
    });
    expect(localStorage.length).toBe(0);
  });
});
