import { nounCardSubjects, type WordKind } from '../../contract/api/review';
import type { Word } from '../../contract/words';
import type { NewCard } from './new-card';

/**
 * A noun's cards of the kinds asked, one per form of its table (decision 059); none for another
 * word. Apart from the deck, so that a word page can say what it would add without loading the
 * deck's code (decision 073).
 */
export function nounCards(word: Word, kinds?: readonly WordKind[]): NewCard[] {
  return nounCardSubjects({ word: word.word, type: word.type, owned: word.owned }, kinds).map(({ kind, person }) =>
    kind === 'plural' ? { kind, word } : { kind, word, person: person! },
  );
}
