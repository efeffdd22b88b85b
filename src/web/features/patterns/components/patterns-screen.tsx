import { useIntl } from 'react-intl';
import { useCurrentUser } from '../../../api/current-user';
import { patterns } from '../../../api/resources';
import { ContentLanguageSwitch, useContentLanguage } from '../../../components/content-language';
import { NewRecordOpener } from '../../../components/new-record-opener';
import { SearchableList } from '../../../components/searchable-list';
import { NewPattern } from './new-pattern';
import { PatternGrid } from './pattern-grid';
import { useT } from '../../../i18n/locale';
import screenStyles from '../../../components/screen.module.css';
import styles from './patterns.module.css';

/**
 * /patterns (SPEC.md §2): the count, a search on any word of the names and descriptions (kept in `?search=`, 300 ms after
 * typing stops, nothing asked while blank), the pattern cards, and for signed-in users a
 * New pattern button that opens the authoring form. The patterns written in the reader's
 * language, every language behind the switch (decision 076).
 */
export function PatternsScreen() {
  const { params } = useContentLanguage();
  const { data: count } = patterns.useCount(params);
  const { data: user } = useCurrentUser();
  const t = useT();
  const { formatNumber } = useIntl();
  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <h1 className={screenStyles.title}>{t('patterns.title')}</h1>
      <p>
        {t('patterns.total', { count: count === undefined ? '…' : formatNumber(count) })} <ContentLanguageSwitch />
      </p>
      <p className={styles.intro}>{t('patterns.intro')}</p>

      {patterns.can(user, 'create') && (
        <NewRecordOpener label={t('patterns.new')}>{(close) => <NewPattern onCancel={close} />}</NewRecordOpener>
      )}

      <SearchableList
        resource={patterns}
        searchParams={(term) => ({ search: term })}
        params={params}
        operation={{ id: 'patterns.log.search' }}
        noun={['pattern', 'patterns']}
        label={t('patterns.search.label')}
        placeholder={t('patterns.search.placeholder')}
      >
        {(results, label) => <PatternGrid patterns={results} label={label} />}
      </SearchableList>
    </div>
  );
}
