import { z } from 'zod';
import { LOCALES } from './locales';

/** Django REST Framework's paging envelope around any list of `item`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/** A page of results, typed from its item schema. */
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** Default and largest `page_size` of every paged collection. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 200;

/** `page` and `page_size`, the query parameters every collection understands. */
export const PagingQuery = z.object({
  page: z.coerce.number({ error: 'A valid integer is required.' }).int('A valid integer is required.').min(1, 'Ensure this value is greater than or equal to 1.').optional(),
  page_size: z.coerce.number({ error: 'A valid integer is required.' }).int('A valid integer is required.').min(1, 'Ensure this value is greater than or equal to 1.').optional(),
});

/** A request-level error: `{"detail": "…"}`. */
export const ErrorDetail = z.object({ detail: z.string() });

/** A validation error: each field at fault with its messages. */
export const FieldErrors = z.record(z.string(), z.array(z.string()));

/** The largest id a record can have: ids are 32-bit integers in the database. */
export const MAX_ID = 2_147_483_647;

/** A required text of at most `max` characters, trimmed, with DRF's messages. */
export const RequiredText = (max: number) =>
  z
    .string({ error: 'This field is required.' })
    .trim()
    .min(1, 'This field may not be blank.')
    .max(max, `Ensure this field has no more than ${max} characters.`);

/** A true or false field of a request body. */
export const Flag = z.boolean({ error: 'Must be a valid boolean.' });

/** A record's id in a request body (a word, a sentence, a vocabulary …). */
export const RecordId = z
  .number({ error: 'A valid integer is required.' })
  .int('A valid integer is required.')
  .positive('A valid integer is required.')
  .max(MAX_ID, `Ensure this value is less than or equal to ${MAX_ID}.`);

const Tag = z.string({ error: 'Each tag must be text.' }).trim().min(1, 'A tag may not be blank.').max(50, 'A tag has at most 50 characters.');

/** The tags of a vocabulary or a blog entry: at most 20, each 1–50 characters. */
export const Tags = z.array(Tag, { error: 'Expected a list of tags.' }).max(20, 'At most 20 tags.');

/** How a file for import may write yes or no in a cell, once trimmed and lower-cased (dictionary and loanword files). */
export const YES_NO_SPELLINGS: Readonly<Record<string, boolean>> = {
  true: true,
  yes: true,
  '1': true,
  false: false,
  no: false,
  '0': false,
};

/** The machine-readable description of the API (OpenAPI), generated from the contract. */
export const SCHEMA_URL = '/api/schema/';

/** Where the API lives: every address under these is an API call, never a page. */
export const API_PREFIXES = ['/utoaztecan/api/', '/blog/api/', '/api/'] as const;

/**
 * The language a user's content is written in (a blog entry, a vocabulary, a pattern): one of
 * the interface languages, so that a reader can be shown the content in their language first.
 * Content written before it was recorded is English.
 */
export const ContentLanguage = z.enum(LOCALES, { error: `Must be one of ${LOCALES.join(', ')}.` });
export type ContentLanguage = z.infer<typeof ContentLanguage>;
