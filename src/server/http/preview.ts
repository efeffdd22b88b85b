import { z } from 'zod';
import { errors } from './errors';
import { parseBoolean } from './filters';

/** The query parameter a list reads to answer with previews (a resource's `listPreview`). */
export const PREVIEW_PARAM = 'preview';

/** `?preview=` as the OpenAPI document shows it. */
export const PreviewQuery = z.object({
  [PREVIEW_PARAM]: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: each item without its long fields (what a card shows); false or absent: whole items'),
});

/** Whether the request asks for previews; a value that is not a boolean is a 400 naming `preview`. */
export function wantsPreview(query: Record<string, unknown>): boolean {
  const raw = query[PREVIEW_PARAM];
  if (raw === undefined) return false;
  if (typeof raw !== 'string') throw errors.invalid({ [PREVIEW_PARAM]: ['Give this parameter once.'] });
  return parseBoolean(PREVIEW_PARAM, raw);
}

/**
 * Presented items cut to a preview's fields (`schema`'s keys), when the request asks for
 * previews and the resource declares them; whole items otherwise.
 */
export function previewIf<T>(query: Record<string, unknown>, schema: z.ZodObject | undefined, items: T[]): T[] {
  if (schema === undefined || !wantsPreview(query)) return items;
  const fields = Object.keys(schema.shape);
  return items.map((item) => Object.fromEntries(fields.filter((field) => Object.hasOwn(item as object, field)).map((field) => [field, item[field as keyof T]])) as T);
}
