import { useNavigate } from 'react-router';
import { patterns } from '../../../api/resources';
import { emptyDraft } from '../pattern-draft';
import { PatternForm } from './pattern-form';
import cardStyles from '../../../components/card.module.css';

/** The authoring form for a new pattern; once saved, its page opens so the author can play it. */
export function NewPattern({ onCancel }: { onCancel: () => void }) {
  const create = patterns.useCreate();
  const navigate = useNavigate();
  return (
    <section className={`${cardStyles.card} ${cardStyles.wide}`} aria-labelledby="new-pattern-title">
      <h2 id="new-pattern-title">New pattern</h2>
      <PatternForm
        initial={emptyDraft}
        label="New pattern"
        saving={create.isPending}
        onSave={(body, handlers) =>
          create.mutate(body, {
            onSuccess: (created) => void navigate(`/pattern/${created.id}`),
            onError: handlers.onError,
          })
        }
        onCancel={onCancel}
      />
    </section>
  );
}
