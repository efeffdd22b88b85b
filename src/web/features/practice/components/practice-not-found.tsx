import { Link } from 'react-router';
import screenStyles from '../../../components/screen.module.css';
import { useT } from '../../../i18n/locale';

/** An unknown or unshared vocabulary: the API does not say which, and neither do we. */
export function PracticeNotFound() {
  const t = useT();
  return (
    <section className={screenStyles.stack}>
      <h1 className={screenStyles.title}>{t('practice.notFound.title')}</h1>
      <p>{t('practice.notFound.text')}</p>
      <p>
        <Link to="/vocabularies">{t('practice.notFound.link')}</Link>
      </p>
    </section>
  );
}
