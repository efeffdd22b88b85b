import { useRef, useState } from 'react';
import type { Loanword } from '../../../../contract/loanwords';
import { Button } from '../../../components/button';
import { useEditFocus } from '../../../components/use-edit-focus';
import { useT } from '../../../i18n/locale';
import { LoanwordCard } from './loanword-card';
import { LoanwordEditForm } from './loanword-edit-form';

interface LoanwordItemProps {
  loanword: Loanword;
  /** The active user owns it: edit mode is theirs alone (SPEC.md §4, §6). */
  owner: boolean;
  onDelete: () => void;
}

/** A loanword of a list: its card with the owner's Edit, or the edit form in the card's place (SPEC.md §4). */
export function LoanwordItem({ loanword, owner, onDelete }: LoanwordItemProps) {
  const [editing, setEditing] = useState(false);
  // The server's answer to a save, shown until the list brings a newer copy (SPEC.md §4).
  const [saved, setSaved] = useState<{ from: Loanword; copy: Loanword } | null>(null);
  const shown = saved?.from === loanword ? saved.copy : loanword;
  const item = useRef<HTMLLIElement>(null);
  useEditFocus(item, editing);
  const t = useT();

  return (
    <li ref={item}>
      {owner && editing ? (
        <LoanwordEditForm
          loanword={shown}
          onDone={() => setEditing(false)}
          onSaved={(copy) => setSaved({ from: loanword, copy })}
          onDelete={onDelete}
        />
      ) : (
        <LoanwordCard
          loanword={shown}
          owner={owner}
          action={
            owner && (
              <Button variant="secondary" onClick={() => setEditing(true)} data-edit-button>
                {t('utoaztecan.edit')}
              </Button>
            )
          }
        />
      )}
    </li>
  );
}
