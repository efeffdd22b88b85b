import { Link } from 'react-router';
import { isNotFound } from '../../../api/api-client';
import { cognateSets } from '../../../api/resources';
import cardStyles from '../../../components/card.module.css';
import styles from './cognates.module.css';

/** The set a cognate belongs to, in short (SPEC.md §2 "Cognate detail"): its word, language, meaning and languages, linking to its page. */
export function SetCard({ setId }: { setId: number }) {
  const { data: set, error, isPending } = cognateSets.useDetail(setId);
  if (isPending) return null;
  if (!set)
    return (
      <p className={styles.muted}>
        {isNotFound(error) ? 'Its cognate set is not shown here.' : 'Its cognate set could not be loaded.'}
      </p>
    );
  return (
    <article className={`${cardStyles.card} ${cardStyles.accent} ${styles.setCard}`} aria-labelledby="set-card-title">
      <p className={styles.eyebrow}>{set.reconstructed ? 'Reconstructed word' : 'Cognate set'}</p>
      <h2 id="set-card-title" className={`${cardStyles.title} ${styles.cognateWord}`}>
        <Link to={`/cognate-set/${set.id}`}>{set.word}</Link>
      </h2>
      <p className={styles.language}>
        {set.set}
        {set.number && <span className={styles.code}> · no. {set.number}</span>}
      </p>
      {set.definition && <p className={styles.definition}>{set.definition}</p>}
      {set.languages.length > 0 && (
        <p className={styles.muted}>
          {set.languages.length} {set.languages.length === 1 ? 'language' : 'languages'}: {set.languages.join(', ')}
        </p>
      )}
    </article>
  );
}
