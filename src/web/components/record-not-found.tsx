import { Link } from 'react-router';
import { useT } from '../i18n/locale';
import { recordKind, type RecordNoun } from './record-kind';
import screenStyles from './screen.module.css';

interface RecordNotFoundProps {
  /** The record as a learner calls it: "sentence", "pattern". */
  what: RecordNoun;
  /** Where to go instead, and the link's words: "/sentences", "Search the sentences". */
  listPath: string;
  listLabel: string;
  /** Why it may be missing, when not for the usual reasons (deleted, or not shared by its owner). */
  why?: string;
}

/** An unknown, deleted or unshared record: the API does not say which, and neither do we. */
export function RecordNotFound({ what, listPath, listLabel, why }: RecordNotFoundProps) {
  const t = useT();
  const kind = recordKind(what);
  return (
    <section className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <h1 className={screenStyles.title}>{t('common.notFound.title', kind)}</h1>
      <p>{t('common.notFound.body', { ...kind, why: why ?? t('common.notFound.why') })}</p>
      <p>
        <Link to={listPath}>{listLabel}</Link>
      </p>
    </section>
  );
}
