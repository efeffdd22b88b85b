import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/**
 * Gives the PostgreSQL API tests an admin URL: TEST_DATABASE_URL when set (CI starts its
 * own cluster), otherwise a throwaway cluster started here and stopped afterwards.
 */
export default function setup(project: TestProject): (() => void) | undefined {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresAdminUrl', given);
    return undefined;
  }
  const [url, dir] = execFileSync('scripts/throwaway-postgres.sh', ['start'], { encoding: 'utf8' }).trim().split(' ');
  if (!url || !dir) throw new Error('scripts/throwaway-postgres.sh start printed no URL');
  project.provide('postgresAdminUrl', url);
  return () => {
    execFileSync('scripts/throwaway-postgres.sh', ['stop', dir]);
  };
}
