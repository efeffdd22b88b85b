import { useNavigate } from 'react-router';
import { semanticCategories } from '../../../api/resources';
import { useT } from '../../../i18n/locale';
import { CategoryForm, emptyCategoryDraft } from './category-form';
import cardStyles from '../../../components/card.module.css';
import styles from './utoaztecan.module.css';

/** A signed-in user's new semantic category; once saved, its page opens. */
export function NewCategory({ onCancel }: { onCancel: () => void }) {
  const create = semanticCategories.useCreate();
  const navigate = useNavigate();
  const t = useT();
  return (
    <section className={`${cardStyles.card} ${styles.newArea}`} aria-labelledby="new-category-title">
      <h2 id="new-category-title">{t('utoaztecan.category.new')}</h2>
      <CategoryForm
        initial={emptyCategoryDraft}
        label={t('utoaztecan.category.new')}
        saving={create.isPending}
        onSave={(body, handlers) =>
          create.mutate(body, {
            onSuccess: (created) => void navigate(`/ua-category/${created.id}`),
            onError: handlers.onError,
          })
        }
        onCancel={onCancel}
      />
    </section>
  );
}
