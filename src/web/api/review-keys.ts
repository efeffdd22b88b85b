/** Where a guest's deck is kept in this browser (`guest-deck.ts`); the version is in the key and in the value. */
export const GUEST_DECK_KEY = 'np.review-deck.v1';

/** The event this window hears when its guest deck is written (other windows hear `storage`). */
export const GUEST_DECK_CHANGED = 'np:guest-deck-changed';

/**
 * Whether this browser holds a guest's deck: an empty deck is not kept, so none means nothing to
 * count. False where storage cannot be read (some private windows).
 */
export function hasGuestDeck(storage?: Pick<Storage, 'getItem'>): boolean {
  try {
    return (storage ?? localStorage).getItem(GUEST_DECK_KEY) !== null;
  } catch {
    return false;
  }
}

/** Whose review deck: the signed-in learner's account, or this browser's guest. */
export type DeckOwner = 'account' | 'guest';

/**
 * The query keys of the review deck: every write marks `all` stale, so the menu's badge and
 * /review refresh. Apart from the deck, so that what only refreshes it (the offline answers'
 * sync) does not load the deck's code (decision 073).
 */
export const reviewKeys = {
  all: ['review-deck'] as const,
  dueOf: (owner: DeckOwner) => ['review-deck', 'due', owner] as const,
  due: (owner: DeckOwner, limit: number) => [...reviewKeys.dueOf(owner), limit] as const,
  settings: ['review-settings'] as const,
};
