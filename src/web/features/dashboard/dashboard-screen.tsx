import { useCurrentUser } from '../../api/current-user';
import { useEntryList } from '../../api/entry-lists';
import { entries, patterns, semanticCategories, sentences, vocabularies } from '../../api/resources';
import { CardGridSection } from '../../components/card-grid-section';
import { CategoryCard } from '../../components/category-card';
import { ContentLanguageSwitch, useContentLanguage } from '../../components/content-language';
import { EntryPreviewCard } from '../../components/entry/entry-preview-card';
import { NewEntryForm } from '../../components/entry/new-entry-form';
import { useOnline } from '../../components/use-online';
import { WordSearch } from '../../components/word-search/word-search';
import { useT } from '../../i18n/locale';
import { PatternCard, SentenceCard, VocabularyCard } from './featured-cards';
import screenStyles from '../../components/screen.module.css';
import textStyles from '../../components/text.module.css';

/**
 * /dashboard (SPEC.md §2): the recent and featured entries, then the featured vocabularies,
 * patterns, sentences and Uto-Aztecan categories (entries, vocabularies and patterns in the
 * reader's language, every language behind the switch, decision 076), each section only when
 * it has items, and
 * the word search last. Offline, what was not saved is missing, and the screen says so (issue 48). Staff start new blog entries here, and feature or unfeature what
 * the cards show.
 */
export function DashboardScreen() {
  const { data: user } = useCurrentUser();
  const t = useT();
  const { shown } = useContentLanguage();
  const recent = shown(useEntryList('recent').data ?? []);
  const featuredEntries = shown(entries.useFeatured().data ?? []);
  const featuredVocabularies = shown(vocabularies.useFeatured().data ?? []);
  const featuredPatterns = shown(patterns.useFeatured().data ?? []);
  const { data: featuredSentences = [] } = sentences.useFeatured();
  const { data: featuredCategories = [] } = semanticCategories.useFeatured();
  const online = useOnline();

  return (
    <div className={screenStyles.stack}>
      <h1 className={screenStyles.title}>{t('dashboard.title')}</h1>
      <p className="standalone-link">
        <ContentLanguageSwitch />
      </p>
      {!online && <p className={textStyles.muted}>{t('dashboard.offline')}</p>}
      {entries.can(user, 'create') && <NewEntryForm />}
      <CardGridSection title={t('dashboard.recentEntries')} items={recent}>
        {(entry) => <EntryPreviewCard entry={entry} />}
      </CardGridSection>
      <CardGridSection title={t('dashboard.featuredEntries')} items={featuredEntries}>
        {(entry) => <EntryPreviewCard entry={entry} />}
      </CardGridSection>
      <CardGridSection title={t('dashboard.featuredVocabularies')} items={featuredVocabularies}>
        {(vocabulary) => <VocabularyCard vocabulary={vocabulary} />}
      </CardGridSection>
      <CardGridSection title={t('dashboard.featuredPatterns')} items={featuredPatterns}>
        {(pattern) => <PatternCard pattern={pattern} />}
      </CardGridSection>
      <CardGridSection title={t('dashboard.featuredSentences')} items={featuredSentences}>
        {(sentence) => <SentenceCard sentence={sentence} />}
      </CardGridSection>
      <CardGridSection title={t('dashboard.featuredCategories')} items={featuredCategories}>
        {(category) => <CategoryCard category={category} headingLevel={3} featuredNote={false} />}
      </CardGridSection>
      <WordSearch />
    </div>
  );
}
