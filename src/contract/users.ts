import { z } from 'zod';
import { ALPHABETS } from './accounts';
import { LOCALES } from './locales';
import { usernameLookAlikeProblem } from './usernames';

/**
 * Usernames as Django accepts them: letters, digits and @ . + - _, at most 150
 * characters, stored in Unicode NFKC so that look-alikes (`ａｄｍｉｎ`, `𝐚𝐝𝐦𝐢𝐧`) are the
 * plain letters they imitate; with no invisible characters and in one script (`аdmin`,
 * with a Cyrillic а, is refused: decision 037).
 */
export const Username = z
  .string({ error: 'This field is required.' })
  .trim()
  .normalize('NFKC')
  .min(1, 'This field may not be blank.')
  .max(150, 'Ensure this field has no more than 150 characters.')
  .regex(/^[\p{L}\p{N}@.+\-_]+$/u, 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.')
  .superRefine((name, context) => {
    const problem = usernameLookAlikeProblem(name);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  });

const FirstName = z.string({ error: 'Not a valid string.' }).trim().max(150, 'Ensure this field has no more than 150 characters.');
const Email = z.union([z.literal(''), z.email({ error: 'Enter a valid email address.' }).max(254, 'Ensure this field has no more than 254 characters.')], {
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

/** An interface language a user may store, or null to follow the browser again. */
const Language = z
  .enum(LOCALES, { error: `Must be one of ${LOCALES.join(', ')}, or null.` })
  .nullable()
  .describe('The interface language the user chose (decision 040); null when never chosen, and the browser decides');

/** An alphabet a user may store, or null to show the dictionary's. */
const AlphabetChoice = z
  .enum(ALPHABETS, { error: `Must be one of ${ALPHABETS.join(', ')}, or null.` })
  .nullable()
  .describe('The alphabet the user reads Nahuatl in (decision 052); null when never chosen: the dictionary\'s');

/**
 * The signed-in user as the users, sign-up and log-in calls answer: a user and their stored
 * interface language, which the API answers them in when their browser has no `lang` cookie,
 * and the alphabet they read Nahuatl in.
 */
export const CurrentUser = User.extend({ language: Language, alphabet: AlphabetChoice });
export type CurrentUser = z.infer<typeof CurrentUser>;

/** PATCH /utoaztecan/api/users/{id}/: any of username, first_name, email, language, alphabet. */
export const UserPatch = z
  .object({
    username: Username,
    first_name: FirstName,
    email: z.string().trim().pipe(Email),
    language: Language,
    alphabet: AlphabetChoice,
  })
  .partial();
export type UserPatch = z.infer<typeof UserPatch>;

export { PASSWORD_MIN_LENGTH, passwordProblems } from './passwords';

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
  username: z.string({ error: 'This field is required.' }).trim().min(1, 'This field may not be blank.').max(150, 'Ensure this field has no more than 150 characters.'),
  password: z.string({ error: 'This field is required.' }).min(1, 'This field may not be blank.').max(1024, 'Ensure this field has no more than 1024 characters.'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;
