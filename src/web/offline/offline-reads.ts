import { isUnreachable, requireApi, type ApiCall } from '../api/api-client';
import { currentEnvironment } from '../api/environment';

/** Where an answer read while offline came from: the dictionary saved on this device, or nothing saved. */
export type OfflineSource = 'saved' | 'not-saved';

/** An answer, marked when it was read without a connection. */
export type MaybeSaved<T> = T extends null ? null : T & { offline?: OfflineSource };

/**
 * A read answered from data saved on this device when there is no connection: the browser
 * says it is offline, or the server could not be reached (status 0); else the server's
 * answer, or `fallback` when it fails for another reason (decision 054). `source` says where
 * an answer given offline came from: the device, or nothing saved (`fallback`).
 */
export async function answerOrSaved<T>(
  call: ApiCall<T>,
  fallback: T,
  saved: () => Promise<T | undefined>,
): Promise<{ answer: T; source?: OfflineSource }> {
  const fromDevice = async (): Promise<{ answer: T; source: OfflineSource }> => {
    const answer = await saved().catch(() => undefined);
    return answer === undefined ? { answer: fallback, source: 'not-saved' } : { answer, source: 'saved' };
  };
  if (!currentEnvironment().online()) return fromDevice();
  try {
    return { answer: await requireApi(call) };
  } catch (error) {
    if (isUnreachable(error)) return fromDevice();
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { answer: fallback };
  }
}

/**
 * {@link answerOrSaved} for a record: what came from the device carries `offline: 'saved'`; a
 * `fallback` object given offline, `offline: 'not-saved'`; null stays null.
 */
export async function readOrSaved<T extends object | null>(
  call: ApiCall<T>,
  fallback: T,
  saved: () => Promise<T | undefined>,
): Promise<MaybeSaved<T>> {
  const { answer, source } = await answerOrSaved(call, fallback, saved);
  if (source === undefined || answer === null) return answer as MaybeSaved<T>;
  return { ...answer, offline: source } as MaybeSaved<T>;
}
