import type { PERSONS } from '../../../../nahuatl';
import { personLabelId } from '../../../i18n/grammar';
import { useT } from '../../../i18n/locale';
import styles from './word-detail.module.css';

/** A table row's heading for a person ("1-S I"), shared by the tense and the possession tables. */
export function PersonHeading({ person }: { person: (typeof PERSONS)[number] }) {
  const t = useT();
  return (
    <th scope="row">
      {person.code} <span className={styles.personLabel}>{t(personLabelId(person.index))}</span>
    </th>
  );
}
