import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { withParams } from '../../../api/addresses';
import { useT } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import textStyles from '../../../components/text.module.css';
import styles from './letter-browse.module.css';

/** The choices, in the order the issue gives them: with a recording, without one, all. */
const CHOICES: ReadonlyArray<{ recorded: boolean | null; label: MessageId }> = [
  { recorded: true, label: 'words.recorded.with' },
  { recorded: false, label: 'words.recorded.without' },
  { recorded: null, label: 'words.recorded.all' },
];

/** `?recorded=` of the address (`/words?recorded=false`), or null when absent or neither true nor false. */
export function useRecordedParam(): boolean | null {
  const [params] = useSearchParams();
  const value = params.get('recorded');
  return value === 'true' ? true : value === 'false' ? false : null;
}

/** The words screen's address for a letter and a choice of recordings, either left out when null. */
export const browseAddress = (letter: string | null, recorded: boolean | null) =>
  withParams('/words', { ...(letter === null ? {} : { letter }), ...(recorded === null ? {} : { recorded }) });

/**
 * The browse by recordings (decision 087): the words a guest can hear said, those nobody has
 * recorded yet (for speakers who want to help, as the hint says), or all. Each is a link, like
 * the letters, so a choice is shared and kept in history and works before the app takes over.
 */
export function RecordedFilter({ letter, recorded }: { letter: string | null; recorded: boolean | null }) {
  const labelId = useId();
  const hintId = useId();
  const t = useT();
  return (
    <div className={styles.filter}>
      <p id={labelId} className={styles.filterLabel}>
        {t('words.recorded.label')}
      </p>
      <nav aria-labelledby={labelId} aria-describedby={hintId}>
        <ul className={styles.letters}>
          {CHOICES.map((choice) => (
            <li key={choice.label}>
              <Link
                to={browseAddress(letter, choice.recorded)}
                className={`${styles.letter} ${styles.choice}`}
                aria-current={choice.recorded === recorded ? 'page' : undefined}
              >
                {t(choice.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p id={hintId} className={textStyles.muted}>
        {t('words.recorded.hint')}
      </p>
    </div>
  );
}
