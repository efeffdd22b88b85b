import type { Pattern } from '../../../../contract/patterns';
import { patterns } from '../../../api/resources';
import { Button } from '../../../components/button';
import { FeaturedToggle } from '../../../components/featured-toggle';
import { useT } from '../../../i18n/locale';
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
  const t = useT();
  return (
    <>
      <div className={cardStyles.header}>
        <h2 id={`pattern-${pattern.id}-title`} className={cardStyles.title} lang={pattern.language} translate="no">
          {pattern.name}
        </h2>
        {owner && (
          <Button variant="secondary" onClick={onEdit} data-edit-button>
            {t('patterns.edit')}
          </Button>
        )}
      </div>
      {pattern.description && (
        <p className={styles.text} lang={pattern.language} translate="no">
          {pattern.description}
        </p>
      )}
      {pattern.instructions && (
        <div>
          <h3 className={styles.subheading}>{t('patterns.howToAnswer')}</h3>
          <p className={styles.text} lang={pattern.language} translate="no">
            {pattern.instructions}
          </p>
        </div>
      )}
      {owner && <p className={textStyles.muted}>{t(pattern.share ? 'patterns.shared' : 'patterns.notShared')}</p>}
      <div>
        <Button onClick={onPlay}>{t(playing ? 'patterns.startAgain' : 'patterns.play')}</Button>
      </div>
      <FeaturedToggle resource={patterns} record={pattern} />
    </>
  );
}
