import type { QueryClient } from '@tanstack/react-query';
import type { Page } from '../../../../contract/common';
import type { Locale } from '../../../../contract/locales';
import type { VocabularySummary } from '../../../../contract/vocabularies';
import { foldNahuatl } from '../../../../nahuatl';
import { vocabularies, vocabularyWords } from '../../../api/resources';

/*
 * What vocabularies do beyond the shared resource client: the list screen holds one page of
 * every vocabulary, and each write puts its change into that page rather than asking again.
 */

/** SPEC.md §9: the vocabulary list asks for 100 at a time. */
const VOCABULARY_PAGE_SIZE = 100;

/** A language filter of the list (decision 076): one language, or none for every language. */
type LanguageParams = { language?: Locale };

/** The first 100 vocabularies the user can see in `language`, by name (an empty page when the call fails). */
export const useVocabularyList = (language: LanguageParams) =>
  vocabularies.useList({ params: { ...language, page_size: VOCABULARY_PAGE_SIZE } });

/** The signed-in user's favourites (`favorite=true`, SPEC.md §7) in `language`, by name; asked only when `enabled`. */
export const useFavoriteList = (language: LanguageParams, enabled: boolean) =>
  vocabularies.useList({ params: { ...language, favorite: true, page_size: VOCABULARY_PAGE_SIZE }, enabled });

/** The server lists vocabularies by folded name, then id; a vocabulary put in by hand goes where it would. */
const byName = (a: VocabularySummary, b: VocabularySummary) => {
  const [left, right] = [foldNahuatl(a.name), foldNahuatl(b.name)];
  return left < right ? -1 : left > right ? 1 : a.id - b.id;
};

/** The params of a cached list of this screen: every vocabulary or the favourites, in one language or all. */
type ListedParams = LanguageParams & { favorite?: boolean; page_size?: number };

/**
 * Changes the cached lists of the screen (every vocabulary, or `favorites`, in each language
 * cached) to match a write the server has confirmed. `edit` is given the list's language.
 */
function editCachedLists(
  queryClient: QueryClient,
  favorites: boolean,
  edit: (vocabularies: VocabularySummary[], language: Locale | undefined) => VocabularySummary[],
): void {
  for (const [key] of queryClient.getQueriesData<Page<VocabularySummary>>({ queryKey: vocabularies.keys.of('list') })) {
    const params = key[2] as ListedParams | undefined;
    if (params?.page_size !== VOCABULARY_PAGE_SIZE || (params.favorite === true) !== favorites) continue;
    queryClient.setQueryData<Page<VocabularySummary>>(key, (page) => {
      if (!page) return page;
      const results = edit(page.results, params.language);
      return { ...page, count: page.count + results.length - page.results.length, results };
    });
  }
}

const without = (id: number) => (list: VocabularySummary[]) => list.filter((other) => other.id !== id);

/** The list with `vocabulary` in its place, when it is in the list's language. */
const withVocabulary = (vocabulary: VocabularySummary) => (list: VocabularySummary[], language: Locale | undefined) =>
  language === undefined || vocabulary.language === language
    ? [...without(vocabulary.id)(list), vocabulary].sort(byName)
    : without(vocabulary.id)(list);

/** Adds a vocabulary (SPEC.md §5: sent with an empty list of tags, in the reader's language); it appears in the list at once. */
export const useAddVocabulary = () =>
  vocabularies.useCreate({
    onCreated: (created, queryClient) => {
      editCachedLists(queryClient, false, withVocabulary(created));
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
      editCachedLists(queryClient, false, withVocabulary(saved));
      // Starred, it joins "My favourites" at once; unstarred, it leaves.
      editCachedLists(queryClient, true, saved.favorite ? withVocabulary(saved) : without(saved.id));
    },
  });

/**
 * The owner deletes a vocabulary (mutate with its id). SPEC.md §4: it leaves the list (and
 * "My favourites") at once, before the server answers, and comes back if the server refuses.
 */
export const useDeleteVocabulary = () =>
  vocabularies.useDelete({
    hide: async (id, queryClient) => {
      const lists = { queryKey: vocabularies.keys.of('list') };
      await queryClient.cancelQueries(lists);
      const before = queryClient.getQueriesData<Page<VocabularySummary>>(lists);
      for (const favorites of [false, true]) editCachedLists(queryClient, favorites, without(id));
      return () => {
        for (const [key, page] of before) if (page) queryClient.setQueryData(key, page);
      };
    },
  });
