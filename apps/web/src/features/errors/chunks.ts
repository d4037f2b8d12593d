import { lazy, type ComponentType } from 'react';

/** A screen's script gets two minutes to arrive before the load counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A screen's code could not be fetched (offline, or a new release replaced the file). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    options?: { cause?: unknown },
  ) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for the console; the error screen says it in the reader's language
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

/** What an optional part shows when its code cannot be fetched: nothing, so the page around it still works. */
function Absent() {
  return null;
}

/**
 * A lazily loaded part of a page that the page works without (a signed-in player's own cards): offline, when its
 * chunk was never fetched, it is left out rather than failing the page it sits on. It stays out until the page is
 * loaded again.
 */
export function lazyOptionalPart<P extends object>(chunk: string, importer: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    loadChunk(chunk, importer).then(
      (component) => ({ default: component }),
      (): { default: ComponentType<P> } => ({ default: Absent }),
    ),
  );
}
