import type { Speaker } from '../../../../contract/recordings';
import { recordings, speakers } from '../../../api/resources';

/*
 * A word's recordings and the speakers a learner records it with (issue 51). The list answers
 * what the viewer may hear: approved recordings of speakers who agreed to be heard, and a
 * signed-in user's own besides.
 */

/** How many recordings of one word its page asks for: the API's largest page. */
const WORD_RECORDINGS_PAGE_SIZE = 200;

const recordingsOf = (wordId: number) => ({ word: wordId, page_size: WORD_RECORDINGS_PAGE_SIZE });
const speakersOf = (userId: number) => ({ owner: userId, page_size: WORD_RECORDINGS_PAGE_SIZE });

/** The recordings of a word the viewer may hear or follow. */
export function useWordRecordings(wordId: number) {
  return recordings.useList({ params: recordingsOf(wordId) });
}

/** The speakers a user added, to choose whose voice a new recording is. */
export function useOwnSpeakers(userId: number | undefined) {
  return speakers.useList({ params: speakersOf(userId ?? 0), enabled: userId !== undefined });
}

/** A user adds a speaker; their list of speakers shows it at once. */
export function useAddSpeaker(userId: number) {
  return speakers.useCreate({
    onCreated: (_created, queryClient) =>
      queryClient.invalidateQueries({ queryKey: speakers.keys.list(speakersOf(userId)) }),
  });
}

/** What is sent with a recording of a word: the take (recorded or chosen) and whose voice it is. */
export interface WordTake {
  speaker: Speaker['id'];
  file: Blob;
}

/**
 * A user sends a recording of the word (multipart, through the one API client); the word's
 * list is asked again so the new recording shows as the server has it, waiting for review.
 */
export function useSendRecording(wordId: number) {
  const send = recordings.useCreate({
    onCreated: (_created, queryClient) =>
      queryClient.invalidateQueries({ queryKey: recordings.keys.list(recordingsOf(wordId)) }),
  });
  const mutate = (take: WordTake, options?: Parameters<typeof send.mutate>[1]) => {
    const form = new FormData();
    form.append('speaker', String(take.speaker));
    form.append('word', String(wordId));
    form.append('file', take.file, take.file instanceof File ? take.file.name : 'recording');
    send.mutate(form, options);
  };
  return { ...send, mutate };
}
