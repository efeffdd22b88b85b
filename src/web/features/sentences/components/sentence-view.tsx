import type { Sentence } from '../../../../contract/sentences';
import { sentences } from '../../../api/resources';
import { Button } from '../../../components/button';
import { FeaturedToggle } from '../../../components/featured-toggle';
import { FieldList, FieldRow, ShareRow } from '../../../components/field-list';
import cardStyles from '../../../components/card.module.css';
import styles from './sentences.module.css';

const TRANSLATIONS = [
  ['Spanish', 'spanish', 'es'],
  ['English', 'english', 'en'],
] as const;

interface SentenceViewProps {
  sentence: Sentence;
  /** The active user owns the sentence: show the share flag and the Edit button. */
  owner: boolean;
  onEdit: () => void;
}

/** The sentence card's read view: the sentence, its translations, notes and source. */
export function SentenceView({ sentence, owner, onEdit }: SentenceViewProps) {
  const missing = [
    sentence.spanish === '' && 'Spanish',
    sentence.english === '' && 'English',
    sentence.source === '' && 'source',
  ].filter((name): name is string => typeof name === 'string');

  return (
    <>
      <div className={cardStyles.header}>
        <h2 id={`sentence-${sentence.id}-title`} className={cardStyles.title} lang="nah">
          {sentence.sentence}
        </h2>
        {owner && (
          <Button variant="secondary" onClick={onEdit} data-edit-button>
            Edit
          </Button>
        )}
      </div>
      <FieldList>
        {TRANSLATIONS.map(([label, field, lang]) => (
          <FieldRow key={field} name={label} lang={lang}>
            {sentence[field]}
          </FieldRow>
        ))}
        <FieldRow name="Notes" className={styles.notes}>
          {sentence.notes}
        </FieldRow>
        <FieldRow name="Source">{sentence.source}</FieldRow>
        {owner && <ShareRow share={sentence.share} />}
      </FieldList>
      {owner && missing.length > 0 && (
        <p className={styles.hint}>Still to add: {missing.join(', ')}. Use Edit to add them.</p>
      )}
      <FeaturedToggle resource={sentences} record={sentence} />
    </>
  );
}
