import { entryWords } from '../../../api/resources';
import { LinkedWords } from '../../../components/word-card/linked-words';
import { useT } from '../../../i18n/locale';

interface EntryWordsProps {
  entryId: number;
  /** The author is editing: each word has its "×", and an empty list says how to fill it. */
  editing: boolean;
}

/** The dictionary words the entry teaches, each linking to its page (/detail/{id}) with its facts. */
export function EntryWords({ entryId, editing }: EntryWordsProps) {
  const t = useT();
  return (
    <LinkedWords
      links={entryWords}
      parentId={entryId}
      heading={(words = []) => t('blog.words.heading', { count: words.length })}
      empty={t('blog.words.empty')}
      canRemove={editing}
      // Readers are not told about a list that is not there.
      hideWhenEmpty={!editing}
      grid
    />
  );
}
