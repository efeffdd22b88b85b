import type { Entry } from '../../../../contract/entries';
import { entries } from '../../../api/resources';
import { Button } from '../../../components/button';
import { EntryByline } from '../../../components/entry/entry-byline';
import { FeaturedToggle } from '../../../components/featured-toggle';
import { TagList } from '../../../components/tag-list';
import { useT } from '../../../i18n/locale';
import { headingsUnderTitle } from '../entry-headings';
import cardStyles from '../../../components/card.module.css';
import textStyles from '../../../components/text.module.css';
import styles from './blog.module.css';

interface EntryViewProps {
  entry: Entry;
  /** The active user wrote it: show whether it is published, and the Edit button. */
  author: boolean;
  onEdit: () => void;
}

/** The entry card's read view: title, date and author, the text as the server rendered it, and the tags. */
export function EntryView({ entry, author, onEdit }: EntryViewProps) {
  const t = useT();
  return (
    <>
      <div className={`${cardStyles.header} ${styles.header}`}>
        <h1 id={`entry-${entry.id}-title`} className={`${cardStyles.title} ${styles.title}`} lang={entry.language} translate="no">
          {entry.title}
        </h1>
        {author && (
          <Button variant="secondary" onClick={onEdit} data-edit-button>
            {t('blog.editButton')}
          </Button>
        )}
      </div>
      <EntryByline entry={entry} />
      {author && (
        <p className={textStyles.muted}>
          {entry.is_published ? t('blog.entry.published') : t('blog.entry.notPublished')}
        </p>
      )}
      {entry.content ? (
        // Rendered from the author's Markdown and sanitised by the server (DESIGN.md §4).
        <div
          className={styles.content}
          lang={entry.language} translate="no"
          dangerouslySetInnerHTML={{ __html: headingsUnderTitle(entry.content) }}
        />
      ) : (
        author && <p className={textStyles.muted}>{t('blog.entry.nothingYet')}</p>
      )}
      <TagList tags={entry.tags} />
      <FeaturedToggle resource={entries} record={entry} />
    </>
  );
}
