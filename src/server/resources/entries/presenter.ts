import { Entry, type EntryWord } from '../../../contract/entries';
import type { Word } from '../../../contract/words';
import type { EntryWordRow } from '../../db/tables';
import { wirePresenter } from '../../http/presenter';
import { ENTRY_RENAMES } from './repository';


/** A blog entry on the wire: its row, field for field, the author's id as `author`. */
export const presentEntry = wirePresenter(Entry, ENTRY_RENAMES);

/** A word an entry teaches, with the word itself. */
export function presentEntryWord(row: EntryWordRow, word: Word): EntryWord {
  return { id: row.id, entry: row.entry, nahuatl_word: row.nahuatl_word, nahuatl_word_data: word };
}
