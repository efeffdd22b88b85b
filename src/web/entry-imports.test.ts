import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const ENTRY = join(ROOT, 'src/web/main.tsx');

/** The modules a file imports for their values (not `import type`, not `import()`), as written. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      // Only `import type` is erased: with verbatimModuleSyntax, `import { type X }` is kept as
      // `import {}`, which still runs the module.
      if (statement.importClause?.isTypeOnly !== true) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

/** The source file a relative specifier names, or null for a package (or a non-code file such as CSS). */
function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate)) ?? null;
}

/** Every package `start` evaluates, itself or through its static imports, with the first module that imports it. */
function packagesImportedBy(start: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>([start]);
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const specifier of valueImports(file)) {
      const local = resolveLocal(file, specifier);
      if (local === null) {
        if (!specifier.startsWith('.') && !packages.has(specifier)) packages.set(specifier, relative(ROOT, file));
      } else if (!seen.has(local)) {
        seen.add(local);
        queue.push(local);
      }
    }
  }
  return packages;
}

/** The screens of the routes a phone's first visit is measured on (issue 32), and what loads beside them. */
const FIRST_VISIT_MODULES = [
  'src/web/features/piyali/piyali-screen.tsx',
  'src/web/features/words/components/words-screen.tsx',
  'src/web/features/words/components/word-detail-screen.tsx',
  'src/web/features/vocabularies/components/vocabularies-screen.tsx',
  'src/web/features/numbers/numbers-screen.tsx',
  'src/web/features/review/due-count-watch.tsx',
  'src/web/offline/saved-dictionary.ts',
  'src/web/offline/dictionary-search.worker.ts',
];

describe('the code a first visit runs before its screen (decision 073)', () => {
  it('holds no schema library and no review scheduler: they load with the screens that use them', () => {
    const packages = packagesImportedBy(ENTRY);
    // The walk does see the packages the shell does use.
    expect(packages.has('react-dom/client')).toBe(true);
    expect(packages.has('@tanstack/react-query')).toBe(true);
    expect({ zod: packages.get('zod'), 'ts-fsrs': packages.get('ts-fsrs') }).toEqual({
      zod: undefined,
      'ts-fsrs': undefined,
    });
  });
});

describe('the screens a first visit is measured on (decision 073)', () => {
  it.each(FIRST_VISIT_MODULES)('%s reads the API without its schemas: no zod', (module) => {
    const packages = packagesImportedBy(join(ROOT, module));
    expect(packages.get('zod')).toBeUndefined();
  });

  it('a form that checks its input before sending still brings the schemas', () => {
    expect(packagesImportedBy(join(ROOT, 'src/web/features/accounts/components/signup-screen.tsx')).has('zod')).toBe(
      true,
    );
  });
});
