import { cognateWords } from '../../../api/resources';
import { LinkedWords } from '../../../components/word-card/linked-words';
import { useT } from '../../../i18n/locale';

interface CognateWordsProps {
  cognateId: number;
  /** The owner may take words out with their "×". */
  owner: boolean;
}

/** The Nahuatl words linked to a cognate (SPEC.md §2), each linking to its page with its facts. */
export function CognateWords({ cognateId, owner }: CognateWordsProps) {
  const t = useT();
  return (
    <LinkedWords
      links={cognateWords}
      parentId={cognateId}
      heading={() => t('utoaztecan.cognate.linkedWords')}
      empty={t('utoaztecan.cognate.noWords', { owner: owner ? 'yes' : 'no' })}
      canRemove={owner}
    />
  );
}
