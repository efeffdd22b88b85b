import cardStyles from '../../../components/card.module.css';
import styles from './practice.module.css';

/** The classes of a game's panel: a card with the jade band, across the whole screen. */
export const GAME_CARD = [
  cardStyles.card,
  cardStyles.accent,
  cardStyles.full,
  cardStyles.compactOnPhones,
  styles.game,
].join(' ');
