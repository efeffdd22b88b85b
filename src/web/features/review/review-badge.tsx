import { createContext, lazy, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentUser } from '../../api/current-user';
import { useEnvironment } from '../../api/environment';
import { GUEST_DECK_CHANGED, hasGuestDeck } from '../../api/review-keys';
import { useT } from '../../i18n/locale';
import styles from './review-badge.module.css';

// A badge is not worth an error screen: if its code cannot be fetched, the menu goes without it.
const DueCountWatch = lazy(() => import('./due-count-watch').catch(() => ({ default: () => null })));

const DueCount = createContext(0);

/**
 * Whether this browser holds a guest's deck, looked at again whenever this window or another
 * writes it. Looked at once the screen is live: the server that draws it has no storage.
 */
function useGuestDeck(): boolean {
  const environment = useEnvironment();
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const look = () => setHeld(hasGuestDeck(environment.storage() ?? undefined));
    look();
    window.addEventListener(GUEST_DECK_CHANGED, look);
    window.addEventListener('storage', look);
    return () => {
      window.removeEventListener(GUEST_DECK_CHANGED, look);
      window.removeEventListener('storage', look);
    };
  }, [environment]);
  return held;
}

/**
 * Keeps the number of cards due for the menus inside it. The code that counts them loads after
 * the first screen (decision 073), and only when there is a deck to count: the account's, or a
 * guest's kept in this browser. A new guest's visit loads none of it (decision 073).
 */
export function DueCountProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const { data: user } = useCurrentUser();
  const guestDeck = useGuestDeck();
  const counting = Boolean(user) || (user === null && guestDeck);
  // A count kept from a deck no longer counted (signed out) is not shown when counting starts again.
  if (!counting && count !== 0) setCount(0);
  return (
    <DueCount.Provider value={counting ? count : 0}>
      {counting && (
        <Suspense fallback={null}>
          <DueCountWatch onCount={setCount} />
        </Suspense>
      )}
      {children}
    </DueCount.Provider>
  );
}

/** How many cards are due now (the account's, or this browser's for a guest); 0 until known. */
export const useReviewDueCount = (): number => useContext(DueCount);

/** The Review menu link's name: "Review, 12 due"; undefined (its text) when nothing is due. */
export function useReviewMenuName(count: number): string | undefined {
  const t = useT();
  return count > 0 ? t('review.menu.due', { count }) : undefined;
}

/** The Review menu item's text, with the due count as a badge (none at 0); the link carries the name. */
export function ReviewMenuLabel({ count }: { count: number }) {
  const t = useT();
  const intl = useIntl();
  return (
    <span className={styles.item}>
      {t('review.menu')}
      {count > 0 && (
        <span aria-hidden="true" className={styles.badge}>
          {intl.formatNumber(count)}
        </span>
      )}
    </span>
  );
}
