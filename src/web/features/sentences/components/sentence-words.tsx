import { sentenceWords } from '../../../api/resources';
import { LinkedWords } from '../../../components/word-card/linked-words';
import { useT } from '../../../i18n/locale';
import { WordTags } from './word-tags';

interface SentenceWordsProps {
  sentenceId: number;
  /** The owner may take words out. */
  owner: boolean;
}

/** The words of a sentence, each with its tags and facts; the owner's "×" removes one. */
export function SentenceWords({ sentenceId, owner }: SentenceWordsProps) {
  const t = useT();
  return (
    <LinkedWords
      links={sentenceWords}
      parentId={sentenceId}
      heading={() => t('sentences.words.heading')}
      empty={t('sentences.words.empty')}
      canRemove={owner}
      extra={(link) => <WordTags link={link} />}
    />
  );
}
