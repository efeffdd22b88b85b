import { useCallback, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';

/**
 * The text of a box, mirrored into the query parameter `name` (history entry replaced,
 * other parameters kept) so that a search or a result can be linked or shared.
 *
 * The box holds its own copy: the router applies the new address in a transition, after
 * the keystroke, and an input fed straight from the address would lose its caret and, when
 * typing fast, letters. A link or a history move to this page (anything but our own
 * `replace`) loads the text from the address again.
 */
export function useSearchParamText(name: string): [text: string, setText: (text: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const fromUrl = searchParams.get(name) ?? '';
  const [text, setLocalText] = useState(fromUrl);
  const [shownKey, setShownKey] = useState(location.key);

  if (location.key !== shownKey) {
    setShownKey(location.key);
    if (navigationType !== NavigationType.Replace) setLocalText(fromUrl);
  }

  const setText = useCallback(
    (next: string) => {
      setLocalText(next);
      setSearchParams(
        (params) => {
          if (next === '') params.delete(name);
          else params.set(name, next);
          return params;
        },
        // Typing in a box low on a phone screen must not jump the page back to the top. The
        // screen is drawn with the new address at once, not in a transition: the updater above
        // starts from the address this render saw, and a box typed in before a deferred render
        // had landed would write back an address without the other box's text.
        { replace: true, preventScrollReset: true, flushSync: true },
      );
    },
    [name, setSearchParams],
  );

  return [text, setText];
}
