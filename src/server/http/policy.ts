import { refusal, type Action, type Guarded, type Viewer } from '../../contract/policy';
import { errors } from './errors';

export type { Action, Guarded } from '../../contract/policy';

/**
 * Applies the contract's one permission rule (`can`, DESIGN.md §4) to a request: throws
 * the error to answer with when it refuses (a 404 for what the viewer may not see, as if
 * it were not there; a 403 otherwise).
 */
export function authorize(user: Viewer | null, action: Action, record: Guarded = {}): void {
  switch (refusal(user, action, record)) {
    case 'not-found':
      throw errors.notFound();
    case 'not-authenticated':
      throw errors.notAuthenticated();
    case 'denied':
      throw errors.permissionDenied();
    case null:
      return;
  }
}
