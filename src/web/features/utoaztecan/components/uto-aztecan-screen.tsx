import { useIntl } from 'react-intl';
import { useCurrentUser } from '../../../api/current-user';
import { cognateSets, semanticCategories } from '../../../api/resources';
import { CategoryCard } from '../../../components/category-card';
import { NewRecordOpener } from '../../../components/new-record-opener';
import { SearchableList } from '../../../components/searchable-list';
import { useT } from '../../../i18n/locale';
import { creditsOfCategories } from '../utoaztecan-data';
import { DataCredit } from './data-credit';
import { NewCategory } from './new-category';
import gridStyles from '../../../components/card-grid.module.css';
import screenStyles from '../../../components/screen.module.css';
import textStyles from '../../../components/text.module.css';

/**
 * /uto-aztecan (SPEC.md §2): how many categories and reconstructed words there are, the
 * category search (in `?search=`, 300 ms after typing stops), and the category cards: the
 * ones found, or every category page by page while the box is blank. Signed-in users add
 * categories of their own.
 */
export function UtoAztecanScreen() {
  const { data: categoryCount } = semanticCategories.useCount();
  const { data: setCount } = cognateSets.useCount();
  const { data: user } = useCurrentUser();
  const t = useT();
  const { formatNumber } = useIntl();
  const shownCount = (count: number | undefined) => (count === undefined ? '…' : formatNumber(count));
  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <h1 className={screenStyles.title}>{t('utoaztecan.screen.title')}</h1>
      <p>{t('utoaztecan.screen.totals', { categories: shownCount(categoryCount), sets: shownCount(setCount) })}</p>
      <p className={textStyles.muted}>{t('utoaztecan.screen.intro')}</p>

      {semanticCategories.can(user, 'create') && (
        <NewRecordOpener label={t('utoaztecan.category.new')}>
          {(close) => <NewCategory onCancel={close} />}
        </NewRecordOpener>
      )}

      <SearchableList
        resource={semanticCategories}
        searchParams={(term) => ({ words__icontains: term })}
        operation={{ id: 'utoaztecan.log.searchCategories' }}
        noun={['category', 'categories']}
        // SPEC.md §2's prompt, word for word in English; in Spanish it suggests the Spanish search words the sample data has.
        label={t('utoaztecan.screen.searchPrompt')}
        wide
        // The server skips deleted categories; one deleted here a moment ago may still be in a cached page.
        keep={(category) => !category.deleted}
        footer={(results) => <DataCredit credits={creditsOfCategories(results)} />}
      >
        {(results, label) => (
          <ul className={gridStyles.grid} aria-label={label}>
            {results.map((category) => (
              <li key={category.id} className={gridStyles.gridCell}>
                <CategoryCard category={category} />
              </li>
            ))}
          </ul>
        )}
      </SearchableList>
    </div>
  );
}
