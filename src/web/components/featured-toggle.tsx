import type { UseMutationResult } from '@tanstack/react-query';
import { can } from '../../contract/policy';
import { ApiError } from '../api/api-client';
import { useCurrentUser } from '../api/current-user';
import { useT } from '../i18n/locale';
import { recordKind } from './record-kind';
import textStyles from './text.module.css';
import styles from './featured-toggle.module.css';

/** What the toggle needs of a resource client (sentences, vocabularies, patterns, entries). */
interface FeaturableResource<Item> {
  /** "pattern": the error names what could not be changed. */
  name: string;
  useSetFeatured: (id: number) => UseMutationResult<Item, Error, boolean>;
}

interface FeaturedToggleProps<Item extends { id: number; featured: boolean }> {
  resource: FeaturableResource<Item>;
  /** The record, whole or as a list's preview shows it. */
  record: Pick<Item, 'id' | 'featured'>;
  /** On a card in a grid: it sits at the card's foot, so the toggles of a row line up. */
  atFoot?: boolean;
}

/**
 * Staff's "Featured" switch on a record's card, in a list or on its page: pressed when the
 * record is featured (the dashboard lists it). Nobody else sees it; the server refuses them
 * anyway. The card shows the server's answer, as after any save.
 */
export function FeaturedToggle<Item extends { id: number; featured: boolean }>({
  resource,
  record,
  atFoot = false,
}: FeaturedToggleProps<Item>) {
  const { data: user } = useCurrentUser();
  const setFeatured = resource.useSetFeatured(record.id);
  const t = useT();
  if (!can(user ?? null, 'feature')) return null;
  return (
    <div className={atFoot ? `${styles.control} ${styles.foot}` : styles.control}>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={record.featured}
        title={t(record.featured ? 'common.featured.on' : 'common.featured.off')}
        disabled={setFeatured.isPending}
        onClick={() => setFeatured.mutate(!record.featured)}
      >
        <span aria-hidden="true">{record.featured ? '★' : '☆'}</span> {t('common.featured')}
      </button>
      {setFeatured.error instanceof ApiError && (
        <p role="alert" className={textStyles.error}>
          {t('common.featured.failed', {
            ...recordKind(resource.name),
            featured: String(record.featured),
            message: setFeatured.error.message,
          })}
        </p>
      )}
    </div>
  );
}
