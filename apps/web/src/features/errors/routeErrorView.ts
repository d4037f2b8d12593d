import { ChunkLoadError } from './chunks.js';

/** What the shared error screen shows for an error a route threw. */
export type RouteErrorView = { kind: 'chunk'; chunk: string } | { kind: 'failure'; detail: string | undefined };

export function routeErrorView(error: unknown): RouteErrorView {
  if (error instanceof ChunkLoadError) return { kind: 'chunk', chunk: error.chunk };
  return { kind: 'failure', detail: error instanceof Error && error.message ? error.message : undefined };
}
