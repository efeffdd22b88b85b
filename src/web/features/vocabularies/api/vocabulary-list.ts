import type { QueryClient } from '@tanstack/react-query';
import type { Page } from '../../../../contract/common';
import type { Vocabulary } from '../../../../contract/vocabularies';
import { foldNahuatl } from '../../../../nahuatl';
import { vocabularies, vocabularyWords } from '../../../api/resources';

/*
 * What vocabularies do beyond the shared resource client: the list screen holds one page of
 * every vocabulary, and each write puts its change into that page rather than asking again.
 */

/** SPEC.md §9: the vocabulary list asks for 100 at a time. */
export const VOCABULARY_PAGE_SIZE = 100;

const listed = { params: { page_size: VOCABULARY_PAGE_SIZE } };
const listKey = vocabularies.keys.list(listed.params);

/** The first 100 vocabularies the user can see, by name (an empty page when the call fails). */
export const useVocabularyList = () => vocabularies.useList(listed);

/** The server lists vocabularies by folded name, then id; a vocabulary put in by hand goes where it would. */
const byName = (a: Vocabulary, b: Vocabulary) => {
  const [left, right] = [foldNahuatl(a.name), foldNahuatl(b.name)];
  return left < right ? -1 : left > right ? 1 : a.id - b.id;
};

/** Changes the cached list (when there is one) to match a write the server has confirmed. */
function editCachedList(queryClient: QueryClient, edit: (vocabularies: Vocabulary[]) => Vocabulary[]): void {
  queryClient.setQueryData<Page<Vocabulary>>(listKey, (page) => {
    if (!page) return page;
    const results = edit(page.results);
    return { ...page, count: page.count + results.length - page.results.length, results };
  });
}

const withVocabulary = (vocabulary: Vocabulary) => (list: Vocabulary[]) =>
  [...list.filter((other) => other.id !== vocabulary.id), vocabulary].sort(byName);

/** Adds a vocabulary (SPEC.md §5: sent with an empty list of tags); it appears in the list at once. */
export const useAddVocabulary = () =>
  vocabularies.useCreate({
    onCreated: (created, queryClient) => {
      editCachedList(queryClient, withVocabulary(created));
      queryClient.setQueryData(vocabularyWords.keys.words(created.id), []);
    },
  });

/**
 * The owner changes their vocabulary (its fields, or whether it is a favourite); the
 * screen shows the server's copy (SPEC.md §4), suggestions rendered to HTML included.
 */
export const useUpdateVocabulary = (id: number) =>
  vocabularies.useUpdate(id, { onSaved: (saved, queryClient) => editCachedList(queryClient, withVocabulary(saved)) });

/**
 * The owner deletes a vocabulary (mutate with its id). SPEC.md §4: it leaves the list at
 * once, before the server answers, and comes back if the server refuses.
 */
export const useDeleteVocabulary = () =>
  vocabularies.useDelete({
    hide: async (id, queryClient) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData<Page<Vocabulary>>(listKey);
      editCachedList(queryClient, (list) => list.filter((other) => other.id !== id));
      return () => {
        if (before) queryClient.setQueryData(listKey, before);
      };
    },
  });
