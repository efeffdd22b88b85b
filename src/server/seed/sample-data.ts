import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The project's folder: the nearest one above this module holding package.json. Found
 * rather than fixed, because this module runs from src/ under tsx and bundled from dist/.
 */
function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project folder (no package.json above the server).');
    dir = parent;
  }
  return dir;
}

/** The project's own sample data, shipped in data/sample/. */
export const SAMPLE_DIR = join(projectRoot(), 'data', 'sample');

/** Reads one JSON file of the sample data and checks it against its schema. */
export function readSample<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  const raw: unknown = JSON.parse(readFileSync(join(SAMPLE_DIR, file), 'utf8'));
  const result = schema.safeParse(raw);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new Error(`data/sample/${file} is invalid at ${first?.path.join('.')}: ${first?.message}`);
  }
  return result.data;
}
