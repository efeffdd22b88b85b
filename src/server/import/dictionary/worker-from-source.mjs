// The worker thread started from the sources (tests, benches), through tsx's loader: the
// build compiles worker.ts into dist/server/import-worker.js instead (decision 033).
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
