import { fileURLToPath } from 'node:url';

let bundled: Promise<string> | undefined;

/**
 * The worker's code when the import runs from the sources (tests, benches): worker.ts and all
 * it imports bundled by esbuild, a development dependency, once per process. One script starts
 * in a quarter of the time a TypeScript loader takes over the hundred-odd modules (decision
 * 025). `npm run build` compiles the same entry into dist/server/import-worker.js, which the
 * built commands start instead, so esbuild never runs in them (decision 033).
 */
export function workerCodeFromSource(): Promise<string> {
  bundled ??= import('esbuild')
    .then(({ build }) =>
      build({
        entryPoints: [fileURLToPath(new URL('./worker.ts', import.meta.url))],
        bundle: true,
        write: false,
        platform: 'node',
        format: 'cjs',
        target: 'node20',
        logLevel: 'silent',
      }),
    )
    .then(
      (result) => result.outputFiles[0]!.text,
      (error: unknown) => {
        bundled = undefined;
        throw error;
      },
    );
  return bundled;
}
