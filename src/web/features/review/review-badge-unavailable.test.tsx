import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addGuestCards, emptyGuestDeck, writeGuestDeck } from '../../api/guest-deck';
import { word } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { serveApi, setUpScreenTests } from '../../test/serve-api';

// The badge's code loads after the first screen (decision 073). When it cannot be fetched (a
// lost connection before the app is saved), the menu goes without the badge: no error screen.
const imports = vi.hoisted(() => ({ attempted: 0 }));
vi.mock('./due-count-watch', () => {
  imports.attempted += 1;
  throw new Error('Failed to fetch dynamically imported module');
});

setUpScreenTests();

describe('the Review item when the due count cannot be loaded', () => {
  it('is there without a badge, and the screen shows', async () => {
    serveApi(null);
    // A guest with a card: the badge's code is asked for (a new guest's visit does not ask, decision 073).
    writeGuestDeck(
      localStorage,
      addGuestCards(emptyGuestDeck(), [{ kind: 'meaning' as const, word: word(1, 'w1') }], new Date()).deck,
    );
    renderApp('/numbers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Number Calculator' }, { timeout: 15_000 }),
    ).toBeTruthy();
    // The badge's code was asked for, failed, and the page stayed as it was.
    await waitFor(() => expect(imports.attempted).toBeGreaterThan(0));
    expect(screen.getByRole('heading', { level: 1, name: 'Number Calculator' })).toBeTruthy();
    const menu = screen.getAllByRole('navigation', { name: 'Main menu' })[0]!;
    expect(within(menu).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe('/review');
    expect(screen.queryByRole('heading', { name: /went wrong/i })).toBeNull();
  });
});
