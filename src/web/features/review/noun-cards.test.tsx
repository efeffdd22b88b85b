import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addGuestCards, emptyGuestDeck, readGuestDeck, writeGuestDeck, type NewCard } from '../../api/guest-deck';
import { ALPHABET_STORAGE_KEY } from '../../i18n/alphabet';
import { word } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { serveApi, setUpScreenTests } from '../../test/serve-api';

setUpScreenTests();
beforeEach(() => localStorage.clear());

// Nāhuatlahtolli lesson 8: conētl 'child', possessed plural toconēhuan; lesson 22: conēmeh.
const conetl = word(5, 'conētl', {
  type: 'noun',
  owned: 'iconēuh',
  definition_english: ['child'],
  definition_spanish: ['niño, hijo'],
});

/** A guest's deck holding this one card, new and due now. */
function guestHas(card: NewCard) {
  writeGuestDeck(localStorage, addGuestCards(emptyGuestDeck(), [card], new Date()).deck);
}

/** The text the answer box is described by: the card's question. */
const prompt = (box: HTMLElement) => document.getElementById(box.getAttribute('aria-describedby')!)?.textContent;

function answer(text: string) {
  const box = screen.getByRole('textbox', { name: /^(Your answer|Tu respuesta)$/ });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter' });
}

describe('a noun’s possessed-plural and plural cards in /review (decision 059)', { timeout: 20_000 }, () => {
  it('asks the possessed plural for a possessor and checks it', async () => {
    serveApi(null);
    guestHas({ kind: 'possessionPlural', word: conetl, person: 3 });
    renderApp('/review');
    expect(await screen.findByText('Type the possessed plural.')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    expect(prompt(box)).toBe('conētl “child” · possessor: we');
    answer('toconēhuan');
    expect(await screen.findByText('It matches!')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('The answer: toconēhuan');
  });

  it('asks the plural with no possessor, and accepts it in the modern alphabet with the dictionary’s spelling', async () => {
    serveApi(null);
    guestHas({ kind: 'plural', word: conetl });
    renderApp('/review');
    expect(await screen.findByText('Type the plural.')).toBeTruthy();
    expect(prompt(screen.getByRole('textbox', { name: 'Your answer' }))).toBe('conētl “child”');
    answer('konēmej');
    expect(await screen.findByText("It matches! In the dictionary's alphabet it is conēmeh.")).toBeTruthy();
    fireEvent.keyDown(document.body, { key: '3' });
    await screen.findByRole('heading', { name: 'Session complete' });
    expect(readGuestDeck(localStorage).logs).toEqual([expect.objectContaining({ rating: 'good', answer: 'konēmej' })]);
  });

  it('shows the noun and the answer in the modern alphabet when the learner reads it', async () => {
    localStorage.setItem(ALPHABET_STORAGE_KEY, 'modern');
    serveApi(null);
    guestHas({ kind: 'possessionPlural', word: conetl, person: 0 });
    renderApp('/review');
    const box = await screen.findByRole('textbox', { name: 'Your answer' });
    expect(prompt(box)).toBe('konetl “child” · possessor: I');
    answer('nokonewan');
    // The note gives the dictionary's spelling (decision 052); the answer is printed as the learner reads.
    expect(await screen.findByText("It matches! In the dictionary's alphabet it is noconēhuan.")).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('The answer: nokoneuan');
  });

  it('reads in Spanish, and says a wrong plural is wrong', async () => {
    serveApi(null);
    guestHas({ kind: 'plural', word: conetl });
    renderApp('/review', { locale: 'es' });
    expect(await screen.findByText('Escribe el plural.')).toBeTruthy();
    expect(prompt(screen.getByRole('textbox', { name: 'Tu respuesta' }))).toBe('conētl “niño, hijo”');
    answer('conētl');
    expect(await screen.findByText('Incorrecto.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('conēmeh');
    expect(screen.queryByText('Type the plural.')).toBeNull();
  });

  it('names the possessed plural’s possessor in Spanish', async () => {
    serveApi(null);
    guestHas({ kind: 'possessionPlural', word: conetl, person: 5 });
    renderApp('/review', { locale: 'es' });
    expect(await screen.findByText('Escribe el plural poseído.')).toBeTruthy();
    expect(prompt(screen.getByRole('textbox', { name: 'Tu respuesta' }))).toBe(
      'conētl “niño, hijo” · poseedor: ellos/ellas',
    );
  });
});
