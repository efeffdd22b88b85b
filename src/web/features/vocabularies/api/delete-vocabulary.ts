import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../../contract/common';
import type { Vocabulary } from '../../../../contract/vocabularies';
import { requireApi } from '../../../api/api-client';
import { markVocabulariesStale, VOCABULARIES_URL, vocabularyKeys } from '../../../api/vocabulary-keys';
import { editCachedList, withoutVocabulary } from './list-cache';

export function deleteVocabulary(id: number): Promise<void> {
  return requireApi<void>({
    operation: `delete vocabulary id=${id}`,
    success: `deleted vocabulary id=${id}`,
    url: `${VOCABULARIES_URL}${id}/`,
    method: 'DELETE',
  });
}

/**
 * The owner deletes a vocabulary. SPEC.md §4: it leaves the list at once, before the
 * server answers, and comes back if the server refuses.
 */
export function useDeleteVocabulary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vocabulary: Vocabulary) => deleteVocabulary(vocabulary.id),
    onMutate: async (vocabulary) => {
      await queryClient.cancelQueries({ queryKey: vocabularyKeys.list() });
      const before = queryClient.getQueryData<Page<Vocabulary>>(vocabularyKeys.list());
      editCachedList(queryClient, withoutVocabulary(vocabulary.id));
      return { before };
    },
    onError: (_error, _vocabulary, context) => {
      if (context?.before) queryClient.setQueryData(vocabularyKeys.list(), context.before);
    },
    onSuccess: async (_nothing, vocabulary) => {
      await markVocabulariesStale(queryClient);
      queryClient.setQueryData<number>(vocabularyKeys.count(), (count) => (count === undefined ? count : count - 1));
      queryClient.removeQueries({ queryKey: vocabularyKeys.detail(vocabulary.id) });
      queryClient.removeQueries({ queryKey: vocabularyKeys.words(vocabulary.id) });
    },
  });
}
