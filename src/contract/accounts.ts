// The accounts' addresses and the alphabet names, apart from the users' schemas: the shell
// reads them before any screen, and loads no zod for them (decision 073).

/**
 * The alphabets Nahuatl is shown in (decisions 052, 080): the dictionary's (c, qu, hu, tz) and
 * the SEP school spelling of the Huasteca (k, ku, u, j), stored as `modern`.
 */
export const ALPHABETS = ['dictionary', 'modern'] as const;
export type Alphabet = (typeof ALPHABETS)[number];

const USERS_URL = '/utoaztecan/api/users/';

/** The users API (SPEC.md §7): the signed-in user reads and changes only themselves. */
export const usersApi = {
  url: USERS_URL,
  tag: 'users',
  user: (id: number | string) => `${USERS_URL}${id}/`,
} as const;

/**
 * Sign-up, log-in and log-out (DESIGN.md §4): each is both a page of the web app (GET) and
 * the API call its form posts to.
 */
export const accountsApi = {
  tag: 'accounts',
  signup: '/accounts/signup/',
  login: '/accounts/login/',
  logout: '/accounts/logout/',
} as const;
