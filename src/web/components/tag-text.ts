import { foldNahuatl } from '../../nahuatl';
import { ApiError } from '../api/api-client';

/*
 * Tags as an edit form has them: one text box, comma-separated (a vocabulary's, an entry's).
 */

/** The tags typed in an edit form: comma-separated, trimmed, blanks and repeats (ignoring case and macrons) dropped. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of text.split(',').map((part) => part.trim())) {
    const key = foldNahuatl(tag);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** Tags as the edit form shows them. */
export const formatTags = (tags: readonly string[]) => tags.join(', ');

/** The server names a bad tag by its place in the list (`tags.2`); the form has one Tags field for them all. */
export function withTagsTogether(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const field = name.startsWith('tags.') ? 'tags' : name;
    fields[field] = [...new Set([...(fields[field] ?? []), ...messages])];
  }
  return new ApiError(error.message, error.status, error.detail, fields);
}
