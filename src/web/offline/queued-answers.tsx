import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../api/current-user';
import { reviewKeys } from '../api/review-keys';
import { useT } from '../i18n/locale';
import { useAnswerQueue } from './offline-stores';
import textStyles from '../components/text.module.css';

/** How many of the signed-in learner's answers wait on this device; asked again after every answer. */
function useQueuedAnswerCount(): number {
  const queue = useAnswerQueue();
  const userId = useCurrentUser().data?.id;
  const queued = useQuery({
    queryKey: [...reviewKeys.all, 'queued', userId],
    queryFn: async () => (await queue!.pending(userId!)).length,
    enabled: queue !== null && userId !== undefined,
    networkMode: 'always',
    staleTime: 0,
  });
  return queued.data ?? 0;
}

/** On the review screen: the answers kept on this device, so the learner knows they are not lost. */
export function QueuedAnswers() {
  const t = useT();
  const count = useQueuedAnswerCount();
  if (count === 0) return null;
  return <p className={textStyles.muted}>{t('offline.queue.waiting', { count })}</p>;
}
