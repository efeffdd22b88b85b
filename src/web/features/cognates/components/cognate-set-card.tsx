import { isNotFound } from '../../../api/api-client';
import { cognateSets } from '../../../api/resources';
import { SetCard } from '../../../components/set-card';
import textStyles from '../../../components/text.module.css';
import styles from './cognates.module.css';

/** The set a cognate belongs to (SPEC.md §2 "Cognate detail"): the reconstructed word's card, linking to its page. */
export function CognateSetCard({ setId }: { setId: number }) {
  const { data: set, error, isPending } = cognateSets.useDetail(setId);
  if (isPending) return null;
  if (!set)
    return (
      <p className={textStyles.muted}>
        {isNotFound(error) ? 'Its cognate set is not shown here.' : 'Its cognate set could not be loaded.'}
      </p>
    );
  return (
    <div className={styles.setCard}>
      <SetCard set={set} headingLevel={2} eyebrow={set.reconstructed ? 'Reconstructed word' : 'Cognate set'} />
    </div>
  );
}
