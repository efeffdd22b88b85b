import { useEffect } from 'react';
import { useDueCards, useTimeZoneSync } from '../../api/review-deck';

/**
 * Asks how many cards are due now (the account's, or this browser's for a guest) and hands
 * the number to the menu's badge; stores the browser's time zone for a signed-in learner.
 * It brings the review deck's code (the contract's schemas, the scheduler), so the shell
 * loads it after the first screen rather than before (decision 073).
 */
export default function DueCountWatch({ onCount }: { onCount: (count: number) => void }) {
  useTimeZoneSync();
  const count = useDueCards(0).data?.count ?? 0;
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
