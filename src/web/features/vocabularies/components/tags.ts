import { foldNahuatl } from '../../../../nahuatl';

/** The comma-separated terms of a tag filter, folded (case and macrons ignored); blanks dropped. */
function filterTerms(filter: string): string[] {
  return filter
    .split(',')
    .map(foldNahuatl)
    .filter((term) => term !== '');
}

/**
 * Whether a vocabulary with `tags` passes the tag filter: every comma-separated term is
 * part of one of its tags, ignoring case and macrons ("Verb" finds "verbs"; "beginner,
 * verbs" needs both). A blank filter passes everything.
 */
export function matchesTagFilter(tags: readonly string[], filter: string): boolean {
  const folded = tags.map(foldNahuatl);
  return filterTerms(filter).every((term) => folded.some((tag) => tag.includes(term)));
}

/** The distinct tags of some vocabularies, as first written, in alphabetical order of their folded form. */
export function tagsInUse(vocabularies: readonly { tags: readonly string[] }[]): string[] {
  const byFolded = new Map<string, string>();
  for (const tag of vocabularies.flatMap((vocabulary) => vocabulary.tags)) {
    const key = foldNahuatl(tag);
    if (key !== '' && !byFolded.has(key)) byFolded.set(key, tag.trim());
  }
  return [...byFolded.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, tag]) => tag);
}
