import { z } from 'zod';
import { WordCreate } from '../../contract/words';
import type { Db } from './database';
import { readSample } from './sample-data';
import { userRepository } from '../resources/users/repository';
import { wordRepository } from '../resources/words/repository';

/** The staff account that owns the sample data; it has no usable password until `npm run createuser`. */
export const SAMPLE_OWNER = { username: 'admin', first_name: 'Nahuatl Practice' } as const;

/**
 * Loads the project's sample data (data/sample/) into an empty database. Each part is
 * loaded only while its own tables are empty, so an existing database gains the parts
 * later releases add and is never loaded twice.
 */
export async function seed(db: Db): Promise<void> {
  const users = userRepository(db);
  if ((await users.count()) === 0) {
    const owner = await users.create({ ...SAMPLE_OWNER, password_hash: null, is_staff: true });
    if (owner.id !== 1) throw new Error(`The sample data owner got id ${owner.id}, expected 1`);
  }
  const words = wordRepository(db);
  if ((await words.count([])) === 0) {
    await words.upsertMany(readSample('words.json', z.array(WordCreate)));
  }
}
