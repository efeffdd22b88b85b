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
const VOCABULARY_PAGE_SIZE = 100;

const listed = { params: { page_size: VOCABULARY_PAGE_SIZE } };
const listKey = vocabularies.keys.list(listed.params);
const favorites = { params: { favorite: true, page_size: VOCABULARY_PAGE_SIZE } };
const favoritesKey = vocabularies.keys.list(favorites.params);

/** The first 100 vocabularies the user can see, by name (an empty page when the call fails). */
export const useVocabularyList = () => vocabularies.useList(listed);

/** The signed-in user's favourites (`favorite=true`, SPEC.md §7), by name; asked only when `enabled`. */
export const useFavoriteList = (enabled: boolean) => vocabularies.useList({ ...favorites, enabled });

/** The server lists vocabularies by folded name, then id; a vocabulary put in by hand goes where it would. */
const byName = (a: Vocabulary, b: Vocabulary) => {
  const [left, right] = [foldNahuatl(a.name), foldNahuatl(b.name)];
  return left < right ? -1 : left > right ? 1 : a.id - b.id;
};

/** Changes a cached list (when there is one; the whole list unless `key` says) to match a write the server has confirmed. */
function editCachedList(
  queryClient: QueryClient,
  edit: (vocabularies: Vocabulary[]) => Vocabulary[],
  key: readonly unknown[] = listKey,
): void {
  queryClient.setQueryData<Page<Vocabulary>>(key, (page) => {
    if (!page) return page;
    const results = edit(page.results);
    return { ...page, count: page.count + results.length - page.results.length, results };
  });
}

const without = (id: number) => (list: Vocabulary[]) => list.filter((other) => other.id !== id);

const withVocabulary = (vocabulary: Vocabulary) => (list: Vocabulary[]) =>
  [...without(vocabulary.id)(list), vocabulary].sort(byName);

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
  vocabularies.useUpdate(id, {
    onSaved: (saved, queryClient) => {
      editCachedList(queryClient, withVocabulary(saved));
      // Starred, it joins "My favourites" at once; unstarred, it leaves.
      editCachedList(queryClient, saved.favorite ? withVocabulary(saved) : without(saved.id), favoritesKey);
    },
  });

/**
 * The owner deletes a vocabulary (mutate with its id). SPEC.md §4: it leaves the list (and
 * "My favourites") at once, before the server answers, and comes back if the server refuses.
 */
export const useDeleteVocabulary = () =>
  vocabularies.useDelete({
    hide: async (id, queryClient) => {
      const keys = [listKey, favoritesKey];
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const before = keys.map((key) => [key, queryClient.getQueryData<Page<Vocabulary>>(key)] as const);
      for (const key of keys) editCachedList(queryClient, without(id), key);
      return () => {
        for (const [key, page] of before) if (page) queryClient.setQueryData(key, page);
      };
    },
  });
