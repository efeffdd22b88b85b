import { Link } from 'react-router';
import type { CognateSet } from '../../contract/utoaztecan';
import { useCurrentUser } from '../api/current-user';
import { cognateSets } from '../api/resources';
import { CardNotes } from './card-notes';
import { FieldList, FieldRow } from './field-list';
import cardStyles from './card.module.css';
import gridStyles from './card-grid.module.css';
import styles from './comparison-card.module.css';

interface SetCardProps {
  set: CognateSet;
  /** h3 under a section's heading (a category's page); h2 where it stands alone (a cognate's page). */
  headingLevel?: 2 | 3;
  /** A word over the set's, saying what the card is on a page about something else. */
  eyebrow?: string;
}

/** "Proto-Aztecan · No. 42": where a set's word comes from and its number in its source. */
export const setLabel = (set: Pick<CognateSet, 'set' | 'number'>) =>
  [set.set, set.number && `No. ${set.number}`].filter(Boolean).join(' · ');

/**
 * A reconstructed word (SPEC.md §2, Category detail; the set a cognate belongs to): the word
 * opening the set, its number, definition, contributing languages, and prior collections
 * with their count; its owner is told it is private.
 */
export function SetCard({ set, headingLevel = 3, eyebrow }: SetCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = `set-${set.id}-word`;
  const label = setLabel(set);
  const { data: user } = useCurrentUser();
  return (
    <article
      className={`${cardStyles.card} ${cardStyles.compact} ${cardStyles.accent} ${gridStyles.gridCard}`}
      aria-labelledby={titleId}
    >
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading id={titleId} className={`${gridStyles.cardName} ${styles.name} ${styles.setWord}`}>
        <Link to={`/cognate-set/${set.id}`}>{set.word}</Link>
      </Heading>
      {label && <p className={styles.meta}>{label}</p>}
      <div className={gridStyles.cardDescription}>
        {set.definition && <p className={styles.definition}>{set.definition}</p>}
      </div>
      <SetFacts set={set} />
      <CardNotes notes={[!set.share && cognateSets.can(user, 'update', set) && 'Private']} />
    </article>
  );
}

/** A set's contributing languages and prior collections, each collection with how many forms it gave. */
export function SetFacts({ set }: { set: Pick<CognateSet, 'languages' | 'collections'> }) {
  if (set.languages.length === 0 && set.collections.length === 0) return null;
  return (
    <FieldList close>
      <FieldRow name={<>Languages ({set.languages.length})</>}>{set.languages.join(', ')}</FieldRow>
      <FieldRow name={<>Prior collections ({set.collections.length})</>}>
        {set.collections.map((collection) => `${collection.name} (${collection.count})`).join(', ')}
      </FieldRow>
    </FieldList>
  );
}
