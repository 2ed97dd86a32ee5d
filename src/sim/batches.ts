/**
 * How a simulation's batches of games are shared between this thread and the
 * worker threads. A batch's results are the same wherever it is played (every
 * game follows from the run's seed and its index), which lets this thread play
 * a batch a worker still holds instead of waiting for it.
 */

/** Where and how {@link playBatches} plays batch `k` (0 ≤ k < `count`). */
export interface BatchPlayers<T> {
  /** How many batches the run has. */
  count: number;
  /** Plays batch `k` in this thread. */
  here: (k: number) => T;
  /** Hands batch `k` to a worker thread. */
  there: (k: number) => Promise<T>;
  /** Batches kept out with the workers at once. */
  inFlight: number;
  /** Takes batch `k`'s results: called once for each batch, the first time they come. */
  deliver: (k: number, results: T) => void;
}

/**
 * Plays every batch once between this thread and the workers, and returns when
 * each has been delivered; a worker's error is thrown here. This thread takes
 * batches in turn with the workers, yielding between them so that the workers'
 * results come in; once every batch has been taken, it plays the ones the
 * workers still hold, the last given out first (most likely still waiting in a
 * worker's queue), so that a worker still loading the library or warming up
 * does not hold up the end of the run. A worker's late copy is dropped; the
 * caller ends the tasks still out (for example by destroying the pool).
 */
export async function playBatches<T>(p: BatchPlayers<T>): Promise<void> {
  const done = new Array<boolean>(p.count).fill(false);
  const deliver = (k: number, results: T) => {
    if (done[k]) return;
    done[k] = true;
    p.deliver(k, results);
  };
  let next = 0;
  let failed = false;
  let finished = false;
  const feeders = Array.from({ length: p.inFlight }, async () => {
    try {
      for (let k = next++; k < p.count && !failed && !finished; k = next++) deliver(k, await p.there(k));
    } catch (e) {
      failed = true;
      throw e;
    }
  });
  const fed = Promise.all(feeders);
  // Marked as handled now: awaited below when a worker failed, so its error is not lost; a task of a
  // batch this thread has played too may fail later, as the caller ends it, and is of no account.
  fed.catch(() => undefined);
  try {
    for (;;) {
      const k = next < p.count ? next++ : done.lastIndexOf(false);
      if (k < 0 || failed) break;
      deliver(k, p.here(k));
      // Between batches, the workers' results and their requests for work come in.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    // The feeders give out no more batches.
    finished = true;
  }
  if (failed) await fed;
}
