import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../components/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useT } from '../i18n/locale';
import { useOnline } from '../components/use-online';
import type { MessageId } from '../i18n/messages';
import { deviceStorage, keepDeviceData } from './device-storage';
import type { SavedData, SavedDataSummary } from './saved-data';
import { SAVED_DATA } from './saved-data-list';
import cardStyles from '../components/card.module.css';
import screenStyles from '../components/screen.module.css';
import textStyles from '../components/text.module.css';
import styles from './saved-data-screen.module.css';

/** The panel's own query: asked each time the screen opens, never saved. */
const savedDataKey = ['saved-data'] as const;

/** Each store with what it keeps now (null: nothing). */
const describeAll = (stores: readonly SavedData[]) =>
  Promise.all(stores.map(async (store) => ({ store, summary: await store.describe() })));

/** A size in the learner's language and its unit: "512 bytes", "3.2 kB", "1.4 MB", "2.1 GB" (bytes in full: "512 byte" reads badly). */
function formatSize(intl: IntlShape, bytes: number): string {
  if (bytes < 1000) return intl.formatNumber(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
  const [value, unit] =
    bytes < 1_000_000
      ? [bytes / 1000, 'kilobyte']
      : bytes < 1_000_000_000
        ? [bytes / 1_000_000, 'megabyte']
        : [bytes / 1_000_000_000, 'gigabyte'];
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
}

interface SavedRowProps {
  name: string;
  summary: SavedDataSummary | null;
  onRemove: () => void;
  /** The download the learner may start when nothing is saved (the dictionary). */
  download?: SavedData['download'];
  onSaved: () => void;
}

/** "Download (3.2 MB)": what saving it costs, asked online; nothing offline or while it is asked. */
function DownloadButton({
  name,
  download,
  onSaved,
}: {
  name: string;
  download: NonNullable<SavedData['download']>;
  onSaved: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const online = useOnline();
  const size = useQuery({
    queryKey: [...savedDataKey, 'size', name],
    queryFn: download.size,
    enabled: online,
    gcTime: 0,
  });
  const save = useMutation({ mutationFn: download.save, onSuccess: onSaved });
  if (!online || size.data === undefined) return null;
  return (
    <>
      <Button disabled={save.isPending} onClick={() => save.mutate()}>
        {t('offline.panel.download', { size: formatSize(intl, size.data) })}
      </Button>
      {save.isError && <p role="alert">{t('offline.panel.downloadFailed')}</p>}
    </>
  );
}

/** One kind of saved data: its name, size and date, and Remove (asked first), or the download it offers. */
function SavedRow({ name, summary, onRemove, download, onSaved }: SavedRowProps) {
  const t = useT();
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  return (
    <li className={styles.row}>
      <div>
        <h2 className={styles.name}>{name}</h2>
        <p className={textStyles.muted}>
          {summary
            ? t('offline.panel.details', {
                size: formatSize(intl, summary.bytes),
                when: intl.formatDate(summary.savedAt, { dateStyle: 'medium', timeStyle: 'short' }),
              })
            : t('offline.panel.nothing')}
        </p>
      </div>
      {!summary && download && <DownloadButton name={name} download={download} onSaved={onSaved} />}
      {summary && (
        <>
          <Button
            variant="secondary"
            aria-label={t('offline.panel.removeLabel', { name })}
            onClick={() => setAsking(true)}
          >
            {t('offline.panel.remove')}
          </Button>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={t('offline.panel.confirmTitle', { name })}
            confirmLabel={t('offline.panel.remove')}
            onConfirm={onRemove}
          >
            {t('offline.panel.confirmBody')}
          </ConfirmDialog>
        </>
      )}
    </li>
  );
}

/** How much space the app takes on this device, whether the browser keeps it, and a way to ask it to (issue 48). */
function DeviceSpace() {
  const t = useT();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const space = useQuery({
    queryKey: [...savedDataKey, 'device'],
    queryFn: deviceStorage,
    networkMode: 'always',
    staleTime: 0,
    gcTime: 0,
  });
  const titleId = useId();
  const keep = useMutation({
    mutationFn: keepDeviceData,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...savedDataKey, 'device'] }),
  });
  if (!space.data) return null;
  const { persisted, usage, quota } = space.data;
  return (
    <section className={screenStyles.stack} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.name}>
        {t('offline.storage.title')}
      </h2>
      <p>{t('offline.storage.used', { used: formatSize(intl, usage), quota: formatSize(intl, quota) })}</p>
      <p>{t(persisted ? 'offline.storage.kept' : 'offline.storage.notKept')}</p>
      {!persisted && (
        <div>
          <Button variant="secondary" disabled={keep.isPending} onClick={() => keep.mutate()}>
            {t('offline.storage.keep')}
          </Button>
        </div>
      )}
      {keep.data === false && <p role="status">{t('offline.storage.refused')}</p>}
    </section>
  );
}

/** What works without a connection, and what needs one. */
function WithoutConnection() {
  const t = useT();
  const titleId = useId();
  return (
    <section className={screenStyles.stack} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.name}>
        {t('offline.works.title')}
      </h2>
      <p>{t('offline.works.kept')}</p>
      <p>{t('offline.works.needsConnection')}</p>
    </section>
  );
}

/**
 * /saved-data (issue 32, decision 055): what this device keeps for use without a connection,
 * its size and date, and a way to remove each; the space it takes, whether the browser keeps
 * it, and what works without a connection (issue 48). Works offline: it reads only this device.
 */
export function SavedDataScreen({ stores = SAVED_DATA }: { stores?: readonly SavedData[] }) {
  const t = useT();
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: savedDataKey,
    queryFn: () => describeAll(stores),
    networkMode: 'always',
    staleTime: 0,
    gcTime: 0,
  });
  const [removed, setRemoved] = useState<string | null>(null);

  async function remove(store: SavedData, name: string) {
    await store.remove();
    setRemoved(t('offline.panel.removed', { name }));
    await queryClient.invalidateQueries({ queryKey: savedDataKey });
  }

  return (
    <div className={screenStyles.stack}>
      <h1 className={screenStyles.title}>{t('offline.panel.title')}</h1>
      <p>{t('offline.panel.intro')}</p>
      {saved.isError ? (
        <p role="alert">{t('offline.panel.unavailable')}</p>
      ) : !saved.data ? (
        <p className={screenStyles.loading}>{t('offline.panel.loading')}</p>
      ) : (
        <ul className={`${cardStyles.card} ${styles.list}`}>
          {saved.data.map(({ store, summary }) => {
            const name = t(store.labelId as MessageId);
            return (
              <SavedRow
                key={store.labelId}
                name={name}
                summary={summary}
                onRemove={() => void remove(store, name)}
                download={store.download}
                onSaved={() => void queryClient.invalidateQueries({ queryKey: savedDataKey })}
              />
            );
          })}
        </ul>
      )}
      {removed && <p role="status">{removed}</p>}
      <DeviceSpace />
      <WithoutConnection />
    </div>
  );
}
