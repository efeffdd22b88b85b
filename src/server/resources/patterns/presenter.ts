import { Pattern } from '../../../contract/patterns';
import { wirePresenter } from '../../http/presenter';

/** A pattern on the wire: its row, field for field, the structured fields parsed from their JSON. */
export const presentPattern = wirePresenter(Pattern);
