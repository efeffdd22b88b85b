import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Word } from '../../../../contract/words';
import { isVerb } from '../../../../nahuatl';
import { useT } from '../../../i18n/locale';
import menuStyles from '../../../components/menu.module.css';
import styles from './word-detail.module.css';

interface WordMenuProps {
  word: Word;
  /** Offer Add Annotation (the editor has no annotation on this word yet). */
  canAnnotate: boolean;
  onTransitive: (value: boolean | null) => void;
  onAnnotate: () => void;
}

/**
 * The word card's menu for staff (SPEC.md §2): transitivity for verbs, and Add Annotation.
 * Not modal, like every card menu: a modal menu hides the rest of the page with aria-hidden
 * while its links stay focusable (axe: aria-hidden-focus). Escape and a click outside still close it.
 */
export function WordMenu({ word, canAnnotate, onTransitive, onAnnotate }: WordMenuProps) {
  const t = useT();
  const verb = isVerb(word.type);
  if (!verb && !canAnnotate) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.menuTrigger} aria-label={t('words.menu.edit', { word: word.word })}>
        ⋮
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuStyles.menu} align="end" sideOffset={4}>
          {verb && (
            <>
              <DropdownMenu.Item className={menuStyles.item} onSelect={() => onTransitive(true)}>
                {t('words.menu.transitive')}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuStyles.item} onSelect={() => onTransitive(false)}>
                {t('words.menu.intransitive')}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuStyles.item} onSelect={() => onTransitive(null)}>
                {t('words.menu.unknown')}
              </DropdownMenu.Item>
            </>
          )}
          {verb && canAnnotate && <DropdownMenu.Separator className={menuStyles.separator} />}
          {canAnnotate && (
            <DropdownMenu.Item className={menuStyles.item} onSelect={onAnnotate}>
              {t('words.annotation.add')}
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
