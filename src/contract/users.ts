import { z } from 'zod';

/** Usernames as Django accepts them: letters, digits and @ . + - _, at most 150 characters. */
export const Username = z
  .string({ error: 'This field is required.' })
  .trim()
  .min(1, 'This field may not be blank.')
  .max(150, 'Ensure this field has no more than 150 characters.')
  .regex(/^[\p{L}\p{N}@.+\-_]+$/u, 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.');

const FirstName = z.string({ error: 'Not a valid string.' }).trim().max(150, 'Ensure this field has no more than 150 characters.');
const Email = z.union([z.literal(''), z.email({ error: 'Enter a valid email address.' }).max(254)], {
  error: 'Enter a valid email address.',
});

/** A user as the API shows them (SPEC.md §3). */
export const User = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  email: z.string(),
  is_staff: z.boolean(),
});
export type User = z.infer<typeof User>;

/** PATCH /utoaztecan/api/users/{id}/: any of username, first_name, email. */
export const UserPatch = z
  .object({ username: Username, first_name: FirstName, email: z.string().trim().pipe(Email) })
  .partial();
export type UserPatch = z.infer<typeof UserPatch>;

/** The smallest password length accepted at sign-up. */
export const PASSWORD_MIN_LENGTH = 8;

/** POST /accounts/signup/. */
export const SignupRequest = z.object({
  username: Username,
  first_name: FirstName.optional().default(''),
  email: z.string().trim().pipe(Email).optional().default(''),
  password: z.string({ error: 'This field is required.' }).max(1024, 'Ensure this field has no more than 1024 characters.'),
});
export type SignupRequest = z.input<typeof SignupRequest>;

/** POST /accounts/login/. */
export const LoginRequest = z.object({
  username: z.string({ error: 'This field is required.' }).trim().min(1, 'This field may not be blank.').max(150),
  password: z.string({ error: 'This field is required.' }).min(1, 'This field may not be blank.').max(1024),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

// A short list of the passwords people pick first; Django ships a longer one in the same spirit.
const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password12', 'password123', '12345678', '123456789', '1234567890', 'qwertyuiop',
  'qwerty123', 'iloveyou', 'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'letmein1', 'abc12345',
  'admin123', 'trustno1', 'passw0rd', 'superman', 'starwars', 'whatever', 'nahuatl1', 'nahuatl123', '11111111',
  '00000000', 'asdfghjk', 'zxcvbnm1', 'qwertyui', 'aaaaaaaa', 'changeme', 'computer', 'internet',
]);

/**
 * Why a password is too weak, in words a user can act on; empty when it is acceptable.
 * The same rules run on the sign-up form and on the server.
 */
export function passwordProblems(password: string, username = ''): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push(`This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  if (COMMON_PASSWORDS.has(password.toLowerCase())) problems.push('This password is too common.');
  const name = username.trim().toLowerCase();
  if (name.length >= 3 && password.toLowerCase().includes(name)) {
    problems.push('The password is too similar to the username.');
  }
  return problems;
}
