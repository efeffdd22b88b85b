import type { Sentence } from '../../../../contract/sentences';
import { sentences } from '../../../api/resources';
import { Button } from '../../../components/button';
import { FeaturedToggle } from '../../../components/featured-toggle';
import { FieldList, FieldRow, ShareRow } from '../../../components/field-list';
import { useSourceText } from '../../../components/sentence-texts';
import { useNahuatl } from '../../../i18n/alphabet';
import cardStyles from '../../../components/card.module.css';
import { useT } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import styles from './sentences.module.css';

const TRANSLATIONS = [
  ['sentences.field.spanish', 'spanish', 'es'],
  ['sentences.field.english', 'english', 'en'],
] as const;

/** What "Still to add" names for each empty field. */
const MISSING: readonly [keyof Sentence & ('spanish' | 'english' | 'source'), MessageId][] = [
  ['spanish', 'sentences.missing.spanish'],
  ['english', 'sentences.missing.english'],
  ['source', 'sentences.missing.source'],
];

interface SentenceViewProps {
  sentence: Sentence;
  /** The active user owns the sentence: show the share flag and the Edit button. */
  owner: boolean;
  onEdit: () => void;
}

/** The sentence card's read view: the sentence, its translations, notes and source (the sample's in the reader's language). */
export function SentenceView({ sentence, owner, onEdit }: SentenceViewProps) {
  const t = useT();
  const shown = useNahuatl();
  const source = useSourceText(sentence.source);
  const missing = MISSING.filter(([field]) => sentence[field] === '').map(([, name]) => t(name));

  return (
    <>
      <div className={cardStyles.header}>
        <h2 id={`sentence-${sentence.id}-title`} className={cardStyles.title} lang="nah">
          {shown(sentence.sentence)}
        </h2>
        {owner && (
          <Button variant="secondary" onClick={onEdit} data-edit-button>
            {t('sentences.edit')}
          </Button>
        )}
      </div>
      <FieldList>
        {TRANSLATIONS.map(([label, field, lang]) => (
          <FieldRow key={field} name={t(label)} lang={lang}>
            {sentence[field]}
          </FieldRow>
        ))}
        <FieldRow name={t('sentences.field.notes')} className={styles.notes}>
          <span translate="no">{sentence.notes}</span>
        </FieldRow>
        <FieldRow name={t('sentences.field.source')}>
          <span lang={source.lang} translate={source.lang ? undefined : 'no'}>
            {source.text}
          </span>
        </FieldRow>
        {owner && <ShareRow share={sentence.share} what="sentence" />}
      </FieldList>
      {owner && missing.length > 0 && (
        <p className={styles.hint}>{t('sentences.missing', { missing: missing.join(', ') })}</p>
      )}
      <FeaturedToggle resource={sentences} record={sentence} />
    </>
  );
}
