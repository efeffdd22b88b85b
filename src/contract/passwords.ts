// Kept free of zod so that the sign-up screen can give live advice without loading it.

/** What an empty password is told, the words of every blank required field. */
export const PASSWORD_BLANK = 'This field may not be blank.';

/** The smallest password length accepted at sign-up. */
export const PASSWORD_MIN_LENGTH = 8;

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
  // An empty field is missing, not short: said as every other required field says it.
  if (password === '') return [PASSWORD_BLANK];
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
