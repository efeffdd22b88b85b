import { entryWords } from '../../../api/resources';
import { LinkedWords } from '../../../components/word-card/linked-words';

interface EntryWordsProps {
  entryId: number;
  /** The author is editing: each word has its "×", and an empty list says how to fill it. */
  editing: boolean;
}

/** The dictionary words the entry teaches, each linking to its page (/detail/{id}) with its facts. */
export function EntryWords({ entryId, editing }: EntryWordsProps) {
  return (
    <LinkedWords
      links={entryWords}
      parentId={entryId}
      heading={(words = []) => `Words in this entry${words.length > 0 ? ` (${words.length})` : ''}`}
      empty="No words yet. Find them with the word search below and add them to the entry."
      canRemove={editing}
      // Readers are not told about a list that is not there.
      hideWhenEmpty={!editing}
      grid
    />
  );
}
