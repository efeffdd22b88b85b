import type { Entry } from '../../../contract/entries';
import tagStyles from '../tag.module.css';
import { formatEntryDate } from './entry-date';
import styles from './entry-preview.module.css';

/** When and by whom an entry was written; a draft says so (only its author ever sees one). */
export function EntryByline({ entry, className }: { entry: Entry; className?: string }) {
  return (
    <p className={[styles.byline, className].filter(Boolean).join(' ')}>
      <time dateTime={entry.created_at}>{formatEntryDate(entry.created_at)}</time>
      <span>by {entry.author_name}</span>
      {!entry.is_published && <span className={tagStyles.tag}>Draft</span>}
    </p>
  );
}
