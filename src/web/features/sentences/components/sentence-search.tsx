import { Link } from 'react-router';
import { sentences } from '../../../api/resources';
import { Button } from '../../../components/button';
import { SEARCH_DEBOUNCE_MS, SearchBox } from '../../../components/search-box';
import { useDebouncedValue } from '../../../components/word-search/use-debounced-value';
import { useSearchParamText } from '../../../components/use-search-param-text';
import styles from './sentences.module.css';

/** The text a sentence search sends: trimmed. Blank means no search (SPEC.md §5). */
const sentenceSearchTerm = (text: string) => text.trim();

/**
 * The sentence search (SPEC.md §2): the text lives in the `search` query parameter, results
 * follow it 300 ms after typing stops, and a blank box shows nothing and asks nothing.
 */
export function SentenceSearch() {
  const [text, setText] = useSearchParamText('search');
  const term = useDebouncedValue(sentenceSearchTerm(text), SEARCH_DEBOUNCE_MS);
  // Sentences containing `term` (the server ignores case and macrons), page by page.
  const search = sentences.usePages({
    params: { sentence__icontains: term },
    operation: 'search sentences',
    enabled: term !== '',
  });
  const pages = term === '' ? [] : (search.data?.pages ?? []);
  const results = pages.flatMap((page) => page.results);
  const count = pages[0]?.count ?? 0;

  let status = '';
  if (term !== '') {
    if (search.isFetching && results.length === 0) status = 'Searching…';
    else status = `${count} ${count === 1 ? 'sentence' : 'sentences'} found.`;
  }

  return (
    // A plain box, not a region named after the label: the label names the input alone.
    <div className={styles.search}>
      <SearchBox
        label="Sentence Search"
        value={text}
        onChange={setText}
        placeholder="Part of a Nahuatl sentence, e.g. cochi"
        status={status}
      />
      {results.length > 0 && (
        <ul className={styles.results} aria-label="Sentences found">
          {results.map((sentence) => (
            <li key={sentence.id} className={styles.result}>
              <Link to={`/sentence/${sentence.id}`} lang="nah" className={styles.resultSentence}>
                {sentence.sentence}
              </Link>
              {sentence.english && (
                <p lang="en" className={styles.resultTranslation}>
                  {sentence.english}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {term !== '' && search.hasNextPage && (
        <Button variant="secondary" onClick={() => void search.fetchNextPage()} disabled={search.isFetchingNextPage}>
          {search.isFetchingNextPage ? 'Loading…' : 'Show more sentences'}
        </Button>
      )}
    </div>
  );
}
