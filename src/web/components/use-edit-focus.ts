import { useEffect, useRef, type RefObject } from 'react';

/**
 * Back from an edit form (saved or cancelled), the cursor returns to the button marked
 * `data-edit-button` inside `container`, rather than to the top of the page.
 */
export function useEditFocus(container: RefObject<HTMLElement | null>, editing: boolean): void {
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) container.current?.querySelector<HTMLElement>('[data-edit-button]')?.focus();
    wasEditing.current = editing;
  }, [container, editing]);
}
