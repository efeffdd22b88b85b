import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-body';

const ConfirmDialogBody = lazy(() => import('./confirm-dialog-body'));

/**
 * Asks before something is deleted; Cancel (or Escape) is the safe way out and has the focus.
 * Its widget code (Radix Dialog) loads the first time a confirmation opens, not with every
 * screen that offers a Delete (decision 073).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [asked, setAsked] = useState(props.open);
  if (props.open && !asked) setAsked(true);
  return asked ? (
    <Suspense fallback={null}>
      <ConfirmDialogBody {...props} />
    </Suspense>
  ) : null;
}
