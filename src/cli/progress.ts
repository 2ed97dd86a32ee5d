/**
 * The command's progress bar: one line on a stream, redrawn in place at most
 * ten times a second. Written here rather than taken from a package: the
 * command is bundled as ESM, where a CommonJS bar's `require` of Node's
 * modules fails at run time.
 */

/** A progress bar started on the first update; `stop` ends its line. */
export interface ProgressBar {
  /** Shows `done` of `total`. */
  update(done: number, total: number): void;
  /** Draws the last state and ends the line (nothing when it never started). */
  stop(): void;
}

const WIDTH = 30;

/** A progress bar on `stream` (a terminal's stderr) for `what` ("games"). */
export function progressBar(stream: NodeJS.WritableStream, what: string): ProgressBar {
  let started = 0;
  let drawn = 0;
  let last = { done: 0, total: 0 };
  const draw = (): void => {
    const { done, total } = last;
    const share = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(share * WIDTH);
    const seconds = (performance.now() - started) / 1000;
    const eta = done > 0 && done < total ? ` eta ${Math.ceil((seconds * (total - done)) / done)}s` : '';
    stream.write(`\rsimulating ${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)} ${done}/${total} ${what}${eta}   `);
    drawn = performance.now();
  };
  return {
    update(done, total) {
      if (started === 0) started = performance.now();
      last = { done, total };
      if (performance.now() - drawn >= 100 || done >= total) draw();
    },
    stop() {
      if (started === 0) return;
      draw();
      stream.write('\n');
      // Stopped once: a second stop (after an error while printing) draws nothing more.
      started = 0;
    },
  };
}
