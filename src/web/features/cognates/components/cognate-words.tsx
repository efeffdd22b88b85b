import { cognateWords } from '../../../api/resources';
import { LinkedWords } from '../../../components/word-card/linked-words';

interface CognateWordsProps {
  cognateId: number;
  /** The owner may take words out with their "×". */
  owner: boolean;
}

/** The Nahuatl words linked to a cognate (SPEC.md §2), each linking to its page with its facts. */
export function CognateWords({ cognateId, owner }: CognateWordsProps) {
  return (
    <LinkedWords
      links={cognateWords}
      parentId={cognateId}
      heading={() => 'Linked Nahuatl words'}
      empty={`No Nahuatl words are linked to this cognate yet.${owner ? ' Find one with the word search below.' : ''}`}
      canRemove={owner}
    />
  );
}
