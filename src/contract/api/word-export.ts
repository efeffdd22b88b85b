import { wordsApi } from './words';

/* The dictionary's export as both sides need it at run time, without its schemas (`contract/word-export.ts`; decision 073). */

/**
 * A dictionary version as the export names it: the database's epoch and its change counter
 * (`<epoch>.<n>`), the same token the dictionary's ETags carry.
 */
export const EXPORT_VERSION = /^([0-9a-f]{1,32})\.(\d{1,15})$/;

/** GET …/nahuatl/export/ (`?since=`) and …/export/version/. */
export const wordExportApi = {
  url: `${wordsApi.url}export/`,
  version: `${wordsApi.url}export/version/`,
} as const;
