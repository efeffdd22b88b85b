import { createContext, useContext } from 'react';
import type { AnswerQueue } from './answer-queue';

/**
 * Where the account's review answers wait while offline (decision 055). The app gives it to
 * AppProviders; most tests render without it, and so touch no IndexedDB.
 */
export const AnswerQueueContext = createContext<AnswerQueue | null>(null);

/** The app's answer queue, or null where there is none (most tests). */
export const useAnswerQueue = (): AnswerQueue | null => useContext(AnswerQueueContext);
