import { PAGE_READS_ELEMENT } from '../../contract/api/page-reads';

/*
 * The answers the page brought (decision 067): the server writes the first screen's reads into
 * the page it sends (`src/server/http/page-reads.ts`), and the first GET of each address takes
 * its answer from there instead of the network. Each answer is given once, and those not taken
 * are dropped once the first screen is settled or the app writes anything, so no later read
 * gets an old answer. A page the service worker serves brings none.
 */

const answers = new Map<string, unknown>();

/** The answers not yet taken, with those of the page's element (read once, then removed). */
function held(): Map<string, unknown> {
  if (import.meta.env.SSR) return answers;
  const element = document.getElementById(PAGE_READS_ELEMENT);
  if (element) {
    try {
      const given = JSON.parse(element.textContent ?? '{}') as Record<string, unknown>;
      for (const [url, answer] of Object.entries(given)) answers.set(url, answer);
    } catch {
      // A page whose answers cannot be read brings none: the screen asks.
    }
    element.remove();
  }
  return answers;
}

/** The answer the page brought for a GET of `url`, once; undefined when it brought none. */
export function takePageRead(url: string): unknown {
  const found = held();
  if (!found.has(url)) return undefined;
  const answer = found.get(url);
  found.delete(url);
  return answer;
}

/** The answers a page drawn on the server brings (decision 068), in place of any it held. */
export function bringPageReads(given: Record<string, unknown>): void {
  answers.clear();
  for (const [url, answer] of Object.entries(given)) answers.set(url, answer);
}

/** Drops the answers no read has taken: once the first screen is settled, and at any write. */
export function dropPageReads(): void {
  held().clear();
}
