import { Link } from 'react-router';
import type { Locale } from '../../../../contract/locales';
import type { Sentence } from '../../../../contract/sentences';
import { sentences } from '../../../api/resources';
import { Button } from '../../../components/button';
import { SEARCH_DEBOUNCE_MS, SearchBox } from '../../../components/search-box';
import { useDebouncedValue } from '../../../components/word-search/use-debounced-value';
import { useSearchParamText } from '../../../components/use-search-param-text';
import { useLocale, useT } from '../../../i18n/locale';
import styles from './sentences.module.css';

/** The text a sentence search sends: trimmed. Blank means no search (SPEC.md §5). */
const sentenceSearchTerm = (text: string) => text.trim();

/** A result's translation: the Spanish first in Spanish (the English when it has none), the English in English. */
function ResultTranslation({ sentence, locale }: { sentence: Sentence; locale: Locale }) {
  const [lang, text] =
    locale === 'es' && sentence.spanish !== ''
      ? (['es', sentence.spanish] as const)
      : (['en', sentence.english] as const);
  if (text === '') return null;
  return (
    <p lang={lang} className={styles.resultTranslation}>
      {text}
    </p>
  );
}

/**
 * The sentence search (SPEC.md §2): the text lives in the `search` query parameter, results
 * follow it 300 ms after typing stops, and a blank box shows nothing and asks nothing.
 */
export function SentenceSearch() {
  const [text, setText] = useSearchParamText('search');
  const t = useT();
  const { locale } = useLocale();
  const term = useDebouncedValue(sentenceSearchTerm(text), SEARCH_DEBOUNCE_MS);
  // Sentences containing `term` (the server ignores case and macrons), page by page.
  const search = sentences.usePages({
    params: { sentence__icontains: term },
    operation: { id: 'sentences.log.search' },
    enabled: term !== '',
  });
  const pages = term === '' ? [] : (search.data?.pages ?? []);
  const results = pages.flatMap((page) => page.results);
  const count = pages[0]?.count ?? 0;

  let status = '';
  if (term !== '') {
    if (search.isFetching && results.length === 0) status = t('sentences.search.searching');
    else status = t('sentences.search.found', { count });
  }

  return (
    // A plain box, not a region named after the label: the label names the input alone.
    <div className={styles.search}>
      <SearchBox
        label={t('sentences.search.label')}
        value={text}
        onChange={setText}
        placeholder={t('sentences.search.placeholder')}
        status={status}
      />
      {results.length > 0 && (
        <ul className={styles.results} aria-label={t('sentences.search.results')}>
          {results.map((sentence) => (
            <li key={sentence.id} className={styles.result}>
              <Link to={`/sentence/${sentence.id}`} lang="nah" className={styles.resultSentence}>
                {sentence.sentence}
              </Link>
              <ResultTranslation sentence={sentence} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      {term !== '' && search.hasNextPage && (
        <Button variant="secondary" onClick={() => void search.fetchNextPage()} disabled={search.isFetchingNextPage}>
          {search.isFetchingNextPage ? t('sentences.search.loading') : t('sentences.search.more')}
        </Button>
      )}
    </div>
  );
}
