import type { CognateSet } from '../../contract/utoaztecan';
import { cognateSets } from '../api/resources';

/**
 * The cognate set a card is filed under, so that its link can name it ("its set (*mochi-n)"):
 * undefined while it loads, when there is none, or when the viewer may not see it (then the
 * card shows no link rather than one without a name). Cards of one set share one request.
 */
export function useVisibleSet(setId: number | null): CognateSet | undefined {
  return cognateSets.useDetail(setId ?? 0).data;
}
