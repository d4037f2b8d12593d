import type { Clock } from '../services/core/clock.js';

export interface ManualClock {
  now: Clock;
  advance(ms: number): void;
}

/** A clock that moves only when told, for expiry and rate-limit windows. */
export function manualClock(start = new Date('2026-03-01T10:00:00Z')): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
}
