import type { Entry } from '../../../../contract/entries';
import { entries } from '../../../api/resources';
import { Button } from '../../../components/button';
import { EntryByline } from '../../../components/entry/entry-byline';
import { FeaturedToggle } from '../../../components/featured-toggle';
import { TagList } from '../../../components/tag-list';
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
  return (
    <>
      <div className={`${cardStyles.header} ${styles.header}`}>
        <h1 id={`entry-${entry.id}-title`} className={`${cardStyles.title} ${styles.title}`}>
          {entry.title}
        </h1>
        {author && (
          <Button variant="secondary" onClick={onEdit} data-edit-button>
            Edit
          </Button>
        )}
      </div>
      <EntryByline entry={entry} />
      {author && (
        <p className={textStyles.muted}>
          {entry.is_published
            ? 'Published: everyone can read it.'
            : 'Not published: only you can see it. Use Edit to publish it.'}
        </p>
      )}
      {entry.content ? (
        // Rendered from the author's Markdown and sanitised by the server (DESIGN.md §4).
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: headingsUnderTitle(entry.content) }} />
      ) : (
        author && <p className={textStyles.muted}>Nothing written yet. Use Edit to write the entry.</p>
      )}
      <TagList tags={entry.tags} />
      <FeaturedToggle resource={entries} record={entry} />
    </>
  );
}
