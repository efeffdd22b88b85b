import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Vocabulary, VocabularyPatch } from '../../../../contract/vocabularies';
import { requireApi } from '../../../api/api-client';
import { markVocabulariesStale, VOCABULARIES_URL, vocabularyKeys } from '../../../api/vocabulary-keys';
import { editCachedList, withVocabulary } from './list-cache';

export function updateVocabulary(id: number, changes: VocabularyPatch): Promise<Vocabulary> {
  return requireApi<Vocabulary>({
    operation: `update vocabulary id=${id}`,
    success: `updated vocabulary id=${id}`,
    url: `${VOCABULARIES_URL}${id}/`,
    method: 'PATCH',
    body: changes,
  });
}

/**
 * The owner changes their vocabulary (its fields, or whether it is a favourite); the
 * screen shows the server's copy (SPEC.md §4), suggestions rendered to HTML included.
 */
export function useUpdateVocabulary(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: VocabularyPatch) => updateVocabulary(id, changes),
    onSuccess: async (saved) => {
      await markVocabulariesStale(queryClient);
      queryClient.setQueryData(vocabularyKeys.detail(id), saved);
      editCachedList(queryClient, withVocabulary(saved));
    },
  });
}
