import type { Word } from '../../contract/words';
import type { ObjectPrefix, PersonIndex, Tense } from '../../nahuatl';

/** A card to add: what it is about, with the word it asks (the server looks the word up itself). */
export type NewCard =
  | { kind: 'meaning' | 'recall'; word: Word }
  | { kind: 'conjugation'; word: Word; tense: Tense; person: PersonIndex; object: ObjectPrefix | null }
  | { kind: 'possession' | 'possessionPlural'; word: Word; person: PersonIndex }
  | { kind: 'plural'; word: Word }
  | { kind: 'pattern'; pattern: number; prompt: string; expected: string };
