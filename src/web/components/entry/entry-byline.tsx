import { FormattedMessage, useIntl } from 'react-intl';
import type { EntryPreview } from '../../../contract/entries';
import { useT } from '../../i18n/locale';
import tagStyles from '../tag.module.css';
import styles from './entry-preview.module.css';

/** The day as a reader of the language expects it ("March 12, 2026", "12 de marzo de 2026"), in their time zone. */
const ENTRY_DATE = { dateStyle: 'long' } as const;

/** When and by whom an entry was written; a draft says so (only its author ever sees one). */
export function EntryByline({ entry, className }: { entry: EntryPreview; className?: string }) {
  const { formatDate } = useIntl();
  const t = useT();
  return (
    <p className={[styles.byline, className].filter(Boolean).join(' ')}>
      <time dateTime={entry.created_at}>{formatDate(entry.created_at, ENTRY_DATE)}</time>
      <span>
        <FormattedMessage id="blog.byline.by" values={{ name: <span translate="no">{entry.author_name}</span> }} />
      </span>
      {!entry.is_published && <span className={tagStyles.tag}>{t('blog.byline.draft')}</span>}
    </p>
  );
}
