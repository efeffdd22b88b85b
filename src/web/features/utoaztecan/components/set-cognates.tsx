import { Link } from 'react-router';
import type { Cognate, CognateSet } from '../../../../contract/utoaztecan';
import { useCurrentUser } from '../../../api/current-user';
import { cognates } from '../../../api/resources';
import { Button } from '../../../components/button';
import { CardNotes } from '../../../components/card-notes';
import { FieldList, FieldRow } from '../../../components/field-list';
import { WordListItem } from '../../../components/word-card/word-list-item';
import { useLanguageName } from '../../../i18n/language-names';
import { useT } from '../../../i18n/locale';
import { cognatesByLanguage } from '../utoaztecan-data';
import { SetAddCognate } from './set-add-cognate';
import cardStyles from '../../../components/card.module.css';
import textStyles from '../../../components/text.module.css';
import styles from './utoaztecan.module.css';

/** How many cognates one request reads (SPEC.md §9 allows up to 200 a page). */
const PAGE_SIZE = 200;

/**
 * The cognate cards of a set (SPEC.md §2), by language: GET cognate/?set={id} (SPEC.md §7),
 * which gives each with the Nahuatl words linked to it; the set's owner adds one in place.
 */
export function SetCognates({ set, owner }: { set: CognateSet; owner: boolean }) {
  const found = cognates.usePages({
    params: { set: set.id, page_size: PAGE_SIZE },
    operation: { id: 'utoaztecan.log.fetchSetCognates', values: { id: String(set.id) } },
  });
  const all = (found.data?.pages ?? []).flatMap((page) => page.results);
  const groups = cognatesByLanguage(set.cognates, all);
  const t = useT();
  const languageName = useLanguageName();

  return (
    <section className={styles.section} aria-labelledby="set-cognates-title">
      <h2 id="set-cognates-title">{t('utoaztecan.cognates.title')}</h2>
      {found.isPending ? (
        <p className={textStyles.muted}>{t('utoaztecan.cognates.loading')}</p>
      ) : groups.length === 0 ? (
        <p className={textStyles.muted}>{t('utoaztecan.cognates.emptySet')}</p>
      ) : (
        <ul className={styles.languages} aria-label={t('utoaztecan.cognates.byLanguage')}>
          {groups.map((group) => {
            const name = languageName(group.cognates[0]!.language, group.language);
            return (
              <li key={group.language} className={styles.language}>
                <h3 lang={name.lang} translate={name.translate}>
                  {name.text}
                </h3>
                <ul
                  className={styles.cognates}
                  aria-label={t('utoaztecan.cognates.ofLanguage', { language: name.text })}
                >
                  {group.cognates.map((cognate) => (
                    <li key={cognate.id}>
                      <CognateCard cognate={cognate} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
      {found.hasNextPage && (
        <Button variant="secondary" onClick={() => void found.fetchNextPage()} disabled={found.isFetchingNextPage}>
          {found.isFetchingNextPage ? t('utoaztecan.loading') : t('utoaztecan.cognates.showMore')}
        </Button>
      )}
      {owner && <SetAddCognate set={set} onAdded={() => void found.refetch()} />}
    </section>
  );
}

/** One cognate of the set: its word opening /cognate/{id}, its definition, transforms, source and linked Nahuatl words. */
export function CognateCard({ cognate }: { cognate: Cognate }) {
  const { data: user } = useCurrentUser();
  const t = useT();
  const titleId = `cognate-${cognate.id}-word`;
  const notes = [
    cognate.reconstructed && t('utoaztecan.cognate.reconstructed'),
    cognate.loan && t('utoaztecan.cognate.loan'),
    !cognate.share && cognates.can(user, 'update', cognate) && t('utoaztecan.cognate.private'),
  ];
  return (
    <article className={`${cardStyles.card} ${cardStyles.compact}`} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.cognateWord} translate="no">
        <Link to={`/cognate/${cognate.id}`}>{cognate.word}</Link>
      </h4>
      {cognate.definition && (
        <p className={textStyles.muted} translate="no">
          {cognate.definition}
        </p>
      )}
      <CardNotes notes={notes} />
      {(cognate.transforms || cognate.source) && (
        <FieldList>
          <FieldRow name={t('utoaztecan.form.transforms')} translate="no">
            {cognate.transforms}
          </FieldRow>
          <FieldRow name={t('utoaztecan.cognate.source')} translate="no">
            {cognate.source}
          </FieldRow>
        </FieldList>
      )}
      {cognate.nahuatl_words.length > 0 && (
        <>
          <p className={styles.linkedTitle} id={`${titleId}-linked`}>
            {t('utoaztecan.cognate.linkedWords')}
          </p>
          <ul className={styles.linkedWords} aria-labelledby={`${titleId}-linked`}>
            {cognate.nahuatl_words.map((link) => (
              <WordListItem key={link.id} word={link.nahuatl_word_data} />
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
