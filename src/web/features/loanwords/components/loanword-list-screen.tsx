import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/api-client';
import { useCurrentUser } from '../../../api/current-user';
import { loanwords } from '../../../api/resources';
import { GoBack } from '../../../components/go-back';
import { ListPager, useListPage, usePageParam } from '../../../components/list-pager';
import { ScreenLoading } from '../../../components/screen-loading';
import { LanguageName, useLanguageName } from '../../../i18n/language-names';
import { useT } from '../../../i18n/locale';
import { LoanwordItem } from './loanword-item';
import { pairPath } from './pair-path';
import cardsStyles from '../../../components/paged-cards.module.css';
import screenStyles from '../../../components/screen.module.css';
import textStyles from '../../../components/text.module.css';

/**
 * /loanwords/{source}/{target}?page=: the loanwords from one language into another, twenty at
 * a time, with Previous and Next following the server's links (SPEC.md §2, §4); each owner
 * edits and deletes their own in place.
 */
export function LoanwordListScreen() {
  const { id: source = '', id2: target = '' } = useParams();
  const [page, setPage] = usePageParam();
  const { data, isPlaceholderData, refetch } = useListPage(loanwords, page, {
    params: { source_language: source, target_language: target },
    operation: { id: 'utoaztecan.log.fetchLoanwords', values: { source, target } },
  });
  const { data: user } = useCurrentUser();
  const remove = loanwords.useDelete();
  // SPEC.md §4: a deleted loanword disappears at once, before the server has answered.
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(new Set());
  const heading = useRef<HTMLHeadingElement>(null);
  const languageName = useLanguageName();
  const pair = `${languageName(source).text} → ${languageName(target).text}`;
  const pairData = (
    <>
      <LanguageName code={source} /> → <LanguageName code={target} />
    </>
  );
  const t = useT();

  function onPage(next: number) {
    setPage(next);
    // The new page starts at the top: so does the cursor (the buttons are at the bottom).
    heading.current?.focus({ preventScroll: true });
  }

  function onDelete(id: number) {
    setDeleted((before) => new Set(before).add(id));
    remove.mutate(id, {
      // The page's count and its cards after the deletion.
      onSuccess: () => void refetch(),
      onError: () => setDeleted((before) => new Set([...before].filter((hidden) => hidden !== id))),
    });
  }

  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <GoBack fallback="/loanwords-index" />
      <h1 ref={heading} tabIndex={-1} className={`${screenStyles.title} ${cardsStyles.focusTarget}`}>
        <FormattedMessage id="utoaztecan.loanwords.heading" values={{ pair: pairData }} />
      </h1>
      {data === undefined ? (
        <ScreenLoading />
      ) : data.results.length === 0 ? (
        <p>
          <FormattedMessage
            id={page > 1 ? 'utoaztecan.loanwords.noPage' : 'utoaztecan.loanwords.none'}
            values={{ page, pair: pairData }}
          />{' '}
          <Link to={page > 1 ? pairPath(source, target) : '/loanwords-index'}>
            {page > 1 ? t('utoaztecan.firstPage') : t('utoaztecan.loanwords.allPairs')}
          </Link>
        </p>
      ) : (
        <>
          <p className={textStyles.muted}>{t('utoaztecan.loanwords.count', { count: data.count })}</p>
          {remove.error instanceof ApiError && (
            <p role="alert" className={textStyles.error}>
              {t('utoaztecan.loanword.deleteFailed', { message: remove.error.message })}
            </p>
          )}
          <ul
            className={cardsStyles.cardList}
            aria-label={t('utoaztecan.loanwords.ofPair', { pair })}
            aria-busy={isPlaceholderData}
          >
            {data.results
              .filter((loanword) => !deleted.has(loanword.id))
              .map((loanword) => (
                <LoanwordItem
                  key={loanword.id}
                  loanword={loanword}
                  owner={loanwords.can(user, 'update', loanword)}
                  onDelete={() => onDelete(loanword.id)}
                />
              ))}
          </ul>
          <ListPager
            page={isPlaceholderData ? undefined : data}
            current={page}
            label={t('utoaztecan.loanwords.pages')}
            onPage={onPage}
          />
        </>
      )}
    </div>
  );
}
