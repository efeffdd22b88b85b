import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import type { VocabularySummary } from '../../../../contract/vocabularies';
import { useT } from '../../../i18n/locale';
import styles from './vocabularies.module.css';

const VocabularyDropdown = lazy(() => import('./vocabulary-dropdown'));

/** The keys that open a menu button, as Radix's trigger has them. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A vocabulary card's menu (SPEC.md §2). Until it is first opened it is a plain button, so
 * that the vocabularies' first visit does not fetch the dropdown's widgets (decision 073):
 * a click or an opening key mounts the dropdown, opened, in its place.
 */
export function VocabularyMenu({ vocabulary }: { vocabulary: VocabularySummary }) {
  const t = useT();
  const [asked, setAsked] = useState(false);
  const label = t('vocabularies.menu.label', { name: vocabulary.name });

  const trigger = (
    <button
      type="button"
      className={styles.menuTrigger}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setAsked(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setAsked(true);
      }}
    >
      ⋮
    </button>
  );
  if (!asked) return trigger;
  return (
    <Suspense fallback={trigger}>
      <VocabularyDropdown vocabulary={vocabulary} label={label} />
    </Suspense>
  );
}
