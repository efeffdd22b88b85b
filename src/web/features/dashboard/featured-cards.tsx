import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Pattern } from '../../../contract/patterns';
import type { Sentence } from '../../../contract/sentences';
import type { Vocabulary } from '../../../contract/vocabularies';
import { patterns, sentences, vocabularies } from '../../api/resources';
import { FeaturedToggle } from '../../components/featured-toggle';
import { TagList } from '../../components/tag-list';
import cardStyles from '../../components/card.module.css';
import gridStyles from '../../components/card-grid.module.css';
import clampStyles from '../../components/line-clamp.module.css';
import styles from './dashboard.module.css';

interface SummaryCardProps {
  /** The record's page. */
  to: string;
  title: string;
  /** The title's language, when it is not English (a sentence is Nahuatl). */
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
        <Link to={to} lang={lang}>
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
        <p className={`${styles.clamped} ${clampStyles.clamped}`} lang={lang}>
          {text}
        </p>
      )}
    </div>
  );
}

export function VocabularyCard({ vocabulary }: { vocabulary: Vocabulary }) {
  return (
    <SummaryCard to={`/vocabulary/${vocabulary.id}`} title={vocabulary.name}>
      <Summary text={vocabulary.description} />
      <TagList tags={vocabulary.tags} />
      <FeaturedToggle resource={vocabularies} record={vocabulary} atFoot />
    </SummaryCard>
  );
}

export function PatternCard({ pattern }: { pattern: Pattern }) {
  return (
    <SummaryCard to={`/pattern/${pattern.id}`} title={pattern.name}>
      <Summary text={pattern.description} />
      <FeaturedToggle resource={patterns} record={pattern} atFoot />
    </SummaryCard>
  );
}

export function SentenceCard({ sentence }: { sentence: Sentence }) {
  return (
    <SummaryCard to={`/sentence/${sentence.id}`} title={sentence.sentence} lang="nah">
      <Summary text={sentence.english} lang="en" />
      <FeaturedToggle resource={sentences} record={sentence} atFoot />
    </SummaryCard>
  );
}
