import { useMatches } from 'react-router';
import type { MessageId } from '../i18n/messages';

/** What each route of the route table declares in its `handle`. */
export interface ScreenHandle {
  /** The screen's name: the document title, and the heading of a screen not built yet. */
  title: MessageId;
}

const hasTitle = (handle: unknown): handle is ScreenHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as ScreenHandle).title === 'string';

/** The title of the deepest matched route that names one. */
export function useScreenTitle(): MessageId | undefined {
  const matches = useMatches();
  return matches.map((match) => match.handle).findLast(hasTitle)?.title;
}
