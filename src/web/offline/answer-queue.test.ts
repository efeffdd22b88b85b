import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-client';
import { AnswerQueue, type QueuedAnswer, type SendAnswer } from './answer-queue';

let dbName = '';
let serial = 0;
beforeEach(() => {
  serial += 1;
  dbName = `answer-queue-test-${serial}`;
});

const answer = (card: number, id: string, user = 1): Omit<QueuedAnswer, 'key'> => ({
  user,
  card,
  body: { rating: 'good', answer: '', elapsed_ms: 900, answer_id: id, answered_at: `2026-03-12T16:0${card}:00.000Z` },
});

/** A server that logs each answer_id once, as the API does, and may be unreachable or refuse. */
function fakeServer() {
  const log: string[] = [];
  const server = {
    log,
    reachable: true,
    refuse: new Map<string, number>(),
    send: (async (queued) => {
      if (!server.reachable) throw new ApiError('The server could not be reached.', 0);
      const refused = server.refuse.get(queued.body.answer_id);
      if (refused) throw new ApiError('Refused.', refused);
      if (!log.includes(queued.body.answer_id)) log.push(queued.body.answer_id);
    }) as SendAnswer,
  };
  return server;
}

describe('the offline answer queue', () => {
  it('keeps the answers while the server cannot be reached, and sends them when it can', async () => {
    const queue = new AnswerQueue(dbName);
    const server = fakeServer();
    server.reachable = false;
    await queue.add(answer(1, 'answer-one'));
    await queue.add(answer(2, 'answer-two'));
    expect(await queue.flush(1, server.send)).toEqual({ sent: 0, dropped: 0, left: 2, sessionEnded: false });
    expect(await queue.pending(1)).toHaveLength(2);

    server.reachable = true;
    expect(await queue.flush(1, server.send)).toEqual({ sent: 2, dropped: 0, left: 0, sessionEnded: false });
    expect(server.log).toEqual(['answer-one', 'answer-two']);
    expect(await queue.pending(1)).toEqual([]);
  });

  it('sends in the order given, and stops at the first that must wait so none overtakes it', async () => {
    const queue = new AnswerQueue(dbName);
    const server = fakeServer();
    for (const [card, id] of [
      [3, 'answer-c'],
      [1, 'answer-a'],
      [2, 'answer-b'],
    ] as const)
      await queue.add(answer(card, id));
    server.refuse.set('answer-a', 503);
    expect(await queue.flush(1, server.send)).toEqual({ sent: 1, dropped: 0, left: 2, sessionEnded: false });
    server.refuse.clear();
    await queue.flush(1, server.send);
    expect(server.log).toEqual(['answer-c', 'answer-a', 'answer-b']);
  });

  it('counts an answer once when it is sent twice (two tabs, or a send whose reply was lost)', async () => {
    const server = fakeServer();
    const [tab, otherTab] = [new AnswerQueue(dbName), new AnswerQueue(dbName)];
    await tab.add(answer(1, 'answer-once'));
    await Promise.all([tab.flush(1, server.send), otherTab.flush(1, server.send)]);
    expect(server.log).toEqual(['answer-once']);
    expect(await tab.pending(1)).toEqual([]);
  });

  it('drops an answer the server refuses as invalid or whose card is gone, and keeps one refused for an ended session', async () => {
    const queue = new AnswerQueue(dbName);
    const server = fakeServer();
    await queue.add(answer(1, 'answer-late'));
    await queue.add(answer(2, 'answer-gone'));
    await queue.add(answer(3, 'answer-signed-out'));
    server.refuse.set('answer-late', 400).set('answer-gone', 404).set('answer-signed-out', 401);
    expect(await queue.flush(1, server.send)).toEqual({ sent: 0, dropped: 2, left: 1, sessionEnded: true });
    expect((await queue.pending(1)).map((queued) => queued.body.answer_id)).toEqual(['answer-signed-out']);
  });

  it('survives a reload, and sends each account’s answers only in its own session', async () => {
    await new AnswerQueue(dbName).add(answer(1, 'answer-ana', 1));
    await new AnswerQueue(dbName).add(answer(2, 'answer-ben', 2));
    const reloaded = new AnswerQueue(dbName);
    const server = fakeServer();
    expect(await reloaded.flush(2, server.send)).toEqual({ sent: 1, dropped: 0, left: 0, sessionEnded: false });
    expect(server.log).toEqual(['answer-ben']);
    expect((await reloaded.pending(1)).map((queued) => queued.body.answer_id)).toEqual(['answer-ana']);
  });

  it('says how many it sent and when, and how many wait for every account', async () => {
    const queue = new AnswerQueue(dbName);
    const server = fakeServer();
    const heard: number[] = [];
    queue.subscribe(() => heard.push(queue.lastSent()!.count));
    await queue.add(answer(1, 'answer-one', 1));
    await queue.add(answer(2, 'answer-two', 1));
    await queue.add(answer(3, 'answer-other', 2));
    expect(await queue.waitingCount()).toBe(3);
    expect(queue.lastSent()).toBeNull();

    const before = Date.now();
    await queue.flush(1, server.send);
    expect(heard).toEqual([2]);
    expect(queue.lastSent()!.at.getTime()).toBeGreaterThanOrEqual(before);
    expect(await queue.waitingCount()).toBe(1);

    server.reachable = false;
    await queue.flush(2, server.send);
    expect(heard).toEqual([2]);
  });

  it('tells the saved-data panel its size and latest answer, and can be emptied', async () => {
    const queue = new AnswerQueue(dbName);
    expect(await queue.savedData.describe()).toBeNull();
    await queue.add(answer(1, 'answer-one'));
    await queue.add(answer(2, 'answer-two'));
    const summary = await queue.savedData.describe();
    expect(summary?.bytes).toBeGreaterThan(100);
    expect(summary?.savedAt).toEqual(new Date('2026-03-12T16:02:00.000Z'));
    await queue.savedData.remove();
    expect(await queue.savedData.describe()).toBeNull();
  });
});
