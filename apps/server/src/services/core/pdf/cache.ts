import type { LiveBus, LiveHold } from '../live/bus.js';
import type { PdfFile } from './pool.js';

/**
 * Rendered PDFs kept until their tournament changes: a crosstable of a 1,000-player open is drawn once per change,
 * not once per download. Each tournament printed from is followed on the live bus (every instance hears every
 * committed change); any change but a pairing starting or stopping, or a payout, throws its PDFs away, and a PDF
 * whose drawing began before a change is served but not kept. The bytes kept are capped, the least recently
 * served going first, and a PDF is drawn again after `maxAgeMs` in any case, for what is not announced.
 */
export interface PdfCache {
  /** The PDF under `key` (what it is and everything that changes its bytes) while the tournament has not changed. */
  find(tournamentId: string, key: string): PdfFile | undefined;
  /**
   * Marks the start of a drawing of the tournament's PDF: `keep` stores its result unless the tournament changed
   * since `start` was called.
   */
  start(tournamentId: string): PdfDrawing;
  /**
   * What drawings of the tournament read from the database (`what` names it), read once while the tournament has
   * not changed and some drawing of it is under way: six sheets of a 1,000-player open asked at once read it once.
   */
  shared<T>(tournamentId: string, what: string, read: () => Promise<T>): Promise<T>;
  /** How many PDFs of the tournament have been drawn since it was followed (tests, as the standings cache counts). */
  renders(tournamentId: string): number;
  /** The bytes kept (tests, and the log). */
  bytes(): number;
}

/** One drawing of a tournament's PDF, from when what it is drawn from was about to be read. */
export interface PdfDrawing {
  /** Whether the tournament has not changed since: a request may still be answered with what it draws. */
  current(): boolean;
  /** Keeps the PDF drawn, if the tournament has not changed since. */
  keep(key: string, file: PdfFile): void;
  /** The drawing is over, kept or not. */
  finish(): void;
}

/** Changes that alter nothing printed. */
const untouched = new Set(['pairing_started', 'pairing_stopped', 'payouts']);

interface Followed {
  version: number;
  keys: Set<string>;
  renders: number;
  /** Drawings under way, and what they read (let go when none is). */
  drawing: number;
  reads: Map<string, Promise<unknown>>;
  unfollow: () => void;
}

interface Kept {
  tournamentId: string;
  key: string;
  file: PdfFile;
  keptAt: number;
}

export function createPdfCache(live: LiveBus, { maxBytes = 64 * 2 ** 20, maxTournaments = 64, maxAgeMs = 5 * 60_000, now = () => Date.now() } = {}): PdfCache {
  const tournaments = new Map<string, Followed>();
  /** Every kept PDF, least recently served first. */
  const kept = new Map<string, Kept>();
  let bytes = 0;
  const slot = (tournamentId: string, key: string) => `${tournamentId} ${key}`;

  const drop = (entry: Kept) => {
    kept.delete(slot(entry.tournamentId, entry.key));
    tournaments.get(entry.tournamentId)?.keys.delete(entry.key);
    bytes -= entry.file.pdf.byteLength;
  };

  const forget = (tournamentId: string, f: Followed) => {
    for (const key of f.keys) {
      const entry = kept.get(slot(tournamentId, key));
      if (entry) drop(entry);
    }
  };

  const follow = (tournamentId: string): Followed => {
    const known = tournaments.get(tournamentId);
    if (known) {
      tournaments.delete(tournamentId);
      tournaments.set(tournamentId, known);
      return known;
    }
    const changed: LiveHold = (event) => {
      if (untouched.has(event.kind)) return undefined;
      f.version += 1;
      f.reads.clear();
      forget(tournamentId, f);
      return undefined;
    };
    // A hold, not a subscription: it hears a change as it arrives, before the standings cache has computed again.
    const f: Followed = { version: 0, keys: new Set(), renders: 0, drawing: 0, reads: new Map(), unfollow: live.hold(tournamentId, changed) };
    tournaments.set(tournamentId, f);
    while (tournaments.size > maxTournaments) {
      const [oldest, entry] = tournaments.entries().next().value as [string, Followed];
      entry.unfollow();
      forget(oldest, entry);
      tournaments.delete(oldest);
    }
    return f;
  };

  return {
    find(tournamentId, key) {
      const entry = kept.get(slot(tournamentId, key));
      if (!entry) return undefined;
      if (now() - entry.keptAt >= maxAgeMs) {
        drop(entry);
        return undefined;
      }
      kept.delete(slot(tournamentId, key));
      kept.set(slot(tournamentId, key), entry);
      return entry.file;
    },
    start(tournamentId) {
      const f = follow(tournamentId);
      const version = f.version;
      f.renders += 1;
      f.drawing += 1;
      const current = () => tournaments.get(tournamentId) === f && f.version === version;
      let finished = false;
      return {
        current,
        finish() {
          if (finished) return;
          finished = true;
          f.drawing -= 1;
          if (f.drawing === 0) f.reads.clear();
        },
        keep(key, file) {
          if (!current() || file.pdf.byteLength > maxBytes) return;
          const old = kept.get(slot(tournamentId, key));
          if (old) drop(old);
          kept.set(slot(tournamentId, key), { tournamentId, key, file, keptAt: now() });
          f.keys.add(key);
          bytes += file.pdf.byteLength;
          for (const entry of kept.values()) {
            if (bytes <= maxBytes) break;
            drop(entry);
          }
        },
      };
    },
    shared<T>(tournamentId: string, what: string, read: () => Promise<T>): Promise<T> {
      const f = tournaments.get(tournamentId);
      if (!f || f.drawing === 0) return read();
      const known = f.reads.get(what) as Promise<T> | undefined;
      if (known) return known;
      const reading = read();
      f.reads.set(what, reading);
      // A failed reading is not shared: the next drawing tries again.
      reading.catch(() => f.reads.get(what) === reading && f.reads.delete(what));
      return reading;
    },
    renders: (tournamentId) => tournaments.get(tournamentId)?.renders ?? 0,
    bytes: () => bytes,
  };
}
