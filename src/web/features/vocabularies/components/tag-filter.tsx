import { useId } from 'react';
import { foldNahuatl } from '../../../../nahuatl';
import textBoxStyles from '../../../components/text-box.module.css';
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
  const current = foldNahuatl(filter);
  return (
    <div className={styles.filter}>
      <label htmlFor={inputId} className={styles.filterLabel}>
        Filter on tags:
      </label>
      <input
        id={inputId}
        type="search"
        className={textBoxStyles.textBox}
        value={filter}
        onChange={(event) => onChange(event.target.value)}
        placeholder="e.g. verbs, or beginner, food"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${inputId}-hint`}
      />
      <p id={`${inputId}-hint`} className={styles.filterHint}>
        Separate tags with commas to require them all. Case and macrons do not matter.
      </p>
      {tags.length > 0 && (
        <ul className={styles.tagChoices} aria-label="Tags in use">
          {tags.map((tag) => {
            const chosen = current === foldNahuatl(tag);
            return (
              <li key={tag}>
                <button
                  type="button"
                  className={styles.tagChoice}
                  aria-pressed={chosen}
                  onClick={() => onChange(chosen ? '' : tag)}
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
