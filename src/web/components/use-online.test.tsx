import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConnection } from '../test/connection';
import { useOnline } from './use-online';

afterEach(() => vi.restoreAllMocks());

describe('useOnline', () => {
  it('follows the browser offline and back online', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    setConnection(false);
    expect(result.current).toBe(false);
    setConnection(true);
    expect(result.current).toBe(true);
  });

  it('starts offline when the page opens without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(renderHook(() => useOnline()).result.current).toBe(false);
  });
});
