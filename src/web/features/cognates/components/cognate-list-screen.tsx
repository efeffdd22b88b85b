import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '../../../api/current-user';
import { GoBack } from '../../../components/go-back';
import { cognates } from '../../../api/resources';
import { ListPager, useListPage, usePageParam } from '../../../components/list-pager';
import { ScreenLoading } from '../../../components/screen-loading';
import { LanguageName, useLanguageName } from '../../../i18n/language-names';
import { useT } from '../../../i18n/locale';
import { CognateCard } from './cognate-card';
import cardsStyles from '../../../components/paged-cards.module.css';
import screenStyles from '../../../components/screen.module.css';
import textStyles from '../../../components/text.module.css';

/**
 * /cognates/{language}?page=: a language's cognates twenty at a time, with Previous and Next
 * following the server's links (SPEC.md §2, §4).
 */
export function CognateListScreen() {
  const language = useParams().id ?? '';
  const [page, setPage] = usePageParam();
  const { data, isPlaceholderData } = useListPage(cognates, page, {
    params: { language },
    operation: { id: 'utoaztecan.log.fetchCognatesOf', values: { language } },
  });
  const { data: user } = useCurrentUser();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = isPlaceholderData ? undefined : data;
  const dataName = shown?.results[0]?.language_name;
  const name = useLanguageName()(language, dataName).text;
  const t = useT();

  function onPage(next: number) {
    setPage(next);
    // The new page starts at the top: so does the cursor (the buttons are at the bottom).
    heading.current?.focus({ preventScroll: true });
  }

  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <GoBack fallback="/cognates-index" />
      <h1 ref={heading} tabIndex={-1} className={`${screenStyles.title} ${cardsStyles.focusTarget}`}>
        <FormattedMessage
          id="utoaztecan.cognates.heading"
          values={{ name: <LanguageName code={language} name={dataName} /> }}
        />
      </h1>
      {data === undefined ? (
        <ScreenLoading />
      ) : data.results.length === 0 ? (
        <p>
          <FormattedMessage
            id={page > 1 ? 'utoaztecan.cognates.noPage' : 'utoaztecan.cognates.none'}
            values={{ page, name: <LanguageName code={language} name={dataName} /> }}
          />{' '}
          <Link to={page > 1 ? `/cognates/${encodeURIComponent(language)}` : '/cognates-index'}>
            {page > 1 ? t('utoaztecan.firstPage') : t('utoaztecan.cognates.allLanguages')}
          </Link>
        </p>
      ) : (
        <>
          <p className={textStyles.muted}>{t('utoaztecan.cognates.count', { count: data.count })}</p>
          <ul
            className={cardsStyles.cardList}
            aria-label={t('utoaztecan.cognates.inLanguage', { name })}
            aria-busy={isPlaceholderData}
          >
            {data.results.map((cognate) => (
              <li key={cognate.id}>
                <CognateCard cognate={cognate} owner={cognates.can(user, 'update', cognate)} linked />
              </li>
            ))}
          </ul>
          <ListPager page={shown} current={page} label={t('utoaztecan.cognates.pages')} onPage={onPage} />
        </>
      )}
    </div>
  );
}
