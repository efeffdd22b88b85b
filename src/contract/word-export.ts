import { z } from 'zod';
import { EXPORT_VERSION } from './api/word-export';
import { Tenses, Word } from './words';

/**
 * The dictionary for use without a connection (issue 32, decision 054): every word as the
 * list and detail calls present it (annotations included, no `match`), with the stored forms
 * of an irregular verb, so a device can search and show it as the server does. A verb's tense
 * table is left out: the device makes it with the same language core (decision 073).
 */
export const ExportWord = Word.omit({ match: true, tenses: true }).extend({
  /** An irregular verb's own forms, replacing generated cells (what the engine needs to find its forms). */
  overrides: Tenses.partial().nullable(),
});
export type ExportWord = z.infer<typeof ExportWord>;

/** GET …/nahuatl/export/: the words (all, or those changed since `since`) and the ids removed since. */
export const WordExport = z.object({
  version: z.string().regex(EXPORT_VERSION),
  /** True when `words` is the whole dictionary (no `since`, or one this database cannot answer from). */
  full: z.boolean(),
  words: z.array(ExportWord),
  removed: z.array(z.number().int()),
});
export type WordExport = z.infer<typeof WordExport>;

/** GET …/nahuatl/export/version/: the current version, and what the whole export weighs, before fetching it. */
export const WordExportVersion = z.object({
  version: z.string().regex(EXPORT_VERSION),
  words: z.number().int(),
  /** The whole export's size in bytes, brotli-compressed as it is sent. */
  bytes: z.number().int(),
});
export type WordExportVersion = z.infer<typeof WordExportVersion>;
