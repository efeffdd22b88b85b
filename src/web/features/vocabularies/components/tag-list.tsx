import tagStyles from '../../../components/tag.module.css';
import styles from './vocabularies.module.css';

/** A vocabulary's tags as small labels; nothing when it has none. */
export function TagList({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className={tagStyles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
