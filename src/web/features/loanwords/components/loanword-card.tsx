import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ruleSetLabel } from '../../../../contract/api/loanwords';
import type { Loanword } from '../../../../contract/loanwords';
import cardStyles from '../../../components/card.module.css';
import { FieldList, FieldRow } from '../../../components/field-list';
import cardsStyles from '../../../components/paged-cards.module.css';
import { LanguageName, languageName } from '../../../i18n/language-names';
import { useLocale, useT } from '../../../i18n/locale';
import { shownRuleLabel } from '../rule-labels';
import { useVisibleSet } from '../../../components/use-visible-set';
import styles from './loanwords.module.css';

/**
 * The target language with its set (SPEC.md §2): `UACV-2112` for a number of the Uto-Aztecan
 * comparative vocabulary, `CN 12` for any other language's set, the language alone without one.
 * `language` is how the language is named (its name in the reader's language, decision 076).
 */
export function targetText(
  { target_language, target_set }: Pick<Loanword, 'target_language' | 'target_set'>,
  language = target_language,
) {
  if (target_set === '') return language;
  if (target_language === 'UACV') return `UACV-${target_set}`;
  return `${language} ${target_set}`;
}

interface LoanwordCardProps {
  loanword: Loanword;
  /** The active user owns it: an unshared loanword says so (SPEC.md §6, the 'share:' note). */
  owner: boolean;
  /** After the rule-set label: the owner's Edit. */
  action?: ReactNode;
}

/**
 * A loanword (SPEC.md §2 "Loanword list and card"): the source word, its rule-set label, the
 * target word linking to its cognate set, each side's language and set, and the definitions.
 * A loan whose source word is unknown (a CLDF dataset marks a form borrowed, not where from)
 * is headed by its target word instead: never an empty heading.
 */
export function LoanwordCard({ loanword, owner, action }: LoanwordCardProps) {
  const titleId = `loanword-${loanword.id}-title`;
  const { locale } = useLocale();
  const label = shownRuleLabel(ruleSetLabel(loanword.rule_set), locale);
  const target = languageName(loanword.target_language, undefined, locale);
  const sourceKnown = loanword.source_word !== '';
  const set = useVisibleSet(loanword.set);
  const t = useT();
  // The words, languages, sets, rule sets and definitions are the dataset's own: marked as data.
  return (
    <article className={`${cardStyles.card} ${cardsStyles.card}`} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={`${cardStyles.title} ${styles.word}`} translate="no">
          {sourceKnown ? loanword.source_word : loanword.target_word}
        </h2>
        {label.text && (
          <span className={styles.rule} lang={label.lang} translate={label.translate}>
            {label.text}
          </span>
        )}
        {action}
      </div>
      {sourceKnown && <TargetWord loanword={loanword} />}
      <FieldList inline>
        <FieldRow name={t('utoaztecan.loanword.source')}>
          <LanguageName code={loanword.source_language} />
          {set && (
            <>
              {' · '}
              <Link to={`/cognate-set/${set.id}`}>
                <FormattedMessage
                  id="utoaztecan.loanword.setNamed"
                  values={{ set: <span translate="no">{set.word}</span> }}
                />
              </Link>
            </>
          )}
        </FieldRow>
        <FieldRow name={t('utoaztecan.loanword.target')} lang={target.lang} translate={target.translate}>
          {targetText(loanword, target.text)}
        </FieldRow>
        <FieldRow name={<LanguageName code={loanword.source_language} />} translate="no">
          {loanword.source_definition}
        </FieldRow>
        <FieldRow name={<LanguageName code={loanword.target_language} />} translate="no">
          {loanword.target_definition}
        </FieldRow>
        <FieldRow name={t('utoaztecan.form.transforms')} translate="no">
          {loanword.transforms}
        </FieldRow>
      </FieldList>
      {owner && !loanword.share && <p className={cardsStyles.shareNote}>{t('utoaztecan.loanword.shareOff')}</p>}
    </article>
  );
}

/** "→ cahuayo": the word the source was borrowed as, linking to its cognate set when it has one. */
function TargetWord({ loanword }: { loanword: Loanword }) {
  const t = useT();
  return (
    <p className={styles.target}>
      <span aria-hidden="true">→ </span>
      <span className="visually-hidden">{t('utoaztecan.loanword.borrowedAs')} </span>
      {loanword.target_set_key_id === null ? (
        <span className={styles.targetWord} translate="no">
          {loanword.target_word}
        </span>
      ) : (
        <Link to={`/cognate-set/${loanword.target_set_key_id}`} className={styles.targetWord} translate="no">
          {loanword.target_word}
        </Link>
      )}
    </p>
  );
}
