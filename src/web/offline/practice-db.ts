import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ReviewAnswer } from '../../contract/review';

/**
 * This device's IndexedDB database for practising offline (decision 055): the review
 * answers waiting to be sent, and the saved copy of the learner's vocabularies and review
 * deck (TanStack Query's persisted cache). The dictionary keeps its own database.
 */
export const PRACTICE_DB = 'np-practice';

/** A review answer given offline, kept until the server has it (or refuses it for good). */
export interface QueuedAnswer {
  /** Its place in the queue: IndexedDB's increasing key, so answers go in the order given. */
  key?: number;
  /** The account that answered: an answer is only ever sent in its own session. */
  user: number;
  card: number;
  body: ReviewAnswer & { answer_id: string; answered_at: string };
}

interface PracticeSchema extends DBSchema {
  answers: { key: number; value: QueuedAnswer };
  /** Whole values by name: the persisted query cache (`query-cache`). */
  saved: { key: string; value: { text: string; savedAt: Date } };
}

export type PracticeDb = IDBPDatabase<PracticeSchema>;

/** Opens (and at first creates) the database; `name` lets a test have its own. */
export function openPracticeDb(name = PRACTICE_DB): Promise<PracticeDb> {
  return openDB<PracticeSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('answers', { keyPath: 'key', autoIncrement: true });
      db.createObjectStore('saved');
    },
  });
}

/** The size of a stored text in bytes, as UTF-8. */
export const byteSize = (text: string): number => new TextEncoder().encode(text).length;
