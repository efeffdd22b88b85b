import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Word } from '../../../../contract/words';
import { isVerb } from '../../../../nahuatl';
import styles from './word-detail.module.css';

interface WordMenuProps {
  word: Word;
  /** Offer Add Annotation (the editor has no annotation on this word yet). */
  canAnnotate: boolean;
  onTransitive: (value: boolean | null) => void;
  onAnnotate: () => void;
}

/** The word card's menu for staff (SPEC.md §2): transitivity for verbs, and Add Annotation. */
export function WordMenu({ word, canAnnotate, onTransitive, onAnnotate }: WordMenuProps) {
  const verb = isVerb(word.type);
  if (!verb && !canAnnotate) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.menuTrigger} aria-label={`Edit ${word.word}`}>
        ⋮
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={4}>
          {verb && (
            <>
              <DropdownMenu.Item className={styles.menuItem} onSelect={() => onTransitive(true)}>
                Transitive
              </DropdownMenu.Item>
              <DropdownMenu.Item className={styles.menuItem} onSelect={() => onTransitive(false)}>
                Intransitive
              </DropdownMenu.Item>
              <DropdownMenu.Item className={styles.menuItem} onSelect={() => onTransitive(null)}>
                Unknown
              </DropdownMenu.Item>
            </>
          )}
          {verb && canAnnotate && <DropdownMenu.Separator className={styles.menuSeparator} />}
          {canAnnotate && (
            <DropdownMenu.Item className={styles.menuItem} onSelect={onAnnotate}>
              Add Annotation
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
