import { WELCOME_TAG } from '../../../contract/api/entries';
import { useEntryList } from '../../api/entry-lists';
import { entries } from '../../api/resources';
import { CardGridSection } from '../../components/card-grid-section';
import { EntryPreviewCard } from '../../components/entry/entry-preview-card';
import { WordSearch } from '../../components/word-search/word-search';
import { NAHUATL_LANG, useLocale, useT } from '../../i18n/locale';
import { readerFirst } from '../../i18n/reader-first';
import { FavoriteVocabularies } from './favorite-vocabularies';
import screenStyles from '../../components/screen.module.css';
import styles from './piyali-screen.module.css';

/**
 * The welcome page (SPEC.md §2): the greeting, the entries tagged for it, the recent and
 * the featured entries, each with the reader's language first. The favourite vocabularies and the word search are there, hidden,
 * as the specification has them.
 */
export function PiyaliScreen() {
  const { data: welcome = [] } = useEntryList(WELCOME_TAG);
  const { data: recent = [] } = useEntryList('recent');
  const { data: featuredAsListed = [] } = entries.useFeatured();
  const featured = readerFirst(featuredAsListed, useLocale().locale);
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
