import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, isNotFound } from '../../../api/api-client';
import { useCurrentUser } from '../../../api/current-user';
import { cognateSets } from '../../../api/resources';
import { Button } from '../../../components/button';
import { GoBack } from '../../../components/go-back';
import { RecordNotFound } from '../../../components/record-not-found';
import { ScreenLoading } from '../../../components/screen-loading';
import { useT } from '../../../i18n/locale';
import { creditsOf } from '../utoaztecan-data';
import { DataCredit } from './data-credit';
import { SetCognates } from './set-cognates';
import { SetRecordCard } from './set-record-card';
import screenStyles from '../../../components/screen.module.css';
import textStyles from '../../../components/text.module.css';

/**
 * /cognate-set/{id} (SPEC.md §2): Go Back, the set card (the owner's edit mode), the
 * cognate cards of the set by language, and the credit of its data.
 */
export function SetDetailScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: set, error, refetch } = cognateSets.useDetail(valid ? id : 0);
  const { data: user } = useCurrentUser();
  const remove = cognateSets.useDelete();
  const navigate = useNavigate();
  const t = useT();
  // SPEC.md §4: a deleted set disappears at once, before the server has answered.
  const [hidden, setHidden] = useState(false);

  if (!valid || (!hidden && isNotFound(error)))
    return (
      <RecordNotFound
        what="cognate set"
        listPath="/uto-aztecan"
        listLabel={t('utoaztecan.category.search')}
      />
    );

  const home = set?.semantic_category ? `/ua-category/${set.semantic_category}` : '/uto-aztecan';

  function onDelete() {
    setHidden(true);
    remove.mutate(id, {
      onSuccess: () => void navigate(home, { replace: true }),
      onError: () => setHidden(false),
    });
  }

  const owner = set !== undefined && cognateSets.can(user, 'update', set);

  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <GoBack fallback={home} />
      <h1 className={screenStyles.title}>{t('utoaztecan.set.title')}</h1>
      {hidden ? (
        <p role="status">{t('utoaztecan.set.deleting')}</p>
      ) : error && !set ? (
        <div role="alert">
          <p>{t('utoaztecan.set.loadFailed', { message: error.message })}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('utoaztecan.tryAgain')}
          </Button>
        </div>
      ) : !set ? (
        <ScreenLoading />
      ) : (
        <>
          {remove.error instanceof ApiError && (
            <p role="alert" className={textStyles.error}>
              {t('utoaztecan.set.deleteFailed', { message: remove.error.message })}
            </p>
          )}
          <SetRecordCard key={set.id} set={set} owner={owner} onDelete={onDelete} />
          <SetCognates set={set} owner={owner} />
          <DataCredit credits={creditsOf([set])} />
        </>
      )}
    </div>
  );
}
