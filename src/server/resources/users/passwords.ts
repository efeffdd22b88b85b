import { hash, verify } from '@node-rs/argon2';

/** Hashes a password with argon2id (the library's defaults follow OWASP's advice). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A real hash of a throwaway password, verified against when the user does not exist or
// has no usable password, so a failed login takes as long whatever the reason.
const decoy = hash('decoy password that matches nothing');

/** Whether `password` matches `passwordHash`; false for an account without a usable password. */
export async function checkPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
