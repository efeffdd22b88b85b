import { useId } from 'react';
import { Link } from 'react-router';
import type { Word, WordMatch } from '../../../contract/words';
import { PERSONS, type ObjectPrefix, type Tense } from '../../../nahuatl';
import { nounFormLabelId, objectGlossId, personLabelId, reflexiveGlossId, tenseLabelId } from '../../i18n/grammar';
import { useNahuatl } from '../../i18n/alphabet';
import { NAHUATL_LANG, useT } from '../../i18n/locale';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../button';
import type { Say } from '../game/say';
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

/**
 * What a matched form is, in the learner's words ("future · I · him/her/it", "futuro · yo ·
 * a él, a ella (lo, la)", a noun's "forma poseída · yo"), from the match's tense or noun
 * form, person and object; the server's English `description` when they are missing.
 */
function formDescription(match: WordMatch, say: Say): string | null {
  const person = PERSONS.find((entry) => entry.code === match.person);
  if (match.noun) {
    const possessor = person ? [say(personLabelId(person.index))] : [];
    return [say(nounFormLabelId(match.noun)), ...possessor].join(' · ');
  }
  if (match.tense === null || person === undefined) return match.description;
  const parts = [say(tenseLabelId(match.tense as Tense)), say(personLabelId(person.index))];
  if (match.object === 'mo') parts.push(say(reflexiveGlossId(person.index)));
  else if (match.object !== null) parts.push(say(objectGlossId(match.object as ObjectPrefix)));
  return parts.join(' · ');
}

/** Why a result is here; a matched form in the learner's alphabet (`shown`), as the word is (decision 080). */
function matchNote(match: WordMatch | undefined, say: Say, shown: (text: string) => string): string | null {
  if (!match) return null;
  if (match.kind === 'form' && match.form)
    return say('words.search.matchedForm', { form: shown(match.form), description: formDescription(match, say) });
  if (match.kind === 'spelling') return say('words.search.matchedSpelling');
  if (match.kind === 'definition') return say('words.search.matchedDefinition');
  return null;
}

/** "add to vocabulary", "in variable V1": what a result's button says of the target. */
function targetLabel(kind: WordSearchTarget['kind'], added: boolean, say: Say): string {
  const variable = /^variable (.+)$/.exec(kind)?.[1];
  if (variable !== undefined)
    return say(added ? 'words.search.inVariable' : 'words.search.addToVariable', { name: variable });
  const id: MessageId = added ? 'words.search.inTarget' : 'words.search.addToTarget';
  return say(id, { kind });
}

/** What the status line adds when the results come from this device (decision 054). */
const OFFLINE_STATUS = {
  saved: 'offline.status.savedDictionary',
  'not-saved': 'offline.status.dictionaryNotSaved',
} as const;

/**
 * The reusable word search (SPEC.md §2): the text lives in the `search` query parameter (or `param`),
 * results follow it 300 ms after typing stops, and each result shows the word's facts and
 * why it matched.
 */
export function WordSearch({ target, param = 'search' }: WordSearchProps) {
  const labelId = useId();
  const t = useT();
  const shown = useNahuatl();
  const [text, setText] = useSearchParamText(param);
  const term = useDebouncedValue(searchTerm(text), SEARCH_DEBOUNCE_MS);
  const search = useWordSearch(term);
  const pages = search.data?.pages ?? [];
  const results = pages.flatMap((page) => page.results);
  const count = pages[0]?.count ?? 0;
  const suggestions = pages[0]?.suggestions ?? [];
  const offline = pages[0]?.offline;

  return (
    <section className={styles.search} aria-labelledby={labelId}>
      <SearchBox
        label={t('words.search.label')}
        labelId={labelId}
        note={target && <p className={styles.target}>{t('words.search.target', { name: target.name })}</p>}
        value={text}
        onChange={setText}
        placeholder={t('words.search.placeholder')}
        hint={t('words.search.hint')}
        status={
          term === ''
            ? ''
            : search.isPending
              ? t('words.search.searching')
              : offline === undefined
                ? t('words.search.found', { count })
                : `${t('words.search.found', { count })} ${t(OFFLINE_STATUS[offline])}`
        }
      />
      {/* The first result's room, kept while it loads, so that what follows the search does not jump down when it comes. */}
      {term !== '' && search.isPending && <div className={styles.pending} aria-hidden="true" />}
      {term !== '' && results.length > 0 && (
        <ul className={styles.results} aria-label={t('words.search.results')}>
          {results.map((word) => {
            const note = matchNote(word.match, t, shown);
            const added = target?.addedIds?.has(word.id) ?? false;
            return (
              <li key={word.id} className={styles.result}>
                <div className={styles.resultHeader}>
                  <Link to={`/detail/${word.id}`} className={styles.word} lang={NAHUATL_LANG}>
                    {shown(word.word)}
                  </Link>
                  {target && (
                    <Button variant="secondary" disabled={added} onClick={() => target.onAdd(word)}>
                      {targetLabel(target.kind, added, t)}
                      <span className="visually-hidden" lang={NAHUATL_LANG}>
                        {' '}
                        {shown(word.word)}
                      </span>
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
      {/* A near miss (decision 082): the words one letter away, each a search of its own, in the reader's spelling. */}
      {term !== '' && count === 0 && suggestions.length > 0 && (
        <div className={styles.suggestions}>
          <p className={styles.suggestionsTitle}>{t('words.search.suggestions')}</p>
          <ul aria-label={t('words.search.suggestions')}>
            {suggestions.map((suggestion) => (
              <li key={suggestion.id}>
                <Button variant="secondary" onClick={() => setText(shown(suggestion.form ?? suggestion.word))}>
                  <span lang={NAHUATL_LANG}>{shown(suggestion.form ?? suggestion.word)}</span>
                  {suggestion.form !== null && (
                    <>
                      {' '}
                      {t('words.search.formOf', { word: shown(suggestion.word) })}
                    </>
                  )}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {search.hasNextPage && (
        <Button variant="secondary" onClick={() => void search.fetchNextPage()} disabled={search.isFetchingNextPage}>
          {search.isFetchingNextPage ? t('words.loading') : t('words.search.more')}
        </Button>
      )}
    </section>
  );
}
