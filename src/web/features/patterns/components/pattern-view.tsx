import type { Pattern } from '../../../../contract/patterns';
import { patterns } from '../../../api/resources';
import { Button } from '../../../components/button';
import { FeaturedToggle } from '../../../components/featured-toggle';
import cardStyles from '../../../components/card.module.css';
import textStyles from '../../../components/text.module.css';
import styles from './patterns.module.css';

interface PatternViewProps {
  pattern: Pattern;
  /** The active user owns the pattern: show the share flag and the Edit button. */
  owner: boolean;
  playing: boolean;
  onEdit: () => void;
  onPlay: () => void;
}

/** The pattern card's read view (SPEC.md §2): name, description, instructions and Play. */
export function PatternView({ pattern, owner, playing, onEdit, onPlay }: PatternViewProps) {
  return (
    <>
      <div className={cardStyles.header}>
        <h2 id={`pattern-${pattern.id}-title`} className={cardStyles.title}>
          {pattern.name}
        </h2>
        {owner && (
          <Button variant="secondary" onClick={onEdit} data-edit-button>
            Edit
          </Button>
        )}
      </div>
      {pattern.description && <p className={styles.text}>{pattern.description}</p>}
      {pattern.instructions && (
        <div>
          <h3 className={styles.subheading}>How to answer</h3>
          <p className={styles.text}>{pattern.instructions}</p>
        </div>
      )}
      {owner && (
        <p className={textStyles.muted}>
          {pattern.share ? 'Shared: everyone can see and play it.' : 'Not shared: only you can see it.'}
        </p>
      )}
      <div>
        <Button onClick={onPlay}>{playing ? 'Start again' : 'Play'}</Button>
      </div>
      <FeaturedToggle resource={patterns} record={pattern} />
    </>
  );
}
