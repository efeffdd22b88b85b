/*
 * When the first screen is settled: drawn, the data it asked for arrived (or failed), and the
 * browser idle. What the first screen does not need (the service worker's library and its
 * precache, the manifest and its icon) starts only then, so that on a weak signal it takes
 * none of the first screen's connections or bandwidth (decision 073).
 */

import { useIsRestoring, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle } from '../offline/background';

let markDrawn: () => void = () => undefined;
const drawn = new Promise<void>((resolve) => (markDrawn = resolve));

/** Settles once the first screen is drawn (or taken over from the page, decision 073). */
export const firstScreenDrawn = (): Promise<void> => drawn;

/**
 * Marks the first screen drawn, in the route that holds every screen (or its error screen),
 * once the queries saved on the device are restored (until then no query fetches). A parent's
 * effects run after its children's, so by then the screen's own effects have asked for its data.
 */
export function useFirstScreenDrawn(): void {
  const restoring = useIsRestoring();
  useEffect(() => {
    if (!restoring) markDrawn();
  }, [restoring]);
}

/** Settles once no query is fetching. */
function queriesSettled(client: QueryClient): Promise<void> {
  if (client.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      stop();
      resolve();
    });
  });
}

const idle = () => new Promise<void>((resolve) => whenIdle(resolve));

/**
 * Settles once the first screen is drawn with its data: it is drawn, and then, until an idle
 * moment finds nothing fetching, the data it asked for has arrived and the screen has drawn it
 * (a word's page asks for its sentences once it has the word).
 */
export async function firstScreenSettled(client: QueryClient): Promise<void> {
  await drawn;
  do {
    await queriesSettled(client);
    await idle();
  } while (client.isFetching() > 0);
}
