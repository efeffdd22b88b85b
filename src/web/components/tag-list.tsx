import tagStyles from './tag.module.css';

/** A record's tags as small labels (a vocabulary's, an entry's); nothing when it has none. */
export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={[tagStyles.list, className].filter(Boolean).join(' ')} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className={tagStyles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
