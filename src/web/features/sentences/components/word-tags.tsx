import type { SentenceWord } from '../../../../contract/sentences';
import { PERSONS, SENTENCE_WORD_TENSES } from '../../../../nahuatl';
import { personLabelId, sentenceTenseLabelId } from '../../../i18n/grammar';
import { useT } from '../../../i18n/locale';
import tagStyles from '../../../components/tag.module.css';
import styles from './sentences.module.css';

const personOf = (code: string) => PERSONS.find((person) => person.code === code);
const knownTense = (tense: string) => SENTENCE_WORD_TENSES.find((known) => known === tense);

/** The tense and person a word of a sentence is tagged with (SPEC.md §9), when it has them. */
export function WordTags({ link }: { link: Pick<SentenceWord, 'tense' | 'person'> }) {
  const t = useT();
  if (!link.tense && !link.person) return null;
  const person = link.person ? personOf(link.person) : undefined;
  const tense = link.tense ? knownTense(link.tense) : undefined;
  return (
    <span className={styles.tags}>
      {link.tense && (
        <span className={tagStyles.tag}>
          <span className="visually-hidden">{t('sentences.tags.tenseTag')}</span>
          {tense ? t(sentenceTenseLabelId(tense)) : link.tense}
        </span>
      )}
      {link.person && (
        <span className={tagStyles.tag}>
          <span className="visually-hidden">{t('sentences.tags.personTag')}</span>
          {link.person}
          {person && <span className={styles.tagNote}> ({t(personLabelId(person.index))})</span>}
        </span>
      )}
    </span>
  );
}
