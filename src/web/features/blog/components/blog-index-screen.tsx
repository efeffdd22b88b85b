import { useRef } from 'react';
import { Link } from 'react-router';
import { entries } from '../../../api/resources';
import { CardGridSection } from '../../../components/card-grid-section';
import { ContentLanguageSwitch, EVERY_LANGUAGE, useContentLanguage } from '../../../components/content-language';
import { EntryPreviewCard } from '../../../components/entry/entry-preview-card';
import { ListPager, useListPage, usePageParam } from '../../../components/list-pager';
import { ScreenLoading } from '../../../components/screen-loading';
import { useT } from '../../../i18n/locale';
import cardsStyles from '../../../components/paged-cards.module.css';
import screenStyles from '../../../components/screen.module.css';

/**
 * /blog?page=: the blog's entries newest first, twenty at a time (decision 045), each with its
 * title, date and the start of its text linking to the entry. Those written in the reader's
 * language by default (the entries come in English and Spanish twins, decision 041); every
 * entry with `?language=all`.
 */
export function BlogIndexScreen() {
  const { everyLanguage, params } = useContentLanguage();
  const [page, setPage] = usePageParam();
  const { data, isPlaceholderData } = useListPage(entries, page, { params });
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();
  const title = everyLanguage ? t('blog.index.everyLanguage') : t('blog.index.inLanguage');

  function onPage(next: number) {
    setPage(next);
    // The new page starts at the top: so does the cursor (the buttons are at the bottom).
    heading.current?.focus({ preventScroll: true });
  }

  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <h1 ref={heading} tabIndex={-1} className={`${screenStyles.title} ${cardsStyles.focusTarget}`}>
        {t('blog.index.title')}
      </h1>
      <p>
        {data !== undefined && data.count > 0 && <>{t('blog.index.count', { count: data.count })} </>}
        <ContentLanguageSwitch showEvery="blog.index.showEveryLanguage" showReader="blog.index.showInLanguage" />
      </p>
      {data === undefined ? (
        <ScreenLoading />
      ) : data.results.length === 0 ? (
        <p>
          {page > 1 ? (
            <>
              {t('blog.index.noPage', { page })} <Link to={everyLanguage ? `/blog?language=${EVERY_LANGUAGE}` : '/blog'}>{t('blog.index.firstPage')}</Link>
            </>
          ) : (
            t('blog.index.none')
          )}
        </p>
      ) : (
        <>
          <CardGridSection title={title} items={data.results}>
            {(entry) => <EntryPreviewCard entry={entry} />}
          </CardGridSection>
          <ListPager page={isPlaceholderData ? undefined : data} current={page} label={t('blog.index.pages')} onPage={onPage} />
        </>
      )}
    </div>
  );
}
