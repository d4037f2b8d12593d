import type { LiveEventKind } from '@kingside/contract';
import type { LiveBus } from '../core/live/bus.js';

/**
 * Changes this instance waits to hear back on its live bus before answering. Deletion and anonymisation
 * are privacy changes: the standings cached here are dropped when the change's notification arrives, and
 * waiting for it means the caller's next read from this instance never shows what was just removed.
 * Other instances hear it as every change (milliseconds later). A bus that stays silent (its database
 * connection lost) is waited for at most `timeoutMs`.
 */
export function heardHere(live: LiveBus) {
  const heard: Promise<void>[] = [];
  const unsubscribes: (() => void)[] = [];
  return {
    /** Call before publishing the change (publishChange with the same kind and time). */
    expect(tournamentId: string, kind: LiveEventKind, at: Date): void {
      const when = at.toISOString();
      heard.push(
        new Promise((resolve) => {
          unsubscribes.push(
            live.subscribe(tournamentId, (event) => {
              if (event.kind === kind && event.at === when) resolve();
            }),
          );
        }),
      );
    },
    async wait(timeoutMs = 2_000): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(heard), new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
    },
    stop(): void {
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
    },
  };
}
