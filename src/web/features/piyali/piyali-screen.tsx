import { WELCOME_TAG } from '../../../contract/api/entries';
import { useEntryList } from '../../api/entry-lists';
import { entries } from '../../api/resources';
import { CardGridSection } from '../../components/card-grid-section';
import { ContentLanguageSwitch, useContentLanguage } from '../../components/content-language';
import { EntryPreviewCard } from '../../components/entry/entry-preview-card';
import { WordSearch } from '../../components/word-search/word-search';
import { NAHUATL_LANG, useT } from '../../i18n/locale';
import { FavoriteVocabularies } from './favorite-vocabularies';
import screenStyles from '../../components/screen.module.css';
import styles from './piyali-screen.module.css';

/**
 * The welcome page (SPEC.md §2): the greeting, the entries tagged for it, the recent and
 * the featured entries, those in the reader's language (every language behind the switch,
 * decision 076). The favourite vocabularies and the word search are there, hidden, as the
 * specification has them.
 */
export function PiyaliScreen() {
  const { shown } = useContentLanguage();
  const welcome = shown(useEntryList(WELCOME_TAG).data ?? []);
  const recent = shown(useEntryList('recent').data ?? []);
  const featured = shown(entries.useFeatured().data ?? []);
  const t = useT();

  return (
    <div className={screenStyles.stack}>
      <section className={styles.welcome} aria-labelledby="welcome-title">
        <p className={styles.greetingWord} lang={NAHUATL_LANG}>
          Piyali!
        </p>
        <h1 id="welcome-title" className={styles.title}>
          {t('shell.product')}
        </h1>
        <p className={styles.lead}>{t('dashboard.piyali.lead')}</p>
        <p className={styles.start}>{t('dashboard.piyali.start')}</p>
        <p className="standalone-link">
          <ContentLanguageSwitch />
        </p>
      </section>
      <CardGridSection title={t('dashboard.piyali.startHere')} items={welcome}>
        {(entry) => <EntryPreviewCard entry={entry} />}
      </CardGridSection>
      <CardGridSection title={t('dashboard.recentEntries')} items={recent}>
        {(entry) => <EntryPreviewCard entry={entry} />}
      </CardGridSection>
      <CardGridSection title={t('dashboard.featuredEntries')} items={featured}>
        {(entry) => <EntryPreviewCard entry={entry} />}
      </CardGridSection>
      <FavoriteVocabularies hidden />
      <div hidden>
        <WordSearch />
      </div>
    </div>
  );
}
