import { IsRestoringProvider, QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The module afresh (it remembers, once a page, that the first screen was drawn), with a frame that marks it. */
const firstScreen = async () => {
  vi.resetModules();
  const { firstScreenSettled, useFirstScreenDrawn } = await import('./first-screen');
  function Frame() {
    useFirstScreenDrawn();
    return null;
  }
  return { firstScreenSettled, Frame };
};

/** A read that answers when the test calls the function returned. */
function pendingRead(client: QueryClient, key: string) {
  let answer: (value: string) => void = () => undefined;
  void client.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  return (value: string) => answer(value);
}

describe('when the first screen is settled (decision 073)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the screen to be drawn, for its data and the data it asks for next, and for an idle moment', async () => {
    const { firstScreenSettled, Frame } = await firstScreen();
    const client = new QueryClient();
    let settled = false;
    void firstScreenSettled(client).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(settled).toBe(false);

    // The screen is drawn and has asked for its word.
    const answerWord = pendingRead(client, 'word');
    render(<Frame />);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(settled).toBe(false);

    // The word arrives; the screen draws it and asks for its sentences before the next idle moment.
    answerWord('cochi');
    await vi.advanceTimersByTimeAsync(0);
    expect(client.isFetching()).toBe(0);
    const answerSentences = pendingRead(client, 'sentences');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(settled).toBe(false);

    answerSentences('[]');
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(settled).toBe(true);
  });

  it('settles at the first idle moment after a screen that reads nothing is drawn', async () => {
    const { firstScreenSettled, Frame } = await firstScreen();
    render(<Frame />);
    let settled = false;
    void firstScreenSettled(new QueryClient()).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(settled).toBe(true);
  });

  it('does not count the screen drawn while the queries saved on the device are restored, when none fetches', async () => {
    const { firstScreenSettled, Frame } = await firstScreen();
    const shown = render(
      <IsRestoringProvider value={true}>
        <Frame />
      </IsRestoringProvider>,
    );
    let settled = false;
    void firstScreenSettled(new QueryClient()).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(settled).toBe(false);
    shown.rerender(
      <IsRestoringProvider value={false}>
        <Frame />
      </IsRestoringProvider>,
    );
    await vi.advanceTimersByTimeAsync(20_000);
    expect(settled).toBe(true);
  });
});
