import { sentenceWords } from '../../../api/resources';
import { LinkedWords } from '../../../components/word-card/linked-words';
import { WordTags } from './word-tags';

interface SentenceWordsProps {
  sentenceId: number;
  /** The owner may take words out. */
  owner: boolean;
}

/** The words of a sentence, each with its tags and facts; the owner's "×" removes one. */
export function SentenceWords({ sentenceId, owner }: SentenceWordsProps) {
  return (
    <LinkedWords
      links={sentenceWords}
      parentId={sentenceId}
      heading={() => 'Words in this sentence'}
      empty="No words have been added to this sentence yet."
      canRemove={owner}
      extra={(link) => <WordTags link={link} />}
    />
  );
}
