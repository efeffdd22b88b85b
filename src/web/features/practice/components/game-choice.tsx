import { useId } from 'react';
import { Link } from 'react-router';
import textStyles from '../../../components/text.module.css';
import { useT } from '../../../i18n/locale';
import styles from './practice.module.css';

/** The three games of SPEC.md §2, as the `game` query parameter names them. */
export const GAMES = [
  { id: 'match', labelId: 'practice.games.match' },
  { id: 'conjugate', labelId: 'practice.games.conjugate' },
  { id: 'conjugate-plus', labelId: 'practice.games.conjugatePlus' },
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
 * Listen plays every recorded word, not this vocabulary's, so it is a link to its own screen.
 */
export function GameChoice({ current, conjugateDisabledReason, onChoose }: GameChoiceProps) {
  const reasonId = useId();
  const t = useT();
  return (
    <div className={styles.choice}>
      <div role="group" aria-label={t('practice.games.label')} className={styles.choiceButtons}>
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
              {t(game.labelId)}
            </button>
          );
        })}
      </div>
      <p className={textStyles.muted}>{t('practice.games.about')}</p>
      <p className={textStyles.muted}>
        <Link to="/practice/listen">{t('practice.listen.link')}</Link>: {t('practice.listen.linkAbout')}
      </p>
      {conjugateDisabledReason !== null && (
        <p id={reasonId} className={styles.reason}>
          {conjugateDisabledReason}
        </p>
      )}
    </div>
  );
}
