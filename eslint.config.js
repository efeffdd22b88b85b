import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// The layering of DESIGN.md §3, checked on every import of the shipped code (decision 070).

const folders = (dir) =>
  readdirSync(join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** One zone per folder of `dir`: a feature (or resource) imports no other, as in Bulletproof React. */
const apart = (dir, what) =>
  folders(dir).map((name) => ({
    target: `${dir}/${name}`,
    from: dir,
    except: [`./${name}`],
    message: `A ${what} imports no other ${what}: move what both need to the shared layer.`,
  }));

/** What composes the web app: the route table, the two entries, the providers, the frame around screens. */
const WEB_APP = ['src/web/router.tsx', 'src/web/main.tsx', 'src/web/server-render.tsx', 'src/web/app-providers.tsx', 'src/web/shell'];
/** What every screen may use. */
const WEB_SHARED = ['src/web/api', 'src/web/components', 'src/web/i18n', 'src/web/offline', 'src/web/styles'];
/** What composes the server: it hands the resources their repositories, loads data through them. */
const SERVER_TOP = ['src/server/app.ts', 'src/server/main.ts', 'src/server/boot.ts', 'src/server/import'];

const ZONES = [
  { target: 'src/nahuatl', from: 'src', except: ['./nahuatl'], message: 'The language core imports nothing of ours.' },
  { target: 'src/contract', from: ['src/server', 'src/web', 'src/cli'], message: 'The contract imports only the language core.' },
  { target: 'src/server', from: ['src/web', 'src/cli'], message: 'The server imports neither the web app nor the command-line tools.' },
  { target: 'src/web', from: ['src/server', 'src/cli'], message: 'The web app imports neither the server nor the command-line tools.' },
  { target: 'src/cli', from: 'src/web', message: 'The command-line tools import the server, not the web app.' },

  { target: 'src/server/db', from: 'src/server', except: ['./db'], message: 'The database layer (migrations included) imports nothing above it.' },
  { target: ['src/server/*.ts', 'src/server/!(db)/**', 'src/cli'], from: 'src/server/db/migrations', message: 'Only the database layer runs the migrations.' },
  { target: 'src/server/http', from: ['src/server/resources', 'src/server/seed', ...SERVER_TOP], message: 'The HTTP layer is shared by the resources and imports none of them.' },
  { target: 'src/server/media', from: 'src/server', except: ['./media'], message: 'The media store and audio checks import nothing else of the server.' },
  ...apart('src/server/resources', 'resource'),
  { target: 'src/server/resources', from: SERVER_TOP, message: 'A resource imports only the HTTP, database and media layers.' },
  // The seed loads through the resources; its `sample-data.ts` only says where the project's data lies.
  { target: 'src/server/resources', from: 'src/server/seed', except: ['./sample-data.ts'], message: 'A resource imports only the HTTP, database and media layers.' },

  ...apart('src/web/features', 'feature'),
  { target: 'src/web/features', from: WEB_APP, message: 'A feature imports only the shared layer, not the app around it.' },
  { target: WEB_SHARED, from: ['src/web/features', ...WEB_APP], message: 'The shared layer imports neither features nor the app: move the piece into it.' },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // Route tables hold routes of many shapes; `any` there is deliberate and local.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      // The files no-cycle reads the imports of (by default only `.js`).
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: ZONES }],
      // Follows what runs: a type-only import is erased, so it closes no cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // One way to write CSV: `csvRows` escapes the cells a spreadsheet would run as formulas.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/http/csv.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['csv-stringify', 'csv-stringify/*'], message: 'Write CSV with csvRows (src/server/http/csv.ts), which escapes formulas.' }] },
      ],
    },
  },
  {
    // Tests reach across layers on purpose: API tests build the whole app, the parity tests hold
    // the server's search against the browser's, a fixture checks the sample data against the contract.
    files: ['src/**/*.test.{ts,tsx}', 'src/web/test/**', 'src/server/test/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
