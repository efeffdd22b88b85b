import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import menuStyles from '../../../components/menu.module.css';
import { useT } from '../../../i18n/locale';
import type { VocabularySummary } from '../../../../contract/vocabularies';
import styles from './vocabularies.module.css';

/**
 * A vocabulary card's menu (SPEC.md §2): Practice, and an item kept for later, shown disabled.
 * Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay
 * focusable, which screen readers stumble on (axe: aria-hidden-focus). Escape and a click
 * outside still close it. Its code (Radix and Floating UI, 26 KB) comes when it first opens.
 */
export default function VocabularyDropdown({ vocabulary, label }: { vocabulary: VocabularySummary; label: string }) {
  const t = useT();
  return (
    // Mounted when the learner first opens the menu (vocabulary-menu.tsx): it opens at once.
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={styles.menuTrigger} aria-label={label}>
        ⋮
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuStyles.menu} align="end" sideOffset={4}>
          <DropdownMenu.Item asChild className={menuStyles.item}>
            <Link to={`/practice/${vocabulary.id}`}>{t('vocabularies.practice')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item disabled className={menuStyles.item}>
            {t('vocabularies.menu.reserved')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
