import { Speaker } from '../../../contract/recordings';
import { wirePresenter } from '../../http/presenter';

/** A speaker on the wire: their row, field for field. */
export const presentSpeaker = wirePresenter(Speaker);
