import { Link } from 'react-router';
import { ruleSetLabel, type Loanword } from '../../../../contract/loanwords';
import cardStyles from '../../../components/card.module.css';
import cardsStyles from '../../../components/paged-cards.module.css';
import styles from './loanwords.module.css';

/**
 * The target language with its set (SPEC.md §2): `UACV-2112` for a number of the Uto-Aztecan
 * comparative vocabulary, `CN 12` for any other language's set, the language alone without one.
 */
export function targetText({ target_language, target_set }: Pick<Loanword, 'target_language' | 'target_set'>) {
  if (target_set === '') return target_language;
  return `${target_language}${target_language === 'UACV' ? '-' : ' '}${target_set}`;
}

interface LoanwordCardProps {
  loanword: Loanword;
  /** The active user owns it: an unshared loanword says so (SPEC.md §6, the 'share:' note). */
  owner: boolean;
}

/**
 * A loanword (SPEC.md §2 "Loanword list and card"): the source word, its rule-set label, the
 * target word linking to its cognate set, each side's language and set, and the definitions.
 */
export function LoanwordCard({ loanword, owner }: LoanwordCardProps) {
  const titleId = `loanword-${loanword.id}-title`;
  const label = ruleSetLabel(loanword.rule_set);
  return (
    <article className={`${cardStyles.card} ${cardsStyles.card}`} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={`${cardStyles.title} ${styles.word}`}>
          {loanword.source_word}
        </h2>
        {label && <span className={styles.rule}>{label}</span>}
      </div>
      <p className={styles.target}>
        <span aria-hidden="true">→ </span>
        <span className="visually-hidden">borrowed as </span>
        {loanword.target_set_key_id === null ? (
          <span className={styles.targetWord}>{loanword.target_word}</span>
        ) : (
          <Link to={`/cognate-set/${loanword.target_set_key_id}`} className={styles.targetWord}>
            {loanword.target_word}
          </Link>
        )}
      </p>
      <dl className={cardsStyles.fields}>
        <div>
          <dt>Source</dt>
          <dd>
            {loanword.source_language}
            {loanword.set !== null && (
              <>
                {' · '}
                <Link to={`/cognate-set/${loanword.set}`}>
                  its set<span className="visually-hidden"> ({loanword.source_word})</span>
                </Link>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Target</dt>
          <dd>{targetText(loanword)}</dd>
        </div>
        {loanword.source_definition && (
          <div>
            <dt>{loanword.source_language}</dt>
            <dd>{loanword.source_definition}</dd>
          </div>
        )}
        {loanword.target_definition && (
          <div>
            <dt>{loanword.target_language}</dt>
            <dd>{loanword.target_definition}</dd>
          </div>
        )}
        {loanword.transforms && (
          <div>
            <dt>Transforms</dt>
            <dd>{loanword.transforms}</dd>
          </div>
        )}
      </dl>
      {owner && !loanword.share && (
        <p className={cardsStyles.shareNote}>share: off — only you can see this loanword.</p>
      )}
    </article>
  );
}
