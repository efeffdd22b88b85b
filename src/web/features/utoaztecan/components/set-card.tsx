import { Link } from 'react-router';
import type { CognateSet } from '../../../../contract/utoaztecan';
import cardStyles from '../../../components/card.module.css';
import gridStyles from '../../../components/card-grid.module.css';
import tagStyles from '../../../components/tag.module.css';
import styles from './utoaztecan.module.css';

interface SetCardProps {
  set: CognateSet;
  /** The signed-in user, who is told which of their sets are private. */
  userId: number | null;
  /** h3 under a section's heading (a category's page, the dashboard). */
  headingLevel?: 2 | 3;
}

/** "Proto-Aztecan · No. 42": where a set's word comes from and its number in its source. */
export const setLabel = (set: Pick<CognateSet, 'set' | 'number'>) =>
  [set.set, set.number && `No. ${set.number}`].filter(Boolean).join(' · ');

/**
 * A reconstructed word in a grid (SPEC.md §2, Category detail): the word opening the set,
 * its number, definition, contributing languages, and prior collections with their count.
 */
export function SetCard({ set, userId, headingLevel = 3 }: SetCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = `set-${set.id}-word`;
  const label = setLabel(set);
  return (
    <article
      className={`${cardStyles.card} ${cardStyles.compact} ${cardStyles.accent} ${gridStyles.gridCard}`}
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className={`${gridStyles.cardName} ${styles.setWord}`}>
        <Link to={`/cognate-set/${set.id}`}>{set.word}</Link>
      </Heading>
      {label && <p className={styles.meta}>{label}</p>}
      <div className={gridStyles.cardDescription}>
        {set.definition && <p className={styles.muted}>{set.definition}</p>}
      </div>
      <SetFacts set={set} />
      {set.owner === userId && !set.share && (
        <p className={styles.notes}>
          <span className={tagStyles.tag}>Private</span>
        </p>
      )}
    </article>
  );
}

/** A set's contributing languages and prior collections, each collection with how many forms it gave. */
export function SetFacts({ set }: { set: Pick<CognateSet, 'languages' | 'collections'> }) {
  if (set.languages.length === 0 && set.collections.length === 0) return null;
  return (
    <dl className={styles.fields}>
      {set.languages.length > 0 && (
        <div>
          <dt>Languages ({set.languages.length})</dt>
          <dd>{set.languages.join(', ')}</dd>
        </div>
      )}
      {set.collections.length > 0 && (
        <div>
          <dt>Prior collections ({set.collections.length})</dt>
          <dd>{set.collections.map((collection) => `${collection.name} (${collection.count})`).join(', ')}</dd>
        </div>
      )}
    </dl>
  );
}
