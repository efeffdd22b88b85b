import { answerQueue } from './answer-queue';
import { appSavedQueries } from './offline-practice';
import type { SavedData } from './saved-data';

/** What the saved-data panel lists, in this order: each offline store's {@link SavedData}. */
export const SAVED_DATA: readonly SavedData[] = [appSavedQueries.savedData, answerQueue.savedData];
