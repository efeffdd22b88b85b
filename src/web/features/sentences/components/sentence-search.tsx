import { Link } from 'react-router';
import type { Locale } from '../../../../contract/locales';
import type { Sentence } from '../../../../contract/sentences';
import { sentences } from '../../../api/resources';
import { SearchableList } from '../../../components/searchable-list';
import { translationOf } from '../../../components/sentence-texts';
import { useNahuatl } from '../../../i18n/alphabet';
import { useLocale, useT } from '../../../i18n/locale';
import styles from './sentences.module.css';

/** A result's translation in the reader's language (the other when it has none). */
function ResultTranslation({ sentence, locale }: { sentence: Sentence; locale: Locale }) {
  const translation = translationOf(sentence, locale);
  if (!translation) return null;
  return (
    <p lang={translation.lang} className={styles.resultTranslation}>
      {translation.text}
    </p>
  );
}

/**
 * The sentence search (SPEC.md §2, issue 34): every sentence, newest first and page by page,
 * while the box is blank; else the sentences whose Nahuatl holds each typed word or whose
 * Spanish or English translation has it ("duermo", "tortillas"), 300 ms after typing stops,
 * the text kept in the `search` query parameter.
 */
export function SentenceSearch() {
  const t = useT();
  const { locale } = useLocale();
  const shown = useNahuatl();
  return (
    <SearchableList
      resource={sentences}
      searchParams={(term) => ({ search: term })}
      operation={{ id: 'sentences.log.search' }}
      noun={['sentence', 'sentences']}
      label={t('sentences.search.label')}
      placeholder={t('sentences.search.placeholder')}
      hint={t('sentences.search.hint')}
    >
      {(results, label) => (
        <ul className={styles.results} aria-label={label}>
          {results.map((sentence) => (
            <li key={sentence.id} className={styles.result}>
              <Link to={`/sentence/${sentence.id}`} lang="nah" className={styles.resultSentence}>
                {shown(sentence.sentence)}
              </Link>
              <ResultTranslation sentence={sentence} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </SearchableList>
  );
}
