import type { Locale } from '@kingside/contract';
import { tooManyRequests } from '../../../http/errors.js';
import { words } from '../languages/message.js';
import type { LiveBus } from '../live/bus.js';
import { createPdfCache, type PdfCache, type PdfDrawing } from './cache.js';
import { createPdfPool, type PdfFile, type PdfPool, type PdfTaskFile } from './pool.js';

/** A PDF to draw in a worker thread: a task of a task module and its input. */
export interface PdfJob {
  render(pool: PdfPool): Promise<PdfFile>;
  /** False when what it is drawn from may already be out of date (standings being computed again): served, not kept. */
  keep: boolean;
}

/** Builds a job for `pool.render`, with the task module's types checked at the call. */
export function pdfJob<Tasks extends Record<string, (input: never) => Promise<PdfFile>>, Name extends keyof Tasks & string>(
  file: PdfTaskFile<Tasks>,
  name: Name,
  input: Parameters<Tasks[Name]>[0],
  keep = true,
): PdfJob {
  return { render: (pool) => pool.render(file, name, input), keep };
}

export interface PrintRequest {
  tournamentId: string;
  /** The PDF's kind and everything else its bytes depend on (round, order, the address its QR codes name…). */
  key: string;
  /** The language it is printed in: kept apart from the same PDF in another language. */
  locale: Locale;
  /** Who asked (the client's address): how many PDFs one client may have drawn at once is limited. */
  client: string;
}

/**
 * The public PDFs: from the cache while their tournament has not changed, else drawn in the PDF threads, one
 * drawing per PDF however many ask for it meanwhile. One client address may have `perClient` PDFs drawn at
 * once; beyond that it is answered 429 (a PDF served from the cache, or one already being drawn for someone,
 * costs nothing and is never refused).
 */
export interface PdfPrinter {
  /** `prepare` reads what the PDF is drawn from (the access checks come before the call). */
  print(request: PrintRequest, prepare: () => Promise<PdfJob>): Promise<PdfFile>;
  readonly cache: PdfCache;
  /** For `prepare`: what the tournament's drawings read, read once for all drawn meanwhile (PdfCache.shared). */
  shared<T>(tournamentId: string, what: string, read: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Enough for an arbiter printing pairings, standings and slips of a round at once, far too few to keep the threads busy. */
export const PDFS_PER_CLIENT = 3;

export function createPdfPrinter(live: LiveBus, { perClient = PDFS_PER_CLIENT, pool = createPdfPool(), cache = createPdfCache(live) } = {}): PdfPrinter {
  const drawing = new Map<string, { file: Promise<PdfFile>; drawing: PdfDrawing }>();
  const drawingFor = new Map<string, number>();

  const takeTurn = (client: string) => {
    const busy = drawingFor.get(client) ?? 0;
    if (busy >= perClient) {
      throw tooManyRequests(
        words(
          'Too many PDFs at once: {busy} of yours are being prepared, and at most {perClient} are drawn at a time for one address. Try again when they are done.',
          { busy, perClient },
        ),
        2,
      );
    }
    drawingFor.set(client, busy + 1);
    return () => {
      const left = (drawingFor.get(client) ?? 1) - 1;
      if (left === 0) drawingFor.delete(client);
      else drawingFor.set(client, left);
    };
  };

  return {
    async print({ tournamentId, key: kind, locale, client }, prepare) {
      const key = `${kind} ${locale}`;
      // A request reads its own writes: a result entered just now has thrown the old PDF away by then.
      await live.caughtUp();
      const found = cache.find(tournamentId, key);
      if (found) return found;
      const slot = `${tournamentId} ${key}`;
      const ongoing = drawing.get(slot);
      if (ongoing?.drawing.current()) return ongoing.file;
      const done = takeTurn(client);
      const started = cache.start(tournamentId);
      const file = (async () => {
        const job = await prepare();
        const drawn = await job.render(pool);
        if (job.keep) started.keep(key, drawn);
        return drawn;
      })();
      drawing.set(slot, { file, drawing: started });
      try {
        return await file;
      } finally {
        if (drawing.get(slot)?.file === file) drawing.delete(slot);
        started.finish();
        done();
      }
    },
    cache,
    shared: (tournamentId, what, read) => cache.shared(tournamentId, what, read),
    close: () => pool.close(),
  };
}
