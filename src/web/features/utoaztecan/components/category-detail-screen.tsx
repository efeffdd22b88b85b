import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { SemanticCategory } from '../../../../contract/utoaztecan';
import { ApiError, isNotFound } from '../../../api/api-client';
import { useCurrentUser } from '../../../api/current-user';
import { cognateSets, semanticCategories } from '../../../api/resources';
import { Button } from '../../../components/button';
import { SetCard } from '../../../components/set-card';
import { GoBack } from '../../../components/go-back';
import { NewRecordOpener } from '../../../components/new-record-opener';
import { RecordNotFound } from '../../../components/record-not-found';
import { ScreenLoading } from '../../../components/screen-loading';
import { useT } from '../../../i18n/locale';
import { creditsOf } from '../utoaztecan-data';
import { CategoryRecordCard } from './category-record-card';
import { DataCredit } from './data-credit';
import { NewSet } from './new-set';
import gridStyles from '../../../components/card-grid.module.css';
import screenStyles from '../../../components/screen.module.css';
import textStyles from '../../../components/text.module.css';
import styles from './utoaztecan.module.css';

/** An address that names no category the user may see. */
function CategoryNotFound() {
  const t = useT();
  return (
    <RecordNotFound
      what="category"
      listPath="/uto-aztecan"
      listLabel={t('utoaztecan.category.search')}
    />
  );
}

/** /ua-category/{id}: a semantic category's page. */
export function CategoryDetailScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: category, error, refetch } = semanticCategories.useDetail(valid ? id : 0);
  if (!valid || isNotFound(error)) return <CategoryNotFound />;
  return <CategoryPage category={category} error={error} retry={() => void refetch()} />;
}

/**
 * /semantic-category/{word}: the same page, the category found by its word (SPEC.md §2:
 * category cards link both ways). Once found it is read as /ua-category/{id} reads it, so
 * the owner's saves show at once.
 */
export function CategoryByWordScreen() {
  const word = useParams().word ?? '';
  const navigate = useNavigate();
  const {
    data: found,
    error,
    refetch,
    isPending,
  } = semanticCategories.useList({
    params: { word },
    operation: { id: 'utoaztecan.log.fetchCategory', values: { word } },
    enabled: word.trim() !== '',
  });
  const match = found?.results.find((result) => !result.deleted);
  // The list's answer is the record: no second request for it.
  const { data: category } = useQuery({ ...semanticCategories.detailQueryOptions(match?.id ?? 0), initialData: match });

  if (word.trim() === '' || (!isPending && !error && !match)) return <CategoryNotFound />;
  return (
    <CategoryPage
      category={category}
      error={error}
      retry={() => void refetch()}
      // Its word was its address: a new word gets the page by id.
      onSaved={(saved) => {
        if (saved.word !== match?.word) void navigate(`/ua-category/${saved.id}`, { replace: true });
      }}
    />
  );
}

interface CategoryPageProps {
  category: SemanticCategory | undefined;
  error: Error | null;
  retry: () => void;
  onSaved?: (saved: SemanticCategory) => void;
}

/**
 * A category's page (SPEC.md §2, Category detail): Go Back, the category card (the owner's
 * edit mode), the cards of its reconstructed words page by page, the credit of their data,
 * and for signed-in users a new reconstructed word filed under it.
 */
function CategoryPage({ category, error, retry, onSaved }: CategoryPageProps) {
  const { data: user } = useCurrentUser();
  const t = useT();
  const navigate = useNavigate();
  const remove = semanticCategories.useDelete();
  // SPEC.md §4: a deleted category disappears at once, before the server has answered.
  const [hidden, setHidden] = useState(false);

  function onDelete() {
    if (!category) return;
    setHidden(true);
    remove.mutate(category.id, {
      onSuccess: () => void navigate('/uto-aztecan', { replace: true }),
      onError: () => setHidden(false),
    });
  }

  const owner = category !== undefined && semanticCategories.can(user, 'update', category);

  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <GoBack fallback="/uto-aztecan" />
      <h1 className={screenStyles.title}>{t('utoaztecan.category.title')}</h1>
      {hidden ? (
        <p role="status">{t('utoaztecan.category.deleting')}</p>
      ) : error && !category ? (
        <div role="alert">
          <p>{t('utoaztecan.category.loadFailed', { message: error.message })}</p>
          <Button variant="secondary" onClick={retry}>
            {t('utoaztecan.tryAgain')}
          </Button>
        </div>
      ) : !category ? (
        <ScreenLoading />
      ) : (
        <>
          {remove.error instanceof ApiError && (
            <p role="alert" className={textStyles.error}>
              {t('utoaztecan.category.deleteFailed', { message: remove.error.message })}
            </p>
          )}
          <CategoryRecordCard
            key={category.id}
            category={category}
            owner={owner}
            onSaved={onSaved}
            onDelete={onDelete}
          />
          <CategorySets category={category} signedIn={user != null} />
        </>
      )}
    </div>
  );
}

/** The category's reconstructed words, their data's credit, and (signed in) a new one. */
function CategorySets({ category, signedIn }: { category: SemanticCategory; signedIn: boolean }) {
  const t = useT();
  const sets = cognateSets.usePages({
    params: { semantic_category: category.id },
    operation: { id: 'utoaztecan.log.fetchCategorySets', values: { id: String(category.id) } },
  });
  const results = (sets.data?.pages ?? []).flatMap((page) => page.results).filter((set) => !set.deleted);
  return (
    <>
      <section className={styles.section} aria-labelledby="category-sets-title">
        <h2 id="category-sets-title">{t('utoaztecan.sets.title')}</h2>
        {sets.isPending ? (
          <p className={textStyles.muted}>{t('utoaztecan.sets.loading')}</p>
        ) : results.length > 0 ? (
          <ul className={gridStyles.grid} aria-labelledby="category-sets-title">
            {results.map((set) => (
              <li key={set.id} className={gridStyles.gridCell}>
                <SetCard set={set} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={textStyles.muted}>{t('utoaztecan.sets.empty')}</p>
        )}
        {sets.hasNextPage && (
          <Button variant="secondary" onClick={() => void sets.fetchNextPage()} disabled={sets.isFetchingNextPage}>
            {sets.isFetchingNextPage ? t('utoaztecan.loading') : t('utoaztecan.sets.showMore')}
          </Button>
        )}
      </section>
      {signedIn && (
        <NewRecordOpener label={t('utoaztecan.set.new')} variant="secondary">
          {(close) => <NewSet categoryId={category.id} onCancel={close} />}
        </NewRecordOpener>
      )}
      <DataCredit credits={creditsOf(results)} />
    </>
  );
}
