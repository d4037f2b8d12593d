import { lazy, type ComponentType } from 'react';

/** Spec §9: a screen's script gets two minutes to arrive before the load counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A screen's code could not be fetched (offline, or a new release replaced the file). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk ${chunk} failed`, options);
  }
}

export function loadChunk<T>(chunk: string, importer: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, { cause: new Error(`no answer in ${timeoutMs} ms`) })), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, { cause }));
      },
    );
  });
}

/** A lazily loaded screen whose load failure is reported as a ChunkLoadError naming the screen. */
export function lazyScreen(chunk: string, importer: () => Promise<{ default: ComponentType }>) {
  return lazy(() => loadChunk(chunk, importer));
}
