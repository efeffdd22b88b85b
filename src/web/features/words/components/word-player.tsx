import { useRef, useState } from 'react';
import type { Page } from '../../../../contract/common';
import { can } from '../../../../contract/policy';
import type { Recording } from '../../../../contract/recordings';
import { ApiError } from '../../../api/api-client';
import { useCurrentUser } from '../../../api/current-user';
import { recordings } from '../../../api/resources';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RecordingPlayer } from '../../../components/recordings/recording-player';
import { useT } from '../../../i18n/locale';
import { useWordRecordings } from '../api/word-recordings';
import styles from './word-detail.module.css';

/**
 * A taken-down recording leaves every list of recordings on screen at once, before the server
 * answers, and comes back if the server refuses.
 */
const useTakeDown = () =>
  recordings.useDelete({
    hide: async (id, queryClient) => {
      const lists = { queryKey: recordings.keys.of('list') };
      await queryClient.cancelQueries(lists);
      const before = queryClient.getQueriesData<Page<Recording>>(lists);
      queryClient.setQueriesData<Page<Recording>>(
        lists,
        (page) =>
          page && { ...page, count: page.count - 1, results: page.results.filter((recording) => recording.id !== id) },
      );
      return () => {
        for (const [key, page] of before) queryClient.setQueryData(key, page);
      };
    },
  });

/**
 * The play button beside a word's headword: the recordings of it the viewer may hear, an
 * approved one or (to whoever sent it, its speaker and staff) one waiting for review, which
 * the player marks so. Whoever sent a recording, and staff, may take it down, asked first.
 * Nothing shows while there are none.
 */
export function WordPlayer({ wordId, label }: { wordId: number; label: string }) {
  const t = useT();
  const { data: found } = useWordRecordings(wordId);
  const { data: user } = useCurrentUser();
  const takeDown = useTakeDown();
  const [asking, setAsking] = useState(false);
  // Kept after the question closes, so the dialog still names it while it fades.
  const [chosen, setChosen] = useState<Recording>();
  const [takenDown, setTakenDown] = useState(false);
  const done = useRef<HTMLParagraphElement>(null);
  const playable = (found?.results ?? []).filter((recording) => recording.status !== 'rejected');
  // The speaker's own account may take it down too; the list does not say whose account a speaker is, the server does.
  const removable = playable.filter((recording) =>
    can(user ?? null, 'delete', { owner: recording.owner, moderated: true }),
  );
  if (playable.length === 0 && !takenDown) return null;

  // One recording needs no name; several by the speaker the player names, numbered where a name comes more than once.
  const takeDownLabel = (recording: Recording) => {
    if (playable.length === 1) return t('moderation.takeDown.only');
    const same = playable.filter((other) => other.speaker_data.name === recording.speaker_data.name);
    const speaker = recording.speaker_data.name;
    return same.length === 1
      ? t('moderation.takeDown.button', { speaker })
      : t('moderation.takeDown.numbered', { speaker, number: same.indexOf(recording) + 1 });
  };
  return (
    <div className={styles.player}>
      {playable.length > 0 && <RecordingPlayer recordings={playable} label={label} />}
      {removable.length > 0 && (
        <div className={styles.annotationActions}>
          {removable.map((recording) => (
            <Button
              key={recording.id}
              variant="secondary"
              disabled={takeDown.isPending}
              onClick={() => {
                setChosen(recording);
                setAsking(true);
              }}
            >
              {takeDownLabel(recording)}
            </Button>
          ))}
        </div>
      )}
      {takeDown.error instanceof ApiError && (
        <p role="alert" className={styles.error}>
          {t('moderation.takeDown.failed', { message: takeDown.error.message })}
        </p>
      )}
      {takenDown && (
        <p ref={done} tabIndex={-1} role="status">
          {takeDown.isSuccess ? t('moderation.takeDown.done') : ''}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('moderation.takeDown.title')}
        confirmLabel={t('moderation.takeDown.confirm')}
        onConfirm={() => {
          if (!chosen) return;
          setTakenDown(true);
          takeDown.mutate(chosen.id);
        }}
        // The button that asked is gone with the recording: the cursor goes to what happened.
        afterConfirm={() => done.current?.focus()}
      >
        {t('moderation.takeDown.body', { label, speaker: chosen?.speaker_data.name ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
