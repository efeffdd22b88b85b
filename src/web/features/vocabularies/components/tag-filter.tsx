import { useId } from 'react';
import { foldNahuatl } from '../../../../nahuatl';
import textBoxStyles from '../../../components/text-box.module.css';
import { useT } from '../../../i18n/locale';
import styles from './vocabularies.module.css';

interface TagFilterProps {
  filter: string;
  onChange: (filter: string) => void;
  /** The tags of the vocabularies listed, offered as one-click filters. */
  tags: readonly string[];
}

/** "Filter on tags:": a box (kept in `?filter=` by the screen) and the tags in use, each a shortcut into it. */
export function TagFilter({ filter, onChange, tags }: TagFilterProps) {
  const inputId = useId();
  const t = useT();
  const current = foldNahuatl(filter);
  return (
    <div className={styles.filter}>
      <label htmlFor={inputId} className={styles.filterLabel}>
        {t('vocabularies.filter.label')}
      </label>
      <input
        id={inputId}
        type="search"
        className={textBoxStyles.textBox}
        value={filter}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('vocabularies.filter.placeholder')}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${inputId}-hint`}
      />
      <p id={`${inputId}-hint`} className={styles.filterHint}>
        {t('vocabularies.filter.hint')}
      </p>
      {tags.length > 0 && (
        <ul className={styles.tagChoices} aria-label={t('vocabularies.filter.tags')}>
          {tags.map((tag) => {
            const chosen = current === foldNahuatl(tag);
            return (
              <li key={tag}>
                <button
                  type="button"
                  className={styles.tagChoice}
                  aria-pressed={chosen}
                  onClick={() => onChange(chosen ? '' : tag)}
                  translate="no"
                >
                  {tag}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
