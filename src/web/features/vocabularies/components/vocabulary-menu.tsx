import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import type { Vocabulary } from '../../../../contract/vocabularies';
import menuStyles from '../../../components/menu.module.css';
import { useT } from '../../../i18n/locale';
import styles from './vocabularies.module.css';

/**
 * A vocabulary card's menu (SPEC.md §2): Practice, and an item kept for later, shown disabled.
 * Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay
 * focusable, which screen readers stumble on (axe: aria-hidden-focus). Escape and a click
 * outside still close it.
 */
export function VocabularyMenu({ vocabulary }: { vocabulary: Vocabulary }) {
  const t = useT();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={styles.menuTrigger}
        aria-label={t('vocabularies.menu.label', { name: vocabulary.name })}
      >
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
