import type { SentenceWord } from '../../../../contract/sentences';
import { PERSONS } from '../../../../nahuatl';
import tagStyles from '../../../components/tag.module.css';
import styles from './sentences.module.css';

const personLabel = (code: string) => PERSONS.find((person) => person.code === code)?.label;

/** The tense and person a word of a sentence is tagged with (SPEC.md §9), when it has them. */
export function WordTags({ link }: { link: Pick<SentenceWord, 'tense' | 'person'> }) {
  if (!link.tense && !link.person) return null;
  const label = link.person ? personLabel(link.person) : undefined;
  return (
    <span className={styles.tags}>
      {link.tense && (
        <span className={tagStyles.tag}>
          <span className="visually-hidden">tense: </span>
          {link.tense}
        </span>
      )}
      {link.person && (
        <span className={tagStyles.tag}>
          <span className="visually-hidden">person: </span>
          {link.person}
          {label && <span className={styles.tagNote}> ({label})</span>}
        </span>
      )}
    </span>
  );
}
