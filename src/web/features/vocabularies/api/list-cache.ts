import type { QueryClient } from '@tanstack/react-query';
import type { Page } from '../../../../contract/common';
import type { Vocabulary } from '../../../../contract/vocabularies';
import { foldNahuatl } from '../../../../nahuatl';
import { vocabularyKeys } from '../../../api/vocabulary-keys';

/** The server lists vocabularies by folded name, then id; a vocabulary put in by hand goes where it would. */
const byName = (a: Vocabulary, b: Vocabulary) => {
  const [left, right] = [foldNahuatl(a.name), foldNahuatl(b.name)];
  return left < right ? -1 : left > right ? 1 : a.id - b.id;
};

/**
 * Changes the cached vocabulary list (when there is one) and the count to match a write
 * the server has confirmed, so the list shows it without asking again.
 */
export function editCachedList(queryClient: QueryClient, edit: (vocabularies: Vocabulary[]) => Vocabulary[]): void {
  queryClient.setQueryData<Page<Vocabulary>>(vocabularyKeys.list(), (page) => {
    if (!page) return page;
    const results = edit(page.results);
    return { ...page, count: page.count + results.length - page.results.length, results };
  });
}

export const withVocabulary = (vocabulary: Vocabulary) => (vocabularies: Vocabulary[]) =>
  [...vocabularies.filter((other) => other.id !== vocabulary.id), vocabulary].sort(byName);

export const withoutVocabulary = (id: number) => (vocabularies: Vocabulary[]) =>
  vocabularies.filter((other) => other.id !== id);
