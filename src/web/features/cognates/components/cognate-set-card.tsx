import { isNotFound } from '../../../api/api-client';
import { cognateSets } from '../../../api/resources';
import { SetCard } from '../../../components/set-card';
import { useT } from '../../../i18n/locale';
import textStyles from '../../../components/text.module.css';
import styles from './cognates.module.css';

/** The set a cognate belongs to (SPEC.md §2 "Cognate detail"): the reconstructed word's card, linking to its page. */
export function CognateSetCard({ setId }: { setId: number }) {
  const { data: set, error, isPending } = cognateSets.useDetail(setId);
  const t = useT();
  if (isPending) return null;
  if (!set)
    return (
      <p className={textStyles.muted}>
        {isNotFound(error) ? t('utoaztecan.cognate.setHidden') : t('utoaztecan.cognate.setLoadFailed')}
      </p>
    );
  return (
    <div className={styles.setCard}>
      <SetCard
        set={set}
        headingLevel={2}
        eyebrow={set.reconstructed ? t('utoaztecan.set.reconstructedWord') : t('utoaztecan.set.title')}
      />
    </div>
  );
}
