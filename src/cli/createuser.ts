import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { LOOKS_TAKEN } from '../contract/usernames';
import { passwordProblems, Username } from '../contract/users';
import { prepareDatabase } from '../server/boot';
import { loadConfig } from '../server/config';
import type { Db } from '../server/db/database';
import { sessionStore } from '../server/http/session-store';
import { hashPassword } from '../server/resources/users/passwords';
import { userRepository } from '../server/resources/users/repository';

const USAGE = `Creates a staff account, or sets the password of an existing one and makes it staff.

  npm run createuser -- --username NAME [--email E] [--first-name F] [--ordinary] [--no-input]

  --ordinary   make or keep an ordinary (non-staff) account
  --no-input   read the password from NAHUATL_PASSWORD instead of asking for it

The seed's staff account (id 1) is "admin": give it a password with --username admin.`;

/** What one run of the command asks for. */
export interface CreateUserOptions {
  username: string;
  password: string;
  email?: string;
  firstName?: string;
  staff: boolean;
}

/** Creates the account or updates the existing one; returns what happened, or throws with every problem. */
export async function createOrUpdateUser(
  db: Db,
  options: CreateUserOptions,
): Promise<{ id: number; created: boolean }> {
  const username = Username.safeParse(options.username);
  const problems = [
    ...(username.success ? [] : username.error.issues.map((i) => i.message)),
    ...passwordProblems(options.password, options.username),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));

  const users = userRepository(db);
  const password_hash = await hashPassword(options.password);
  const details = {
    ...(options.email !== undefined ? { email: options.email } : {}),
    ...(options.firstName !== undefined ? { first_name: options.firstName } : {}),
  };
  const name = username.data!;
  const existing = await users.getByUsername(name);
  if (existing) {
    await users.update(existing.id, { ...details, password_hash, is_staff: options.staff });
    // As Django does on a password change, the sessions signed in with the old password end.
    await sessionStore(db).removeAllFor(existing.id);
    return { id: existing.id, created: false };
  }
  if (await users.getLookAlike(name)) throw new Error(LOOKS_TAKEN);
  const created = await users.create({ username: name, ...details, password_hash, is_staff: options.staff });
  return { id: created.id, created: true };
}

/**
 * Asks each question in turn on one reader of standard input, so that answers piped in
 * (`printf 'pw\npw\n' | npm run createuser -- …`) are each read, and an input that ends before
 * every question is answered is an error rather than a silent exit. Typed answers are not echoed.
 */
async function askAll(questions: readonly string[]): Promise<string[]> {
  const terminal = Boolean(process.stdin.isTTY);
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal });
  // Echo nothing while a password is typed; the questions are written below, not by readline.
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  const lines = rl[Symbol.asyncIterator]();
  const answers: string[] = [];
  try {
    for (const question of questions) {
      process.stdout.write(question);
      const line = await lines.next();
      if (line.done)
        throw new Error('No password on standard input: type it, pipe it, or use --no-input with NAHUATL_PASSWORD.');
      if (terminal) process.stdout.write('\n');
      answers.push(line.value);
    }
  } finally {
    rl.close();
  }
  return answers;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      ordinary: { type: 'boolean', default: false },
      'no-input': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.username) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  let password = process.env.NAHUATL_PASSWORD ?? '';
  if (!values['no-input']) {
    const [first = '', again] = await askAll(['Password: ', 'Password (again): ']);
    if (again !== first) throw new Error('The two passwords differ.');
    password = first;
  } else if (!password) {
    throw new Error('--no-input needs the password in NAHUATL_PASSWORD.');
  }
  const config = loadConfig();
  const db = await prepareDatabase(config);
  try {
    const result = await createOrUpdateUser(db, {
      username: values.username,
      password,
      email: values.email,
      firstName: values['first-name'],
      staff: !values.ordinary,
    });
    const kind = values.ordinary ? 'ordinary' : 'staff';
    console.log(`${result.created ? 'Created' : 'Updated'} ${kind} account "${values.username}" (id ${result.id}).`);
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
