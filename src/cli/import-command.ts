import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { prepareDatabase } from '../server/boot';
import { loadConfig } from '../server/config';
import type { Db } from '../server/db/database';
import { formatReport, ImportInputError, type ImportReport } from '../server/import/report';
import { escapeControls } from '../server/import/text';
import { SAMPLE_OWNER } from '../server/seed/seed';
import { userRepository } from '../server/resources/users/repository';

/** Where an import reports how far it is. */
export interface ProgressDisplay {
  onProgress(done: number, total: number): void;
  stop(): void;
}

/** A bar on a terminal; otherwise (a log, a pipe) a plain line at every tenth, so logs stay short. */
export function progressDisplay(unit: string): ProgressDisplay {
  if (process.stdout.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream: process.stdout,
        format: `Importing [{bar}] {percentage}% | {value}/{total} ${unit} | {duration_formatted}`,
        hideCursor: true,
      },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      onProgress(done, total) {
        if (!started) bar.start(total, 0);
        // A file read while it is written gives an estimate first, and the count at the end.
        else if (total !== bar.getTotal()) bar.setTotal(total);
        started = true;
        bar.update(done);
      },
      stop: () => {
        if (started) bar.stop();
      },
    };
  }
  let shown = 0;
  return {
    onProgress(done, total) {
      const tenth = Math.floor((done * 10) / Math.max(total, 1));
      if (tenth <= shown && done < total) return;
      shown = tenth;
      console.log(`Importing: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${unit}`);
    },
    stop: () => {},
  };
}

/**
 * What one importer command declares; the argument handling, the database, the progress, the
 * report and the exit codes are shared. A problem with the input itself (an {@link ImportInputError}:
 * unreadable file, bad metadata) is printed and exits 1.
 */
export interface ImportCommand {
  usage: string;
  /** What the progress counts: "words", "rows". */
  unit: string;
  /** Imports FILE or DIR (src/server/import/); `owner` is the staff account's id when the command asks for it. */
  run: (db: Db, path: string, options: CommandOptions) => Promise<ImportReport>;
  /** Imported rows belong to the seed's staff account (refused, with a message, when it does not exist). */
  ownedByStaff?: boolean;
}

export interface CommandOptions {
  dryRun: boolean;
  skipInvalid: boolean;
  onProgress: (done: number, total: number) => void;
  owner?: number;
}

/** `npm run import:… -- PATH [--dry-run] [--skip-invalid]`: 0 when imported, 1 when rows were rejected or the input is bad, 2 on a usage error. */
export async function runImportCommand(
  command: ImportCommand,
  args: string[] = process.argv.slice(2),
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        'dry-run': { type: 'boolean', default: false },
        'skip-invalid': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${command.usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(command.usage);
    return 0;
  }
  const [path, ...extra] = positionals;
  if (path === undefined || extra.length > 0) {
    console.error(command.usage);
    return 2;
  }
  const db = await prepareDatabase(loadConfig());
  const progress = progressDisplay(command.unit);
  try {
    let owner: number | undefined;
    if (command.ownedByStaff) {
      owner = (await userRepository(db).getByUsername(SAMPLE_OWNER.username))?.id;
      if (owner === undefined) {
        console.error(
          `The staff account "${SAMPLE_OWNER.username}", which owns imported data, does not exist: run the import with SEED=true (the default) so that the seed creates it.`,
        );
        console.error('Nothing was imported.');
        return 1;
      }
    }
    const report = await command.run(db, path, {
      dryRun: values['dry-run'],
      skipInvalid: values['skip-invalid'],
      onProgress: progress.onProgress,
      owner,
    });
    progress.stop();
    for (const line of formatReport(report)) console.log(line);
    return report.accepted ? 0 : 1;
  } catch (error) {
    progress.stop();
    if (error instanceof ImportInputError) {
      console.error(escapeControls(error.message));
      console.error('Nothing was imported.');
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

/** Runs the command when its module is the program (`node dist/cli/import-….js`); an unexpected error exits 1. */
export function runWhenMain(moduleUrl: string, command: ImportCommand): void {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  runImportCommand(command).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(escapeControls(error instanceof Error ? error.message : String(error)));
      console.error('Nothing was imported.');
      process.exitCode = 1;
    },
  );
}
