import { z } from 'zod';
import { errors } from './errors';
import { parseBoolean } from './filters';

/**
 * The query parameter lists once read to answer with previews. Lists now always answer with
 * their summaries (decision 079); it is still accepted, so that a client from before (an
 * installed app not yet updated) is not refused.
 */
export const PREVIEW_PARAM = 'preview';

/** `?preview=` as the OpenAPI document shows it. */
export const PreviewQuery = z.object({
  [PREVIEW_PARAM]: z
    .enum(['true', 'false'])
    .optional()
    .describe('Deprecated and without effect: every list answers with summaries (decision 079). Accepted for older clients.'),
});

/** Checks `?preview=` where a list accepts it: a value that is not one boolean is a 400 naming `preview`. */
export function checkPreviewParam(query: Record<string, unknown>): void {
  const raw = query[PREVIEW_PARAM];
  if (raw === undefined) return;
  if (typeof raw !== 'string') throw errors.invalid({ [PREVIEW_PARAM]: ['Give this parameter once.'] });
  parseBoolean(PREVIEW_PARAM, raw);
}

/**
 * Presented items as a list carries them (decision 079): cut to the summary's fields
 * (`schema`'s keys: what a card shows, without the long fields only the record's own page
 * needs), where the resource declares a summary; whole items otherwise.
 */
export function summariesOf<T>(schema: z.ZodObject | undefined, items: T[]): T[] {
  if (schema === undefined) return items;
  const fields = Object.keys(schema.shape);
  return items.map((item) => Object.fromEntries(fields.filter((field) => Object.hasOwn(item as object, field)).map((field) => [field, item[field as keyof T]])) as T);
}
