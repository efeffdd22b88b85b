import type { Breakout, WordsToNumberResult } from '../../../nahuatl';
import type { MessageId } from '../../i18n/messages';

/** One place of a base-20 number, in the order the words are written. */
export interface Place {
  /** The key of the place in a {@link WordsToNumberResult}'s parts. */
  part: keyof WordsToNumberResult['parts'];
  breakoutKey: keyof Breakout;
  /** What the place is worth: 400, 20 or 1. */
  size: number;
  /** The name of the place ("400s", "Cuatrocientos"). */
  labelId: MessageId;
  /** The Nahuatl place word, or `null` for the units, which have none. */
  placeWord: string | null;
}

export const PLACES: readonly Place[] = [
  {
    part: 'tzontli',
    breakoutKey: 'fourHundreds',
    size: 400,
    labelId: 'numbers.place.fourHundreds',
    placeWord: 'tzontli',
  },
  { part: 'pohualli', breakoutKey: 'twenties', size: 20, labelId: 'numbers.place.twenties', placeWord: 'pōhualli' },
  { part: 'units', breakoutKey: 'units', size: 1, labelId: 'numbers.place.units', placeWord: null },
];

/** The number a breakout stands for: the sum of each count times its place. */
export const breakoutTotal = (breakout: Breakout) =>
  PLACES.reduce((sum, place) => sum + breakout[place.breakoutKey] * place.size, 0);
