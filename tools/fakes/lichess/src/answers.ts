import type { FakeToken, World } from './world.js';

/** What a route handler sees and gives back; server.ts turns it into HTTP and checks it against the OpenAPI. */
export interface Incoming {
  world: World;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Form fields, parsed JSON or text; undefined when no body came. */
  body: unknown;
  token?: FakeToken;
  /** http://127.0.0.1:PORT — where this fake answers. */
  origin: string;
}

export type Answer =
  | { status: number; json: unknown }
  | { status: number; ndjson: unknown[] }
  | { status: number; text: string; contentType: string }
  | { status: 303; location: string }
  | { status: 204 };

export const json = (value: unknown, status = 200): Answer => ({ status, json: value });
export const lichessError = (status: number, error: string): Answer => ({ status, json: { error } });

export const form = (incoming: Incoming): Record<string, string> =>
  incoming.body !== null && typeof incoming.body === 'object' ? (incoming.body as Record<string, string>) : {};

/** Lichess's scopes: a token without the one an endpoint needs is refused. */
export function scopeProblem(incoming: Incoming, scope?: string): Answer | undefined {
  if (!incoming.token) return lichessError(401, 'No such token');
  if (scope && !incoming.token.scopes.includes(scope)) return lichessError(403, `Missing scope: ${scope}`);
  return undefined;
}

export const clockSpeed = (limit: number, increment: number) => {
  const estimate = limit + 40 * increment;
  return estimate < 30 ? 'ultraBullet' : estimate < 180 ? 'bullet' : estimate < 480 ? 'blitz' : estimate < 1500 ? 'rapid' : 'classical';
};
