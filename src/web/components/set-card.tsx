import { Link } from 'react-router';
import type { CognateSet } from '../../contract/utoaztecan';
import { useCurrentUser } from '../api/current-user';
import { useT } from '../i18n/locale';
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
export const setLabel = (set: Pick<CognateSet, 'set' | 'number'>, t: ReturnType<typeof useT>) =>
  [set.set, set.number && t('common.set.number', { number: set.number })].filter(Boolean).join(' · ');

/**
 * A reconstructed word (SPEC.md §2, Category detail; the set a cognate belongs to): the word
 * opening the set, its number, definition, contributing languages, and prior collections
 * with their count; its owner is told it is private.
 */
export function SetCard({ set, headingLevel = 3, eyebrow }: SetCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = `set-${set.id}-word`;
  const { data: user } = useCurrentUser();
  const t = useT();
  const label = setLabel(set, t);
  return (
    <article
      className={`${cardStyles.card} ${cardStyles.compact} ${cardStyles.accent} ${gridStyles.gridCard}`}
      aria-labelledby={titleId}
    >
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading id={titleId} className={`${gridStyles.cardName} ${styles.name} ${styles.setWord}`}>
        <Link to={`/cognate-set/${set.id}`} translate="no">
          {set.word}
        </Link>
      </Heading>
      {label && (
        <p className={styles.meta} translate="no">
          {label}
        </p>
      )}
      <div className={gridStyles.cardDescription}>
        {set.definition && (
          <p className={styles.definition} translate="no">
            {set.definition}
          </p>
        )}
      </div>
      <SetFacts set={set} />
      <CardNotes
        notes={[!set.share && cognateSets.can(user, 'update', set) && t('common.note.private', { kind: 'cognateSet' })]}
      />
    </article>
  );
}

/** A set's contributing languages and prior collections, each collection with how many forms it gave. */
export function SetFacts({ set }: { set: Pick<CognateSet, 'languages' | 'collections'> }) {
  const t = useT();
  if (set.languages.length === 0 && set.collections.length === 0) return null;
  return (
    <FieldList close>
      <FieldRow name={t('common.set.languages', { count: set.languages.length })}>
        <span translate="no">{set.languages.join(', ')}</span>
      </FieldRow>
      <FieldRow name={t('common.set.collections', { count: set.collections.length })}>
        <span translate="no">
          {set.collections.map((collection) => `${collection.name} (${collection.count})`).join(', ')}
        </span>
      </FieldRow>
    </FieldList>
  );
}
