import cliProgress from 'cli-progress';

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
