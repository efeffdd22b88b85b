import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LoginRequest, UserPatch } from './users';
import { AnnotationCreate, WordCreate } from './words';

/** The message of the first problem `schema` finds in `value`. */
function messageFor(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('a value over its length limit is told so, not that it is missing or of the wrong type', () => {
  it.each([
    ['a word', WordCreate, { word: 'a'.repeat(201), type: 'noun' }, 'Ensure this field has no more than 200 characters.'],
    ['a definition', WordCreate, { word: 'cochi', type: 'verb', definition_english: ['a'.repeat(1001)] }, 'Ensure each definition has no more than 1000 characters.'],
    ['an annotation', AnnotationCreate, { nahuatl: 1, definition: 'a'.repeat(2001) }, 'Ensure this field has no more than 2000 characters.'],
    ['a username at login', LoginRequest, { username: 'a'.repeat(151), password: 'x' }, 'Ensure this field has no more than 150 characters.'],
    ['a password at login', LoginRequest, { username: 'ana', password: 'a'.repeat(1025) }, 'Ensure this field has no more than 1024 characters.'],
    ['an email', UserPatch, { email: `${'a'.repeat(250)}@b.mx` }, 'Ensure this field has no more than 254 characters.'],
  ])('%s', (_what, schema, value, message) => {
    expect(messageFor(schema, value)).toBe(message);
  });
});
