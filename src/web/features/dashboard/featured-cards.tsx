import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Pattern } from '../../../contract/patterns';
import type { Sentence } from '../../../contract/sentences';
import type { VocabularySummary } from '../../../contract/vocabularies';
import { patterns, sentences, vocabularies } from '../../api/resources';
import { FeaturedToggle } from '../../components/featured-toggle';
import { translationOf } from '../../components/sentence-texts';
import { TagList } from '../../components/tag-list';
import { useNahuatl } from '../../i18n/alphabet';
import { NAHUATL_LANG, useLocale } from '../../i18n/locale';
import cardStyles from '../../components/card.module.css';
import gridStyles from '../../components/card-grid.module.css';
import clampStyles from '../../components/line-clamp.module.css';
import styles from './dashboard.module.css';

interface SummaryCardProps {
  /** The record's page. */
  to: string;
  title: string;
  /** The title's language when it is known (a sentence is Nahuatl); otherwise it is the user's, not translated. */
  lang?: string;
  children?: ReactNode;
}

/** A featured record on the dashboard: its name linking to its page, and a line or two about it. */
function SummaryCard({ to, title, lang, children }: SummaryCardProps) {
  const titleId = useId();
  return (
    <article
      className={`${cardStyles.card} ${cardStyles.compact} ${cardStyles.accent} ${gridStyles.gridCard}`}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className={`${gridStyles.cardName} ${styles.cardTitle}`}>
        <Link to={to} lang={lang} translate={lang ? undefined : 'no'}>
          {title}
        </Link>
      </h3>
      {children}
    </article>
  );
}

/**
 * A line about the record, cut after a few lines so that the cards of a row stay alike; it
 * takes the card's spare height, so what follows it sits at the card's foot.
 */
function Summary({ text, lang }: { text: string; lang?: string }) {
  return (
    <div className={gridStyles.cardDescription}>
      {text !== '' && (
        <p className={`${styles.clamped} ${clampStyles.clamped}`} lang={lang} translate={lang ? undefined : 'no'}>
          {text}
        </p>
      )}
    </div>
  );
}

export function VocabularyCard({ vocabulary }: { vocabulary: VocabularySummary }) {
  return (
    <SummaryCard to={`/vocabulary/${vocabulary.id}`} title={vocabulary.name} lang={vocabulary.language}>
      <Summary text={vocabulary.description} lang={vocabulary.language} />
      <TagList tags={vocabulary.tags} />
      <FeaturedToggle resource={vocabularies} record={vocabulary} atFoot />
    </SummaryCard>
  );
}

export function PatternCard({ pattern }: { pattern: Pattern }) {
  return (
    <SummaryCard to={`/pattern/${pattern.id}`} title={pattern.name} lang={pattern.language}>
      <Summary text={pattern.description} lang={pattern.language} />
      <FeaturedToggle resource={patterns} record={pattern} atFoot />
    </SummaryCard>
  );
}

export function SentenceCard({ sentence }: { sentence: Sentence }) {
  const translation = translationOf(sentence, useLocale().locale);
  const shown = useNahuatl();
  return (
    <SummaryCard to={`/sentence/${sentence.id}`} title={shown(sentence.sentence)} lang={NAHUATL_LANG}>
      <Summary text={translation?.text ?? ''} lang={translation?.lang} />
      <FeaturedToggle resource={sentences} record={sentence} atFoot />
    </SummaryCard>
  );
}
