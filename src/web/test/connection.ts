import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * What the browser does when the connection goes or comes back: `navigator.onLine` changes,
 * then the window hears `offline` or `online`. Undone by `vi.restoreAllMocks()`.
 */
export function setConnection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
