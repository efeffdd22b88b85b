import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECHECK_MS, reportReach, serverReached, subscribeToConnection } from './connection';
import { browserEnvironment } from './environment';

describe('the connection, when the phone says it is online but requests fail (issue 48)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    reportReach(true);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('goes offline when a request cannot reach the server, and says so to who listens', () => {
    const changed = vi.fn();
    const stop = subscribeToConnection(changed);
    reportReach(false);
    expect(serverReached()).toBe(false);
    expect(browserEnvironment.online()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
  });

  it('asks again every few seconds, quietly, and is back once the server answers', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 403 }));
    reportReach(false);
    await vi.advanceTimersByTimeAsync(RECHECK_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(serverReached()).toBe(false);
    await vi.advanceTimersByTimeAsync(RECHECK_MS);
    // Any answer, a refusal too, means the server is there.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(serverReached()).toBe(true);
    expect(browserEnvironment.online()).toBe(true);
  });

  it('is back when the browser says so, and asks no more', async () => {
    const changed = vi.fn();
    const stop = subscribeToConnection(changed);
    reportReach(false);
    window.dispatchEvent(new Event('online'));
    expect(serverReached()).toBe(true);
    await vi.advanceTimersByTimeAsync(RECHECK_MS * 3);
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
  });
});
