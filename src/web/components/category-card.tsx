import { Link } from 'react-router';
import { can } from '../../contract/policy';
import type { SemanticCategory } from '../../contract/utoaztecan';
import { useCurrentUser } from '../api/current-user';
import { semanticCategories } from '../api/resources';
import { useLocale, useT } from '../i18n/locale';
import { CardNotes } from './card-notes';
import { FeaturedToggle } from './featured-toggle';
import cardStyles from './card.module.css';
import gridStyles from './card-grid.module.css';
import clampStyles from './line-clamp.module.css';
import styles from './comparison-card.module.css';

/** One name of a category as shown: its text and the attributes that say its language. */
export interface CategoryName {
  text: string;
  lang?: 'en' | 'es';
  translate?: 'no';
}

/**
 * A category's names, the interface's language first (decision 044): its word, the
 * concept's English gloss (`lang="en"`), and the project's Spanish gloss (`lang="es"`) when
 * it has one. A category without one has its word alone, data of unknown language.
 */
export function useCategoryNames(
  category: Pick<SemanticCategory, 'word' | 'gloss_es'>,
): [CategoryName] | [CategoryName, CategoryName] {
  const { locale } = useLocale();
  if (!category.gloss_es) return [{ text: category.word, translate: 'no' }];
  const english: CategoryName = { text: category.word, lang: 'en' };
  const spanish: CategoryName = { text: category.gloss_es, lang: 'es' };
  return locale === 'es' ? [spanish, english] : [english, spanish];
}

interface CategoryCardProps {
  category: SemanticCategory;
  /** h2 on the Uto-Aztecan page; h3 under a section's heading (the dashboard's). */
  headingLevel?: 2 | 3;
  /** Whether a learner is told the category is featured: not in a list of featured ones. */
  featuredNote?: boolean;
}

/**
 * A semantic category in a grid (the Uto-Aztecan page, the dashboard's featured categories):
 * its name linking to /ua-category/{id} (its word, or its Spanish gloss first in Spanish) and
 * its other name, the other words that find it, how many reconstructed
 * words it holds, and its owner is told it is private; staff feature it for the dashboard.
 */
export function CategoryCard({ category, headingLevel = 2, featuredNote = true }: CategoryCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = `category-${category.id}-word`;
  const others = category.words.filter((word) => word.toLowerCase() !== category.word.toLowerCase());
  const [name, otherName] = useCategoryNames(category);
  const { data: user } = useCurrentUser();
  const t = useT();
  const kind = { kind: 'category' };
  // Staff have the Featured toggle in place of the note.
  const notes = [
    featuredNote && category.featured && !can(user ?? null, 'feature') && t('common.note.featured', kind),
    !category.share && semanticCategories.can(user, 'update', category) && t('common.note.private', kind),
  ];
  return (
    <article
      className={`${cardStyles.card} ${cardStyles.compact} ${cardStyles.accent} ${gridStyles.gridCard}`}
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className={`${gridStyles.cardName} ${styles.name}`}>
        <Link to={`/ua-category/${category.id}`} lang={name.lang} translate={name.translate}>
          {name.text}
        </Link>
      </Heading>
      <div className={gridStyles.cardDescription}>
        {otherName && (
          <p className={styles.meta} lang={otherName.lang}>
            {otherName.text}
          </p>
        )}
        {others.length > 0 && (
          // One text (as tests and screen readers read it); the words are data, "Also" is translated.
          <p className={`${styles.meta} ${styles.clamped} ${clampStyles.clamped}`} translate="no">
            {t('common.category.also', { words: others.join(', ') })}
          </p>
        )}
      </div>
      <p className={styles.count}>{t('common.category.count', { count: category.set_count })}</p>
      <CardNotes notes={notes} />
      <FeaturedToggle resource={semanticCategories} record={category} atFoot />
    </article>
  );
}
