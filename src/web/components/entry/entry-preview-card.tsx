import { useId } from 'react';
import { Link } from 'react-router';
import type { EntryPreview } from '../../../contract/entries';
import { entries } from '../../api/resources';
import { FeaturedToggle } from '../featured-toggle';
import { EntryByline } from './entry-byline';
import cardStyles from '../card.module.css';
import gridStyles from '../card-grid.module.css';
import clampStyles from '../line-clamp.module.css';
import styles from './entry-preview.module.css';

/**
 * An entry's card in a list (SPEC.md §2): its title linking to /entry/{id}, date, author and
 * preview; staff feature or unfeature it at its foot.
 */
export function EntryPreviewCard({ entry }: { entry: EntryPreview }) {
  // One entry may be in two lists of a page (recent and featured): the heading's id is the card's own.
  const titleId = useId();
  return (
    <article
      className={`${cardStyles.card} ${cardStyles.compact} ${cardStyles.accent} ${gridStyles.gridCard}`}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className={`${gridStyles.cardName} ${styles.cardTitle}`}>
        <Link to={`/entry/${entry.id}`} lang={entry.language} translate="no">
          {entry.title}
        </Link>
      </h3>
      <EntryByline entry={entry} />
      {/* Rendered from the author's Markdown and sanitised by the server (DESIGN.md §4). */}
      <div
        className={`${styles.preview} ${clampStyles.clamped}`}
        lang={entry.language} translate="no"
        dangerouslySetInnerHTML={{ __html: entry.preview_content }}
      />
      <FeaturedToggle resource={entries} record={entry} atFoot />
    </article>
  );
}
