import { useT } from '../i18n/locale';
import tagStyles from './tag.module.css';

/** A record's tags as small labels (a vocabulary's, an entry's); nothing when it has none. */
export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <ul className={[tagStyles.list, className].filter(Boolean).join(' ')} aria-label={t('common.tags')}>
      {tags.map((tag) => (
        <li key={tag} className={tagStyles.tag} translate="no">
          {tag}
        </li>
      ))}
    </ul>
  );
}
