import { Link } from 'react-router';
import type { Vocabulary } from '../../../../contract/vocabularies';
import { vocabularies } from '../../../api/resources';
import { FeaturedToggle } from '../../../components/featured-toggle';
import { FieldList, FieldRow } from '../../../components/field-list';
import { TagList } from '../../../components/tag-list';
import cardStyles from '../../../components/card.module.css';
import textStyles from '../../../components/text.module.css';
import { useT } from '../../../i18n/locale';
import styles from './vocabularies.module.css';

interface VocabularyViewProps {
  vocabulary: Vocabulary;
  /** The active user owns it: show whether it is shared. */
  owner: boolean;
}

/** The read view (SPEC.md §2): description, source, suggestions, tags and the way to practise. */
export function VocabularyView({ vocabulary, owner }: VocabularyViewProps) {
  const t = useT();
  return (
    <article
      className={`${cardStyles.card} ${cardStyles.wide} ${styles.detailCard}`}
      aria-label={t('vocabularies.about')}
    >
      {vocabulary.description ? (
        <p className={styles.description} lang={vocabulary.language} translate="no">
          {vocabulary.description}
        </p>
      ) : (
        owner && <p className={textStyles.muted}>{t('vocabularies.noDescription')}</p>
      )}
      {vocabulary.source && (
        <FieldList>
          <FieldRow name={t('vocabularies.source')} lang={vocabulary.language} translate="no">
            {vocabulary.source}
          </FieldRow>
        </FieldList>
      )}
      {vocabulary.suggestions && (
        <section aria-labelledby="vocabulary-suggestions-title" className={styles.suggestions}>
          <h2 id="vocabulary-suggestions-title">{t('vocabularies.suggestions')}</h2>
          {/* The one HTML the app shows: rendered from the owner's Markdown and sanitised by the server (DESIGN.md §4). */}
          <div
            className={styles.suggestionsBody}
            lang={vocabulary.language} translate="no"
            dangerouslySetInnerHTML={{ __html: vocabulary.suggestions }}
          />
        </section>
      )}
      <TagList tags={vocabulary.tags} />
      {owner && (
        <p className={textStyles.muted}>{t(vocabulary.share ? 'vocabularies.shared' : 'vocabularies.notShared')}</p>
      )}
      <p className={styles.practice}>
        <Link to={`/practice/${vocabulary.id}`} className={styles.linkButtonPrimary}>
          {t('vocabularies.practice')}
        </Link>
      </p>
      <FeaturedToggle resource={vocabularies} record={vocabulary} />
    </article>
  );
}
