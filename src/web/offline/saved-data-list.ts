import { answerQueue } from './answer-queue';
import { appSavedQueries } from './offline-practice';
import type { SavedData } from './saved-data';
import { savedDictionary } from './saved-dictionary';

/** What the saved-data panel lists, in this order: each offline store's {@link SavedData}. */
export const SAVED_DATA: readonly SavedData[] = [savedDictionary, appSavedQueries.savedData, answerQueue.savedData];
