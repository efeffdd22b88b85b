import { useNavigate } from 'react-router';
import { patterns } from '../../../api/resources';
import { emptyDraft } from '../pattern-draft';
import { PatternForm } from './pattern-form';
import { useLocale, useT } from '../../../i18n/locale';
import cardStyles from '../../../components/card.module.css';

/**
 * The authoring form for a new pattern, written in the reader's language (so the list they
 * see holds it, decision 076); once saved, its page opens so the author can play it.
 */
export function NewPattern({ onCancel }: { onCancel: () => void }) {
  const create = patterns.useCreate();
  const navigate = useNavigate();
  const t = useT();
  const { locale } = useLocale();
  return (
    <section className={`${cardStyles.card} ${cardStyles.wide}`} aria-labelledby="new-pattern-title">
      <h2 id="new-pattern-title">{t('patterns.new')}</h2>
      <PatternForm
        initial={emptyDraft}
        label={t('patterns.new')}
        saving={create.isPending}
        onSave={(body, handlers) =>
          create.mutate({ ...body, language: locale }, {
            onSuccess: (created) => void navigate(`/pattern/${created.id}`),
            onError: handlers.onError,
          })
        }
        onCancel={onCancel}
      />
    </section>
  );
}
