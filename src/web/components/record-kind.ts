/**
 * The records the shared delete question and not-found page name, in English: the Spanish
 * catalog's choices are keyed by these (a translated noun would miss them).
 */
export type RecordNoun =
  | 'pattern'
  | 'sentence'
  | 'vocabulary'
  | 'entry'
  | 'blog entry'
  | 'cognate'
  | 'cognate set'
  | 'category'
  | 'loanword';

/**
 * The values a shared component's own messages take to name a record. Callers name the
 * record in English ("sentence", "cognate set"); the catalog picks each language's words
 * (and, in Spanish, their gender) by its kind key ("sentence", "cognateSet"), and falls back
 * to the English noun for a kind it does not list.
 */
export function recordKind(what: string, many = `${what}s`) {
  return {
    kind: what.replace(/ (\w)/g, (_space, letter: string) => letter.toUpperCase()),
    what,
    What: capital(what),
    one: what,
    many,
    Many: capital(many),
  };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
