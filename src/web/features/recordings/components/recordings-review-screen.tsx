import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { can } from '../../../../contract/policy';
import { useCurrentUser } from '../../../api/current-user';
import { ListPager, usePageParam } from '../../../components/list-pager';
import { NotFoundScreen } from '../../../components/not-found-screen';
import { ScreenLoading } from '../../../components/screen-loading';
import { useT } from '../../../i18n/locale';
import { usePendingRecordings } from '../api/pending-recordings';
import { PendingRecording } from './pending-recording';
import pagedStyles from '../../../components/paged-cards.module.css';
import screenStyles from '../../../components/screen.module.css';
import textStyles from '../../../components/text.module.css';

/**
 * /recordings/review (issue 51): staff hear the recordings waiting for review, twenty at a
 * time, and approve or reject each; the list is asked again after each decision. Anyone else
 * is shown the not-found page, as the address is not there for them.
 */
export function RecordingsReviewScreen() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <ScreenLoading />;
  if (!can(user ?? null, 'moderate')) return <NotFoundScreen />;
  return <PendingList />;
}

/** The page of recordings waiting, with what was last decided announced above it. */
function PendingList() {
  const t = useT();
  const [page, setPage] = usePageParam();
  const { pathname } = useLocation();
  const { data, isPlaceholderData } = usePendingRecordings(page);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  // The decided card leaves the list: the cursor goes to the top, where the outcome is said.
  const onDecided = (said: string) => {
    setAnnouncement(said);
    heading.current?.focus({ preventScroll: true });
  };

  const onPage = (next: number) => {
    setPage(next);
    heading.current?.focus({ preventScroll: true });
  };

  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <h1 ref={heading} tabIndex={-1} className={`${screenStyles.title} ${pagedStyles.focusTarget}`}>
        {t('moderation.review.title')}
      </h1>
      <p role="status">{announcement}</p>
      {data === undefined ? (
        <ScreenLoading />
      ) : data.results.length === 0 ? (
        page > 1 ? (
          <p>
            {t('moderation.review.noPage', { page })} <Link to={pathname}>{t('moderation.review.firstPage')}</Link>
          </p>
        ) : (
          <p>{t('moderation.review.none')}</p>
        )
      ) : (
        <>
          <p className={textStyles.muted}>{t('moderation.review.count', { count: data.count })}</p>
          <ul className={pagedStyles.cardList} aria-label={t('moderation.review.list')} aria-busy={isPlaceholderData}>
            {data.results.map((recording) => (
              <PendingRecording key={recording.id} recording={recording} onDecided={onDecided} />
            ))}
          </ul>
          <ListPager
            page={isPlaceholderData ? undefined : data}
            current={page}
            label={t('moderation.review.pages')}
            onPage={onPage}
          />
        </>
      )}
    </div>
  );
}
