import { Loanword } from '../../../contract/loanwords';
import { wirePresenter } from '../../http/presenter';

/** A loanword on the wire: its row, field for field. */
export const presentLoanword = wirePresenter(Loanword);
