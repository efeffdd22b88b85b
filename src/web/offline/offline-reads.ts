import { ApiError, requireApi, type ApiCall } from '../api/api-client';

/** Where an answer read while offline came from: the dictionary saved on this device, or nothing saved. */
export type OfflineSource = 'saved' | 'not-saved';

/** An answer, marked when it was read without a connection. */
export type MaybeSaved<T> = T extends null ? null : T & { offline?: OfflineSource };

/**
 * A read answered from data saved on this device when there is no connection: the browser
 * says it is offline, or the server could not be reached (status 0); else the server's
 * answer, or `fallback` when it fails for another reason (decision 054). What came from
 * the device carries `offline: 'saved'`; a `fallback` object given offline, `offline: 'not-saved'`.
 */
export async function readOrSaved<T extends object | null>(
  call: ApiCall<T>,
  fallback: T,
  saved: () => Promise<T | undefined>,
): Promise<MaybeSaved<T>> {
  const fromDevice = async (): Promise<MaybeSaved<T>> => {
    const answer = await saved().catch(() => undefined);
    const marked = answer ? { ...answer, offline: 'saved' } : fallback === null ? null : { ...fallback, offline: 'not-saved' };
    return marked as MaybeSaved<T>;
  };
  if (!navigator.onLine) return fromDevice();
  try {
    return (await requireApi(call)) as unknown as MaybeSaved<T>;
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return fromDevice();
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return fallback as unknown as MaybeSaved<T>;
  }
}
