import { useDeferredValue, useId, type ReactNode } from 'react';
import gridStyles from './card-grid.module.css';
import styles from './card-grid-section.module.css';

interface CardGridSectionProps<Item extends { id: number }> {
  /** The section's heading, which also names its list: "Featured Vocabularies". */
  title: string;
  items: readonly Item[];
  /** One item's card. */
  children: (item: Item) => ReactNode;
}

/**
 * A headed grid of cards (the welcome page's and the dashboard's lists). A section with no
 * items is not shown at all (SPEC.md §2, Dashboard). New items are drawn at a transition's
 * priority: React draws the cards in slices of a few milliseconds, so a page whose lists all
 * arrive at once still answers a tap in between (decision 073).
 */
export function CardGridSection<Item extends { id: number }>({ title, items, children }: CardGridSectionProps<Item>) {
  const titleId = useId();
  const shown = useDeferredValue(items);
  if (shown.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={gridStyles.grid} aria-labelledby={titleId}>
        {shown.map((item) => (
          <li key={item.id} className={gridStyles.gridCell}>
            {children(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
