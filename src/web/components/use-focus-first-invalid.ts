import { useEffect, type RefObject } from 'react';

/** After a refused submit, puts the cursor in the first field marked invalid. */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: object): void {
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
