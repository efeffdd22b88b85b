import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Vocabulary, VocabularyCreate } from '../../../../contract/vocabularies';
import { requireApi } from '../../../api/api-client';
import { markVocabulariesStale, VOCABULARIES_URL, vocabularyKeys } from '../../../api/vocabulary-keys';
import { editCachedList, withVocabulary } from './list-cache';

/** Creates a vocabulary from its name alone; SPEC.md §5: it is sent with an empty list of tags. */
export function addVocabulary(name: string): Promise<Vocabulary> {
  const body: VocabularyCreate = { name, tags: [] };
  return requireApi<Vocabulary>({
    operation: 'add vocabulary',
    success: (created) => `added vocabulary id=${created.id}`,
    url: VOCABULARIES_URL,
    method: 'POST',
    body,
  });
}

/** Adds a vocabulary; it appears in the list at once, and the count follows. */
export function useAddVocabulary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVocabulary,
    onSuccess: async (created) => {
      await markVocabulariesStale(queryClient);
      editCachedList(queryClient, withVocabulary(created));
      queryClient.setQueryData<number>(vocabularyKeys.count(), (count) => (count === undefined ? count : count + 1));
      queryClient.setQueryData(vocabularyKeys.detail(created.id), created);
      queryClient.setQueryData(vocabularyKeys.words(created.id), []);
    },
  });
}
