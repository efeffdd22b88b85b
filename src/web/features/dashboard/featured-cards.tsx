import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Pattern } from '../../../contract/patterns';
import type { Sentence } from '../../../contract/sentences';
import type { Vocabulary } from '../../../contract/vocabularies';
import { TagList } from '../../components/tag-list';
import cardStyles from '../../components/card.module.css';
import gridStyles from '../../components/card-grid.module.css';
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

export function VocabularyCard({ vocabulary }: { vocabulary: Vocabulary }) {
  return (
    <SummaryCard to={`/vocabulary/${vocabulary.id}`} title={vocabulary.name}>
      {vocabulary.description && (
        <p className={`${gridStyles.cardDescription} ${styles.clamped}`}>{vocabulary.description}</p>
      )}
      <TagList tags={vocabulary.tags} />
    </SummaryCard>
  );
}

export function PatternCard({ pattern }: { pattern: Pattern }) {
  return (
    <SummaryCard to={`/pattern/${pattern.id}`} title={pattern.name}>
      {pattern.description && (
        <p className={`${gridStyles.cardDescription} ${styles.clamped}`}>{pattern.description}</p>
      )}
    </SummaryCard>
  );
}

export function SentenceCard({ sentence }: { sentence: Sentence }) {
  return (
    <SummaryCard to={`/sentence/${sentence.id}`} title={sentence.sentence} lang="nah">
      {sentence.english && (
        <p className={`${gridStyles.cardDescription} ${styles.clamped}`} lang="en">
          {sentence.english}
        </p>
      )}
    </SummaryCard>
  );
}
