import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { ApiFailure } from '../../../http/errors.js';

/** A rendered PDF and the name it downloads under (without extension). */
export interface PdfFile {
  pdf: Buffer;
  fileName: string;
}

/** The functions of a module of PDF tasks: plain data in (structured clone), a PDF out. */
type PdfTasks = Record<string, (input: never) => Promise<PdfFile>>;

/** A module of PDF tasks as the threads load it; `Tasks` is its type (`typeof import('../../pdf/tasks.js')`). */
export interface PdfTaskFile<Tasks extends PdfTasks> {
  readonly path: string;
  /** Never set: carries the module's type to `render`. */
  readonly tasks?: Tasks;
}

/**
 * The task module beside `moduleUrl` (pass `import.meta.url`) named `name`: the build in production, and under
 * Vitest, which runs the TypeScript sources, the source, read in each thread through tsx's loader.
 */
export function pdfTaskFile<Tasks extends PdfTasks>(moduleUrl: string, name: string): PdfTaskFile<Tasks> {
  const here = fileURLToPath(moduleUrl);
  return { path: path.join(path.dirname(here), `${name}${path.extname(here)}`) };
}

/**
 * PDFs drawn in worker threads, so a 1,000-player crosstable (a second or more of pdfkit's work) never holds the
 * event loop: /api/health, live streams and every other request are answered while it is drawn.
 */
export interface PdfPool {
  /** Rejects with 503 when more PDFs wait for a thread than the pool queues. */
  render<Tasks extends PdfTasks, Name extends keyof Tasks & string>(file: PdfTaskFile<Tasks>, name: Name, input: Parameters<Tasks[Name]>[0]): Promise<PdfFile>;
  close(): Promise<void>;
}

const fromSources = fileURLToPath(import.meta.url).endsWith('.ts');

/** As far below the event loop as the standings' threads (the pairing pool's tasks), above pairings. */
const NICE_INCREMENT = 10;

/** PDFs waiting for a thread per thread, beyond which a request is refused rather than left waiting for long. */
const QUEUED_PER_THREAD = 8;

export function createPdfPool({ maxThreads = Math.max(1, availableParallelism()) } = {}): PdfPool {
  const maxQueue = maxThreads * QUEUED_PER_THREAD;
  const threads = new Piscina({
    minThreads: 0,
    maxThreads,
    maxQueue,
    idleTimeout: 30_000,
    niceIncrement: NICE_INCREMENT,
    ...(fromSources ? { execArgv: ['--import', 'tsx', '--conditions=source'] } : {}),
  });
  return {
    async render(file, name, input) {
      // Checked as Piscina queues (in the same turn), so its own refusal never comes.
      if (threads.queueSize >= maxQueue) throw new ApiFailure(503, 'The server is drawing too many PDFs at once; try again in a few seconds', undefined, 5);
      const answer = (await threads.run(input, { filename: file.path, name })) as { pdf: Uint8Array; fileName: string };
      // A Buffer crosses the thread boundary as a plain Uint8Array.
      return { pdf: Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength), fileName: answer.fileName };
    },
    async close() {
      await threads.close({ force: true });
    },
  };
}
