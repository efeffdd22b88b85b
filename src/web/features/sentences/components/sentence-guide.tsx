import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import styles from './sentences.module.css';

/** The guide's advice, in order: each item opens with its point in bold. */
const ADVICE: readonly MessageId[] = [
  'sentences.guide.short',
  'sentences.guide.oneIdea',
  'sentences.guide.dictionary',
  'sentences.guide.translations',
  'sentences.guide.source',
];

/** Advice for people adding example sentences (SPEC.md §2: "a guide on writing good sentences"). */
export function SentenceGuide() {
  return (
    <section className={styles.guide} aria-labelledby="sentence-guide-title">
      <h2 id="sentence-guide-title">
        <FormattedMessage id="sentences.guide.title" />
      </h2>
      <ul>
        {ADVICE.map((id) => (
          <li key={id}>
            <FormattedMessage id={id} values={{ strong: (text) => <strong>{text}</strong> }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
