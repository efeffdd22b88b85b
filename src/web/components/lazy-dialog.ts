import { useCallback, useRef, useState } from 'react';

/**
 * A dialog of the app's frame (the handset menu, Recent activity) whose widget code is fetched
 * the first time it opens, not with every first screen (decision 073): its toggle is a plain
 * button, and the dialog, a lazy component, mounts once asked for and stays mounted after.
 * Radix gives focus back to the toggle it rendered; this toggle is ours, so it is given back here.
 */
export function useLazyDialog() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => {
    setAsked(true);
    setOpen(true);
  }, []);
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    toggle.current?.focus();
  }, []);

  return {
    /** Whether the dialog was opened once: its code is loaded from then on. */
    asked,
    /** For the dialog: open, its change, and where focus goes when it closes. */
    dialog: { open, onOpenChange: setOpen, onCloseAutoFocus: returnFocus },
    /** For the toggle button. */
    toggle: { ref: toggle, type: 'button', 'aria-haspopup': 'dialog', 'aria-expanded': open, onClick: show } as const,
  };
}

/** What a lazily loaded dialog is given by {@link useLazyDialog}. */
export type LazyDialogProps = ReturnType<typeof useLazyDialog>['dialog'];
