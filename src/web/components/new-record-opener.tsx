import { useRef, useState, type ReactNode } from 'react';
import { Button } from './button';

interface NewRecordOpenerProps {
  /** The button's text ("New category"). */
  label: string;
  variant?: 'primary' | 'secondary';
  /** The form, given what closes it (its Cancel, or a save that stays on the page). */
  children: (close: () => void) => ReactNode;
}

/**
 * A "New …" button that opens a form in its place; closing the form brings the button back
 * with the focus on it, so a keyboard user goes on from where they were.
 */
export function NewRecordOpener({ label, variant = 'primary', children }: NewRecordOpenerProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    requestAnimationFrame(() => button.current?.focus());
  }

  if (open) return children(close);
  return (
    <Button ref={button} variant={variant} onClick={() => setOpen(true)}>
      {label}
    </Button>
  );
}
