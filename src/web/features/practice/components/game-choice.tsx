import { useId } from 'react';
import textStyles from '../../../components/text.module.css';
import styles from './practice.module.css';

/** The three games of SPEC.md §2, as the `game` query parameter names them. */
export const GAMES = [
  { id: 'match', label: 'Match' },
  { id: 'conjugate', label: 'Conjugate' },
  { id: 'conjugate-plus', label: 'Conjugate+' },
] as const;

export type Game = (typeof GAMES)[number]['id'];

export const isGame = (value: string | null): value is Game => GAMES.some((game) => game.id === value);

interface GameChoiceProps {
  current: Game | null;
  /** Why Conjugate and Conjugate+ are disabled (too few verbs), or null when they are not. */
  conjugateDisabledReason: string | null;
  onChoose: (game: Game) => void;
}

/**
 * The game buttons: toggle buttons (aria-pressed) rather than tabs, since each opens a
 * whole game below the card. The conjugation games are disabled with the reason beside them.
 */
export function GameChoice({ current, conjugateDisabledReason, onChoose }: GameChoiceProps) {
  const reasonId = useId();
  return (
    <div className={styles.choice}>
      <div role="group" aria-label="Games" className={styles.choiceButtons}>
        {GAMES.map((game) => {
          const disabled = game.id !== 'match' && conjugateDisabledReason !== null;
          return (
            <button
              key={game.id}
              type="button"
              className={styles.choiceButton}
              aria-pressed={current === game.id}
              disabled={disabled}
              aria-describedby={disabled ? reasonId : undefined}
              onClick={() => onChoose(game.id)}
            >
              {game.label}
            </button>
          );
        })}
      </div>
      <p className={textStyles.muted}>
        Match pairs words with their definitions. Conjugate asks verb forms in the present, past and future; Conjugate+
        in all six tenses.
      </p>
      {conjugateDisabledReason !== null && (
        <p id={reasonId} className={styles.reason}>
          {conjugateDisabledReason}
        </p>
      )}
    </div>
  );
}
