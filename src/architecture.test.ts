import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The structure docs/architecture.md promises, checked on the sources themselves (issue 28).

const ROOT = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const offending = (files: string[], pattern: RegExp) => files.filter((file) => pattern.test(read(file)));

describe('the code’s structure', () => {
  it('spells API addresses only in the contract', () => {
    const address = /['"`]\/(utoaztecan\/api|blog\/api|api\/schema|accounts\/(login|signup|logout))\b/;
    // Tests keep their literals: they pin SPEC.md's paths, which the contract must match.
    const outside = [...sources('src/server'), ...sources('src/web'), ...sources('src/cli'), ...sources('bench')];
    expect(offending(outside, address)).toEqual([]);
  });

  it('imports one way: the server never the command-line tools, the database layer never the HTTP layer or a resource', () => {
    expect(offending(sources('src/server'), /from '[./]*\/cli\//)).toEqual([]);
    expect(offending(sources('src/server/db'), /from '\.\.\/(http|resources)\//)).toEqual([]);
    expect(offending([...sources('src/contract'), ...sources('src/nahuatl')], /from '[./]*\/(server|web|cli)\//)).toEqual([]);
  });

  it('keeps SQL and the database handle out of route handlers', () => {
    const routes = sources('src/server/resources').filter((file) => file.endsWith('routes.ts'));
    expect(routes.length).toBeGreaterThan(5);
    expect(offending(routes, /\b(selectFrom|insertInto|updateTable|deleteFrom)\b|\bsql`|\bDb\b/)).toEqual([]);
  });

  it('gives every resource with routes a presenter', () => {
    const folders = readdirSync(join(ROOT, 'src/server/resources'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join('src/server/resources', entry.name))
      .filter((folder) => readdirSync(join(ROOT, folder)).includes('routes.ts'));
    const withoutPresenter = folders.filter((folder) => {
      const files = readdirSync(join(ROOT, folder));
      // The accounts routes answer with the users' presenter.
      return !files.includes('presenter.ts') && !/presentUser/.test(read(join(folder, 'routes.ts')));
    });
    expect(withoutPresenter.map((folder) => relative(ROOT, join(ROOT, folder)))).toEqual([]);
  });

  it('needs no bundler or TypeScript runner at run time', () => {
    const { dependencies } = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };
    expect(Object.keys(dependencies)).not.toContain('esbuild');
    expect(Object.keys(dependencies)).not.toContain('tsx');
  });
});
