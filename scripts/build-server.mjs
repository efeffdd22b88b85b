// `npm run build:server`: the server, the command-line tools and the dictionary import's worker
// thread, compiled once into dist/ (decision 033); nothing is compiled when they run.
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  outdir: 'dist',
};

await Promise.all([
  // Packages stay in node_modules: better-sqlite3 and argon2 are native, and Node loads the rest.
  build({
    ...common,
    packages: 'external',
    entryPoints: {
      'server/main': 'src/server/main.ts',
      'cli/createuser': 'src/cli/createuser.ts',
      'cli/backup': 'src/cli/backup.ts',
      'cli/import-dictionary': 'src/cli/import-dictionary.ts',
      'cli/import-cldf': 'src/cli/import-cldf.ts',
      'cli/import-loanwords': 'src/cli/import-loanwords.ts',
    },
  }),
  // The worker whole, packages included: one script starts sooner than a hundred modules (decisions 025, 030).
  build({ ...common, entryPoints: { 'server/import-worker': 'src/server/import/dictionary/worker.ts' } }),
]);
