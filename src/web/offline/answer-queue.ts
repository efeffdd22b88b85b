import { byteSize, openPracticeDb, type PracticeDb, type QueuedAnswer } from './practice-db';
import type { SavedData } from './saved-data';

export type { QueuedAnswer } from './practice-db';

/**
 * Sends one queued answer to the server; throws when it did not take it, with the answer's HTTP
 * `status` (0: no connection) as the API client's `ApiError` has it. The queue reads only that
 * status, so that the service worker, which has no API client, sends the queue the same way.
 */
export type SendAnswer = (answer: QueuedAnswer) => Promise<unknown>;

/** What one pass over the queue did. */
export interface FlushResult {
  /** Taken by the server (a 2xx: recorded now, or recorded before under the same answer_id). */
  sent: number;
  /** Refused for good and removed (see {@link keepsAfter}). */
  dropped: number;
  /** Still waiting, for the next time the connection returns. */
  left: number;
  /** The server no longer knows the session (401, 403): the rest wait for the learner to sign in again. */
  sessionEnded: boolean;
}

/** The last answers the queue sent: how many, and when. */
export interface SentNews {
  count: number;
  at: Date;
}

/** The HTTP status a failed send carries (0: no connection), or null when it carries none. */
function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

/** Whether a send was refused because the session ended (signed out elsewhere, or expired). */
const sessionEnded = (error: unknown): boolean => statusOf(error) === 401 || statusOf(error) === 403;

/**
 * Whether a queued answer stays after its send failed. The server records an answer once per
 * `answer_id` and answers a repeat with the answer it already has (200), so "already counted"
 * arrives as a success and the answer leaves the queue as sent. What stays: no connection
 * (status 0), a session that ended (401, 403: sent after signing in again), the server busy
 * or failing (408, 429, 5xx). What goes: every other 4xx says the answer itself is invalid,
 * e.g. 400 when the card was answered later than this on another device, 404 when the card
 * was removed; sending it again would be refused again.
 */
export function keepsAfter(error: unknown): boolean {
  const status = statusOf(error);
  if (status === null) return true;
  return status === 0 || status === 401 || status === 403 || status === 408 || status === 429 || status >= 500;
}

/**
 * The review answers given offline (decision 055), kept in IndexedDB until the server has
 * them, and sent in the order they were given. Several instances over the same database
 * (a reload, another tab) share the queue; a repeat send is harmless thanks to `answer_id`.
 */
export class AnswerQueue {
  #db: Promise<PracticeDb> | null = null;
  /** One pass at a time: the `online` event and the start may both ask for one. */
  #flushing: Promise<unknown> = Promise.resolve();
  #sent: SentNews | null = null;
  readonly #listeners = new Set<() => void>();

  constructor(private readonly dbName?: string) {}

  #open(): Promise<PracticeDb> {
    this.#db ??= openPracticeDb(this.dbName);
    return this.#db;
  }

  /** Keeps an answer to send later. */
  async add(answer: Omit<QueuedAnswer, 'key'>): Promise<void> {
    await (await this.#open()).add('answers', answer as QueuedAnswer);
  }

  /** The answers `user` gave that wait to be sent, oldest first (none when the database cannot be opened). */
  async pending(user: number): Promise<QueuedAnswer[]> {
    try {
      return (await (await this.#open()).getAll('answers')).filter((answer) => answer.user === user);
    } catch {
      return [];
    }
  }

  /** Sends `user`'s waiting answers in order, stopping at the first that must wait again (the rest keep their turn). */
  flush(user: number, send: SendAnswer): Promise<FlushResult> {
    const pass = this.#flushing.then(() => this.#sendAll(user, send));
    this.#flushing = pass.catch(() => undefined);
    return pass;
  }

  async #sendAll(user: number, send: SendAnswer): Promise<FlushResult> {
    const waiting = await this.pending(user);
    const db = await this.#open();
    const result: FlushResult = { sent: 0, dropped: 0, left: waiting.length, sessionEnded: false };
    for (const answer of waiting) {
      try {
        await send(answer);
        result.sent += 1;
      } catch (error) {
        if (keepsAfter(error)) {
          result.sessionEnded = sessionEnded(error);
          break;
        }
        result.dropped += 1;
      }
      await db.delete('answers', answer.key!);
      result.left -= 1;
    }
    if (result.sent > 0) this.#tell({ count: result.sent, at: new Date() });
    return result;
  }

  #tell(news: SentNews): void {
    this.#sent = news;
    for (const listener of this.#listeners) listener();
  }

  /** The last answers this page sent from the queue (null: none yet), for the learner to see. */
  readonly lastSent = (): SentNews | null => this.#sent;

  /** Calls `listener` each time answers leave the queue for the server; returns the unsubscribe. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** How many answers wait on this device, every account's (0 when the database cannot be opened). */
  async waitingCount(): Promise<number> {
    try {
      return await (await this.#open()).count('answers');
    } catch {
      return 0;
    }
  }

  /** The queue as the saved-data panel lists it: every account's waiting answers on this device. */
  readonly savedData: SavedData = {
    labelId: 'offline.saved.reviewQueue',
    describe: async () => {
      const waiting = await (await this.#open()).getAll('answers');
      if (waiting.length === 0) return null;
      const latest = Math.max(...waiting.map((answer) => Date.parse(answer.body.answered_at)));
      return { bytes: byteSize(JSON.stringify(waiting)), savedAt: new Date(latest) };
    },
    remove: async () => (await this.#open()).clear('answers'),
  };
}

/** The app's queue (the tests make their own). */
export const answerQueue = new AnswerQueue();
