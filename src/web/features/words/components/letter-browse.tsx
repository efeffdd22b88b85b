import { useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { Alphabet } from '../../../../contract/accounts';
import {
  DICTIONARY_LETTERS,
  foldNahuatl,
  isDictionaryLetter,
  isModernLetter,
  MODERN_LETTERS,
} from '../../../../nahuatl';
import { ListPager, usePageParam } from '../../../components/list-pager';
import { ScreenLoading } from '../../../components/screen-loading';
import { WordFacts } from '../../../components/word-card/word-facts';
import { useAlphabet, useNahuatl } from '../../../i18n/alphabet';
import { NAHUATL_LANG, useT } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { useWordsByLetter, type WordBrowse } from '../api/list-words-by-letter';
import { browseAddress, RecordedFilter, useRecordedParam } from './recorded-filter';
import resultStyles from '../../../components/word-search/word-search.module.css';
import textStyles from '../../../components/text.module.css';
import styles from './letter-browse.module.css';

/** A letter as the row shows it: capitalised, a digraph as one letter (Ch, Tl). */
const shownLetter = (letter: string) => letter.charAt(0).toUpperCase() + letter.slice(1);

/** A letter in running text, marked as Nahuatl. */
const nahuatlLetter = (letter: string) => <span lang={NAHUATL_LANG}>{shownLetter(letter)}</span>;

/** Each alphabet's letters, the test of one, and the name of its row (decisions 045, 059). */
const ALPHABET_LETTERS: Record<
  Alphabet,
  { letters: readonly string[]; isLetter: (text: string) => boolean; label: MessageId }
> = {
  dictionary: { letters: DICTIONARY_LETTERS, isLetter: isDictionaryLetter, label: 'words.letters.label' },
  modern: { letters: MODERN_LETTERS, isLetter: isModernLetter, label: 'words.letters.modernLabel' },
};

/** The letter in the address (`/words?letter=ch`), or null when there is none or it is not a letter of the learner's alphabet. */
function useLetterParam(alphabet: Alphabet): string | null {
  const [params] = useSearchParams();
  const letter = foldNahuatl(params.get('letter') ?? '');
  return ALPHABET_LETTERS[alphabet].isLetter(letter) ? letter : null;
}

/**
 * The dictionary browsed by letter (decision 045): the letters of the learner's alphabet (the
 * modern one's lists the words as it spells them, decision 059), each a link to
 * `/words?letter=…` (shared and kept in history), the choice of words with a recording or
 * without (decision 087), and the chosen letter's or recordings' words, paged.
 */
export function LetterBrowse() {
  const headingId = useId();
  const { alphabet } = useAlphabet();
  const letter = useLetterParam(alphabet);
  const recorded = useRecordedParam();
  const t = useT();
  return (
    <section className={styles.browse} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('words.letters.title')}</h2>
      <nav aria-label={t(ALPHABET_LETTERS[alphabet].label)}>
        <ul className={styles.letters}>
          {ALPHABET_LETTERS[alphabet].letters.map((each) => (
            <li key={each}>
              <Link
                to={browseAddress(each, recorded)}
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
      <RecordedFilter letter={letter} recorded={recorded} />
      {(letter !== null || recorded !== null) && (
        <BrowsedWords key={`${alphabet} ${letter} ${recorded}`} browse={{ alphabet, letter, recorded }} />
      )}
    </section>
  );
}

/** What the list is called, as plain text: by its letter, its recordings, or both. */
function listTitle(t: ReturnType<typeof useT>, { letter, recorded }: WordBrowse): string {
  const shown = letter === null ? '' : shownLetter(letter);
  if (recorded === null) return t('words.letters.heading', { letter: shown });
  if (letter === null) return t('words.recorded.heading', { recorded: String(recorded) });
  return t('words.recorded.headingLetter', { recorded: String(recorded), letter: shown });
}

/** The browse's words, twenty at a time, with Previous and Next following the server's links. */
function BrowsedWords({ browse }: { browse: WordBrowse }) {
  const { letter, recorded } = browse;
  const [page, setPage] = usePageParam();
  const { data, isPlaceholderData } = useWordsByLetter(browse, page);
  const spelled = useNahuatl();
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();
  const title = listTitle(t, browse);
  const choice = String(recorded);

  function onPage(next: number) {
    setPage(next);
    // The new page starts at the top: so does the cursor (the buttons are at the bottom).
    heading.current?.focus({ preventScroll: true });
  }

  return (
    <>
      <h3 ref={heading} tabIndex={-1} className={styles.heading}>
        {letter === null ? (
          title
        ) : (
          <FormattedMessage
            id={recorded === null ? 'words.letters.heading' : 'words.recorded.headingLetter'}
            values={{ letter: nahuatlLetter(letter), recorded: choice }}
          />
        )}
      </h3>
      {data?.offline && (
        <p role="status">
          {t(
            recorded !== null
              ? 'words.recorded.offline'
              : data.offline === 'saved'
                ? 'offline.status.savedDictionary'
                : 'offline.status.dictionaryNotSaved',
          )}
        </p>
      )}
      {data === undefined ? (
        <ScreenLoading />
      ) : data.results.length === 0 ? (
        <p>
          {page > 1 ? (
            <>
              {t(recorded === null ? 'words.letters.noPage' : 'words.recorded.noPage', { page })}{' '}
              <Link to={browseAddress(letter, recorded)}>{t('words.letters.firstPage')}</Link>
            </>
          ) : recorded !== null ? (
            t('words.recorded.none', { recorded: choice })
          ) : (
            <FormattedMessage id="words.letters.none" values={{ letter: nahuatlLetter(letter!) }} />
          )}
        </p>
      ) : (
        <>
          <p className={textStyles.muted}>{t('words.letters.count', { count: data.count })}</p>
          <ul className={resultStyles.results} aria-label={title} aria-busy={isPlaceholderData}>
            {data.results.map((word) => (
              <li key={word.id} className={resultStyles.result}>
                <Link to={`/detail/${word.id}`} className={resultStyles.word} lang={NAHUATL_LANG}>
                  {spelled(word.word)}
                </Link>
                <WordFacts word={word} />
              </li>
            ))}
          </ul>
          <ListPager
            page={isPlaceholderData ? undefined : data}
            current={page}
            label={
              recorded === null
                ? t('words.letters.pages', { letter: shownLetter(letter!) })
                : t('words.recorded.pages', { recorded: choice })
            }
            onPage={onPage}
          />
        </>
      )}
    </>
  );
}
