import { useCurrentUser } from '../../../api/current-user';
import { cognateSets, semanticCategories } from '../../../api/resources';
import { CategoryCard } from '../../../components/category-card';
import { NewRecordOpener } from '../../../components/new-record-opener';
import { SearchableList } from '../../../components/searchable-list';
import { creditsOfCategories } from '../utoaztecan-data';
import { DataCredit } from './data-credit';
import { NewCategory } from './new-category';
import gridStyles from '../../../components/card-grid.module.css';
import screenStyles from '../../../components/screen.module.css';
import textStyles from '../../../components/text.module.css';

/** SPEC.md §2, Uto-Aztecan page: the search box's prompt, word for word. */
export const CATEGORY_SEARCH_PROMPT =
  'Type an english or spanish word to search the categories. Try "arrow" or "cloth":';

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
  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <h1 className={screenStyles.title}>Uto-Aztecan</h1>
      <p>
        Total categories: {categoryCount ?? '…'}. Total reconstructed words: {setCount ?? '…'}.
      </p>
      <p className={textStyles.muted}>
        Words of the Uto-Aztecan languages, Nahuatl’s relatives, grouped by meaning. Each category holds reconstructed
        words: a form of the ancestor language and the words of today’s languages that come from it.
      </p>

      {semanticCategories.can(user, 'create') && <NewRecordOpener label="New category">{(close) => <NewCategory onCancel={close} />}</NewRecordOpener>}

      <SearchableList
        resource={semanticCategories}
        searchParams={(term) => ({ words__icontains: term })}
        operation="search semantic categories"
        noun={['category', 'categories']}
        label={CATEGORY_SEARCH_PROMPT}
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
