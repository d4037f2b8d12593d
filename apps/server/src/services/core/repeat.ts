/**
 * The server's background work (payout and entry-fee checks with the provider, reading lichess, purging deleted
 * tournaments) lives in the database, so any instance may run it and a restarted one picks it up; this only
 * decides when to look again. One run at a time: the next starts `intervalMs` after the previous one ended.
 * `work` handles its own failures (it logs them); the next run simply tries again.
 */
export interface RepeatingJob {
  /** No new run starts; resolves when the one under way has ended. */
  stop(): Promise<void>;
}

export function repeatEvery(intervalMs: number, work: () => Promise<void>, { runAtStart = false } = {}): RepeatingJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(run, intervalMs);
    // A job waiting for its next turn keeps no process alive (tests, and a server shutting down).
    timer.unref();
  };
  const run = () => {
    running = work().finally(() => {
      if (!stopped) schedule();
    });
  };
  if (runAtStart) run();
  else schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
