import { useId } from 'react';
import { Link } from 'react-router';
import type { Word, WordMatch } from '../../../contract/words';
import { Button } from '../button';
import { SEARCH_DEBOUNCE_MS, SearchBox } from '../search-box';
import { useSearchParamText } from '../use-search-param-text';
import { WordFacts } from '../word-card/word-facts';
import { searchTerm, useWordSearch } from './search-words';
import { useDebouncedValue } from './use-debounced-value';
import styles from './word-search.module.css';

/** Where found words can be added: a vocabulary, a cognate, a sentence or a blog entry. */
export interface WordSearchTarget {
  /** What the words go into, as the buttons say it: "add to vocabulary", "in variable V1". */
  kind: 'vocabulary' | 'cognate' | 'sentence' | 'entry' | `variable ${string}`;
  name: string;
  onAdd: (word: Word) => void;
  /** Words already there; their button says so instead. */
  addedIds?: ReadonlySet<number>;
}

interface WordSearchProps {
  /**
   * Give a target only when the active user owns it (SPEC.md §2): each result then has
   * an "add to …" button.
   */
  target?: WordSearchTarget;
  /** The query parameter that keeps the text: `search` unless the screen has a search of its own. */
  param?: string;
}

function matchNote(match: WordMatch | undefined): string | null {
  if (!match) return null;
  if (match.kind === 'form' && match.form) return `matched the form ${match.form} (${match.description})`;
  if (match.kind === 'spelling') return 'matched another spelling';
  if (match.kind === 'definition') return 'matched a definition';
  return null;
}

/**
 * The reusable word search (SPEC.md §2): the text lives in the `search` query parameter (or `param`),
 * results follow it 300 ms after typing stops, and each result shows the word's facts and
 * why it matched.
 */
export function WordSearch({ target, param = 'search' }: WordSearchProps) {
  const labelId = useId();
  const [text, setText] = useSearchParamText(param);
  const term = useDebouncedValue(searchTerm(text), SEARCH_DEBOUNCE_MS);
  const search = useWordSearch(term);
  const pages = search.data?.pages ?? [];
  const results = pages.flatMap((page) => page.results);
  const count = pages[0]?.count ?? 0;

  return (
    <section className={styles.search} aria-labelledby={labelId}>
      <SearchBox
        label="Word Search"
        labelId={labelId}
        note={target && <p className={styles.target}>Search for words to add to: {target.name}</p>}
        value={text}
        onChange={setText}
        placeholder="A word, any of its forms (nicochizquia), or an English or Spanish meaning"
        status={
          term === ''
            ? ''
            : search.isFetching && results.length === 0
              ? 'Searching…'
              : `${count} ${count === 1 ? 'word' : 'words'} found.`
        }
      />
      {term !== '' && results.length > 0 && (
        <ul className={styles.results} aria-label="Search results">
          {results.map((word) => {
            const note = matchNote(word.match);
            const added = target?.addedIds?.has(word.id) ?? false;
            return (
              <li key={word.id} className={styles.result}>
                <div className={styles.resultHeader}>
                  <Link to={`/detail/${word.id}`} className={styles.word} lang="nah">
                    {word.word}
                  </Link>
                  {target && (
                    <Button variant="secondary" disabled={added} onClick={() => target.onAdd(word)}>
                      {added ? `in ${target.kind}` : `add to ${target.kind}`}
                      <span className="visually-hidden"> {word.word}</span>
                    </Button>
                  )}
                </div>
                {note && <p className={styles.match}>{note}</p>}
                <WordFacts word={word} />
              </li>
            );
          })}
        </ul>
      )}
      {search.hasNextPage && (
        <Button variant="secondary" onClick={() => void search.fetchNextPage()} disabled={search.isFetchingNextPage}>
          {search.isFetchingNextPage ? 'Loading…' : 'Show more words'}
        </Button>
      )}
    </section>
  );
}
