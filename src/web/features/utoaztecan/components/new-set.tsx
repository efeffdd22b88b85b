import { useNavigate } from 'react-router';
import { cognateSets } from '../../../api/resources';
import { useT } from '../../../i18n/locale';
import { emptySetDraft, SetForm } from './set-form';
import cardStyles from '../../../components/card.module.css';
import styles from './utoaztecan.module.css';

/** A signed-in user's new reconstructed word, filed under the category on screen; once saved, its page opens. */
export function NewSet({ categoryId, onCancel }: { categoryId: number; onCancel: () => void }) {
  const create = cognateSets.useCreate();
  const navigate = useNavigate();
  const t = useT();
  return (
    <section className={`${cardStyles.card} ${styles.newArea}`} aria-labelledby="new-set-title">
      <h2 id="new-set-title">{t('utoaztecan.set.new')}</h2>
      <SetForm
        initial={emptySetDraft(categoryId)}
        label={t('utoaztecan.set.new')}
        saving={create.isPending}
        onSave={(body, handlers) =>
          create.mutate(body, {
            onSuccess: (created) => void navigate(`/cognate-set/${created.id}`),
            onError: handlers.onError,
          })
        }
        onCancel={onCancel}
      />
    </section>
  );
}
