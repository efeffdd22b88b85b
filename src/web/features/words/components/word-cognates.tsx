import { Link } from 'react-router';
import type { Cognate } from '../../../../contract/utoaztecan';
import { cognateSets, cognates } from '../../../api/resources';
import { LanguageName } from '../../../i18n/language-names';
import { useT } from '../../../i18n/locale';
import styles from './word-detail.module.css';
import { WORD_LINKS_PAGE_SIZE } from './word-sentences';

/**
 * The cognates a word is linked to (issue 12: from a Nahuatl word to its relatives in the
 * other languages), each to its page, with its set. Nothing at all when there are none.
 */
export function WordCognates({ wordId }: { wordId: number }) {
  // The first 200, as the word's sample sentences.
  const t = useT();
  const { data: found } = cognates.useList({ params: { nahuatl: wordId, page_size: WORD_LINKS_PAGE_SIZE } });
  const linked = found?.results ?? [];
  if (linked.length === 0) return null;

  return (
    <section aria-labelledby="word-cognates-title" className={styles.related}>
      <h2 id="word-cognates-title">{t('words.cognates.title')}</h2>
      <ul className={styles.cognateList}>
        {linked.map((cognate) => (
          <li key={cognate.id}>
            <CognateLine cognate={cognate} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CognateLine({ cognate }: { cognate: Cognate }) {
  return (
    <>
      <span className={styles.cognateLanguage}>
        <LanguageName code={cognate.language} name={cognate.language_name} />
        {cognate.language_name !== cognate.language && <span translate="no"> ({cognate.language})</span>}
      </span>{' '}
      <Link to={`/cognate/${cognate.id}`} className={styles.cognateWord} translate="no">
        {cognate.word}
      </Link>
      {cognate.definition && (
        <span className={styles.translation} translate="no">
          {' '}
          — {cognate.definition}
        </span>
      )}
      {cognate.set !== null && <CognateSetLink setId={cognate.set} />}
    </>
  );
}

/** The set a cognate is filed under, by its (reconstructed) word; nothing while it loads or when the viewer may not see it. */
function CognateSetLink({ setId }: { setId: number }) {
  const t = useT();
  const { data: set } = cognateSets.useDetail(setId);
  if (!set) return null;
  return (
    <span className={styles.cognateSet}>
      {t(set.reconstructed ? 'words.cognates.reconstructed' : 'words.cognates.set')}{' '}
      <Link to={`/cognate-set/${set.id}`} translate="no">
        {set.word}
      </Link>
      {set.set && <span translate="no"> ({set.set})</span>}
    </span>
  );
}
