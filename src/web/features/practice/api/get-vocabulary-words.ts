import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../../contract/common';
import type { VocabularyWord } from '../../../../contract/vocabularies';
import type { Word } from '../../../../contract/words';
import { requireApi } from '../../../api/api-client';
import { practiceKeys, VOCABULARY_WORDS_URL } from './keys';

/** SPEC.md §9: a vocabulary's words are read 200 at a time; the games need no more. */
const PAGE_SIZE = 200;

/**
 * The words of a vocabulary, in the order they were added. Fails with an error rather
 * than an empty list: a game must not tell a learner their vocabulary has no verbs when
 * the server was only unreachable.
 */
export async function getVocabularyWords(vocabularyId: number, signal?: AbortSignal): Promise<Word[]> {
  const page = await requireApi<Page<VocabularyWord>>({
    operation: 'fetch vocabulary words',
    success: (found) => `fetched ${found.results.length} vocabulary words`,
    url: `${VOCABULARY_WORDS_URL}?vocabulary=${vocabularyId}&page_size=${PAGE_SIZE}`,
    signal,
  });
  return page.results.map((link) => link.nahuatl_word_data);
}

export const vocabularyWordsQueryOptions = (vocabularyId: number) =>
  queryOptions({
    queryKey: practiceKeys.words(vocabularyId),
    queryFn: ({ signal }) => getVocabularyWords(vocabularyId, signal),
    enabled: vocabularyId > 0,
  });

export function useVocabularyWords(vocabularyId: number) {
  return useQuery(vocabularyWordsQueryOptions(vocabularyId));
}
