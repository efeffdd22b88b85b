import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The project's own sample data, shipped in data/sample/. */
export const SAMPLE_DIR = new URL('../../../data/sample/', import.meta.url);

/** Reads one JSON file of the sample data and checks it against its schema. */
export function readSample<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  const raw: unknown = JSON.parse(readFileSync(new URL(file, SAMPLE_DIR), 'utf8'));
  const result = schema.safeParse(raw);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new Error(`data/sample/${file} is invalid at ${first?.path.join('.')}: ${first?.message}`);
  }
  return result.data;
}
