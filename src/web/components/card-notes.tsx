import tagStyles from './tag.module.css';

/**
 * A card's short notes as tags in a row ("Featured", "Private", "Loan"…): the notes that apply,
 * in their order; nothing when none does.
 */
export function CardNotes({ notes }: { notes: readonly (string | false | null | undefined)[] }) {
  const shown = notes.filter((note): note is string => typeof note === 'string' && note !== '');
  if (shown.length === 0) return null;
  return (
    <p className={tagStyles.list}>
      {shown.map((note) => (
        <span key={note} className={tagStyles.tag}>
          {note}
        </span>
      ))}
    </p>
  );
}
