import { randomUUID } from 'node:crypto';

/**
 * Read-your-writes over LISTEN/NOTIFY: a change committed by a request is heard by this process a moment after the
 * request's answer left, so the next request could still be served what was cached before it. A marker notified
 * now comes back on the channel after every notification committed before it (the database delivers them in
 * commit order), so once it is heard every change committed before the caller asked has been heard too.
 */
export interface CatchUp {
  /** Resolves once every change committed before the call has been heard (or after `limitMs`, the listener being down). */
  caughtUp(): Promise<void>;
  /** Whether the payload was one of this process's markers (then it is no change, and it releases its waiters). */
  heard(payload: string): boolean;
  /** Releases every waiter: the listener resumed after a loss (a resync follows), or closes. */
  releaseAll(): void;
}

export function createCatchUp(notify: (payload: string) => Promise<unknown>, { limitMs = 2_000 } = {}): CatchUp {
  const prefix = `kingside-caught-up:${randomUUID()}:`;
  let sent = 0;
  const waiting = new Map<string, () => void>();
  let inFlight: Promise<void> | undefined;
  /** The marker after the one in flight, shared by everyone who asked meanwhile: theirs must be sent after they asked. */
  let next: Promise<void> | undefined;

  const sendMarker = () =>
    new Promise<void>((resolve) => {
      const payload = `${prefix}${++sent}`;
      const timer = setTimeout(release, limitMs).unref();
      function release() {
        clearTimeout(timer);
        waiting.delete(payload);
        resolve();
      }
      waiting.set(payload, release);
      // A marker that cannot be sent (the database is down) waits for nothing: the reading that follows fails anyway.
      notify(payload).catch(release);
    });

  const caughtUp = (): Promise<void> => {
    if (!inFlight) {
      inFlight = sendMarker().finally(() => (inFlight = undefined));
      return inFlight;
    }
    next ??= inFlight.then(() => {
      next = undefined;
      return caughtUp();
    });
    return next;
  };

  return {
    caughtUp,
    heard(payload) {
      if (!payload.startsWith(prefix)) return payload.startsWith('kingside-caught-up:');
      waiting.get(payload)?.();
      return true;
    },
    releaseAll() {
      for (const release of [...waiting.values()]) release();
    },
  };
}
