/** Whose review deck: the signed-in learner's account, or this browser's guest. */
export type DeckOwner = 'account' | 'guest';

/**
 * The query keys of the review deck: every write marks `all` stale, so the menu's badge and
 * /review refresh. Apart from the deck, so that what only refreshes it (the offline answers'
 * sync) does not load the deck's code (decision 061).
 */
export const reviewKeys = {
  all: ['review-deck'] as const,
  dueOf: (owner: DeckOwner) => ['review-deck', 'due', owner] as const,
  due: (owner: DeckOwner, limit: number) => [...reviewKeys.dueOf(owner), limit] as const,
  settings: ['review-settings'] as const,
};
