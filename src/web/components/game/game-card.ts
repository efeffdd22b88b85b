import cardStyles from '../card.module.css';
import styles from './game.module.css';

/** The classes of a game's panel: a card with the jade band, across the whole screen. */
export const GAME_CARD = [
  cardStyles.card,
  cardStyles.accent,
  cardStyles.full,
  cardStyles.compactOnPhones,
  styles.game,
].join(' ');
