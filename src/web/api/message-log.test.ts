import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addMessage, clearMessages, getMessages, MESSAGE_LOG_LIMIT, useMessages } from './message-log';

describe('the message log', () => {
  it('keeps messages in the order they were added', () => {
    addMessage('fetched users');
    addMessage('log in failed: wrong password', 'error');
    expect(getMessages().map((m) => [m.kind, m.text])).toEqual([
      ['info', 'fetched users'],
      ['error', 'log in failed: wrong password'],
    ]);
  });

  it('empties on clear', () => {
    addMessage('fetched users');
    clearMessages();
    expect(getMessages()).toEqual([]);
  });

  it('keeps only the newest messages', () => {
    for (let n = 1; n <= MESSAGE_LOG_LIMIT + 5; n++) addMessage(`message ${n}`);
    const messages = getMessages();
    expect(messages).toHaveLength(MESSAGE_LOG_LIMIT);
    expect(messages[0]?.text).toBe('message 6');
    expect(messages.at(-1)?.text).toBe(`message ${MESSAGE_LOG_LIMIT + 5}`);
  });

  it('re-renders its readers on every change', () => {
    const { result } = renderHook(() => useMessages());
    expect(result.current).toEqual([]);
    act(() => addMessage('added user id=3'));
    expect(result.current.map((m) => m.text)).toEqual(['added user id=3']);
    act(() => clearMessages());
    expect(result.current).toEqual([]);
  });
});
