import { useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { DICTIONARY_LETTERS, foldNahuatl, isDictionaryLetter, type DictionaryLetter } from '../../../../nahuatl';
import { ListPager, usePageParam } from '../../../components/list-pager';
import { ScreenLoading } from '../../../components/screen-loading';
import { WordFacts } from '../../../components/word-card/word-facts';
import { NAHUATL_LANG, useT } from '../../../i18n/locale';
import { useWordsByLetter } from '../api/list-words-by-letter';
import resultStyles from '../../../components/word-search/word-search.module.css';
import textStyles from '../../../components/text.module.css';
import styles from './letter-browse.module.css';

/** A letter as the row shows it: capitalised, a digraph as one letter (Ch, Tl). */
const shownLetter = (letter: string) => letter.charAt(0).toUpperCase() + letter.slice(1);

/** A letter in running text, marked as Nahuatl. */
const nahuatlLetter = (letter: string) => <span lang={NAHUATL_LANG}>{shownLetter(letter)}</span>;

/** The letter in the address (`/words?letter=ch`), or null when there is none or it is not a letter of the dictionary. */
function useLetterParam(): DictionaryLetter | null {
  const [params] = useSearchParams();
  const letter = foldNahuatl(params.get('letter') ?? '');
  return isDictionaryLetter(letter) ? letter : null;
}

/**
 * The dictionary browsed by letter (decision 045): the letters of its alphabet, each a link
 * to `/words?letter=…` (shared and kept in history), and the chosen letter's words, paged.
 */
export function LetterBrowse() {
  const headingId = useId();
  const letter = useLetterParam();
  const t = useT();
  return (
    <section className={styles.browse} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('words.letters.title')}</h2>
      <nav aria-label={t('words.letters.label')}>
        <ul className={styles.letters}>
          {DICTIONARY_LETTERS.map((each) => (
            <li key={each}>
              <Link
                to={`/words?letter=${each}`}
                className={styles.letter}
                lang={NAHUATL_LANG}
                aria-current={each === letter ? 'page' : undefined}
              >
                {shownLetter(each)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {letter && <LetterWords key={letter} letter={letter} />}
    </section>
  );
}

/** One letter's words, twenty at a time, with Previous and Next following the server's links. */
function LetterWords({ letter }: { letter: DictionaryLetter }) {
  const [page, setPage] = usePageParam();
  const { data, isPlaceholderData } = useWordsByLetter(letter, page);
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();
  const shown = nahuatlLetter(letter);

  function onPage(next: number) {
    setPage(next);
    // The new page starts at the top: so does the cursor (the buttons are at the bottom).
    heading.current?.focus({ preventScroll: true });
  }

  return (
    <>
      <h3 ref={heading} tabIndex={-1} className={styles.heading}>
        <FormattedMessage id="words.letters.heading" values={{ letter: shown }} />
      </h3>
      {data === undefined ? (
        <ScreenLoading />
      ) : data.results.length === 0 ? (
        <p>
          {page > 1 ? (
            <>
              {t('words.letters.noPage', { page })}{' '}
              <Link to={`/words?letter=${letter}`}>{t('words.letters.firstPage')}</Link>
            </>
          ) : (
            <FormattedMessage id="words.letters.none" values={{ letter: shown }} />
          )}
        </p>
      ) : (
        <>
          <p className={textStyles.muted}>{t('words.letters.count', { count: data.count })}</p>
          <ul
            className={resultStyles.results}
            aria-label={t('words.letters.heading', { letter: shownLetter(letter) })}
            aria-busy={isPlaceholderData}
          >
            {data.results.map((word) => (
              <li key={word.id} className={resultStyles.result}>
                <Link to={`/detail/${word.id}`} className={resultStyles.word} lang={NAHUATL_LANG}>
                  {word.word}
                </Link>
                <WordFacts word={word} />
              </li>
            ))}
          </ul>
          <ListPager
            page={isPlaceholderData ? undefined : data}
            current={page}
            label={t('words.letters.pages', { letter: shownLetter(letter) })}
            onPage={onPage}
          />
        </>
      )}
    </>
  );
}
