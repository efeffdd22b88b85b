import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The structure docs/architecture.md promises, checked on the sources themselves (issue 28).

const ROOT = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

const eslint = new ESLint({ cwd: ROOT });

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const offending = (files: string[], pattern: RegExp) => files.filter((file) => pattern.test(read(file)));

describe('the code’s structure', () => {
  it('spells API addresses only in the contract', () => {
    const address = /['"`]\/(utoaztecan\/api|blog\/api|api\/schema|accounts\/(login|signup|logout))\b/;
    // Tests keep their literals: they pin SPEC.md's paths, which the contract must match.
    const outside = [...sources('src/server'), ...sources('src/web'), ...sources('src/cli'), ...sources('bench')];
    expect(offending(outside, address)).toEqual([]);
  });

  // Which folder may import which is ESLint's `import-x/no-restricted-paths` (eslint.config.js,
  // decision 070); these probes keep each kind of zone able to fail.
  it.each([
    ['src/nahuatl/probe.ts', '../contract/common', 'The language core imports nothing of ours.'],
    ['src/contract/probe.ts', '../server/http/errors', 'The contract imports only the language core.'],
    ['src/web/probe.ts', '../server/http/errors', 'The web app imports neither the server nor the command-line tools.'],
    ['src/server/probe.ts', '../cli/backup', 'The server imports neither the web app nor the command-line tools.'],
    ['src/server/db/probe.ts', '../http/errors', 'The database layer (migrations included) imports nothing above it.'],
    ['src/server/db/migrations/probe.ts', '../../http/errors', 'The database layer (migrations included) imports nothing above it.'],
    ['src/server/http/probe.ts', '../db/migrations/001-accounts', 'Only the database layer runs the migrations.'],
    ['src/server/http/probe.ts', '../resources/users/repository', 'The HTTP layer is shared by the resources and imports none of them.'],
    ['src/server/media/probe.ts', '../http/errors', 'The media store and audio checks import nothing else of the server.'],
    ['src/server/resources/sentences/probe.ts', '../words/load', 'A resource imports no other resource: move what both need to the shared layer.'],
    ['src/server/resources/sentences/probe.ts', '../../app', 'A resource imports only the HTTP, database and media layers.'],
    ['src/web/features/review/probe.ts', '../practice/conjugation-game', 'A feature imports no other feature: move what both need to the shared layer.'],
    ['src/web/features/words/probe.ts', '../../shell/app-shell', 'A feature imports only the shared layer, not the app around it.'],
    ['src/web/components/probe.ts', '../shell/side-menu', 'The shared layer imports neither features nor the app: move the piece into it.'],
    ['src/web/offline/probe.ts', '../features/words/api/get-word', 'The shared layer imports neither features nor the app: move the piece into it.'],
  ])('refuses, by lint, an import in %s of %s', async (file, imported, message) => {
    const [result] = await eslint.lintText(`import '${imported}';\n`, { filePath: join(ROOT, file) });
    const refusals = result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
    expect(refusals).toEqual([expect.stringContaining(message)]);
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
    const withoutPresenter = folders.filter((folder) => !readdirSync(join(ROOT, folder)).includes('presenter.ts'));
    expect(withoutPresenter.map((folder) => relative(ROOT, join(ROOT, folder)))).toEqual([]);
  });

  it('needs no bundler or TypeScript runner at run time', () => {
    const { dependencies } = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };
    expect(Object.keys(dependencies)).not.toContain('esbuild');
    expect(Object.keys(dependencies)).not.toContain('tsx');
  });
});
