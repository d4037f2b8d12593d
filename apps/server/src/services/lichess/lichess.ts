import type { AppContext } from '../../context.js';
import { LichessClient } from '../../integrations/lichess/client.js';
import { LichessRateLimited, LichessRefused, LichessUnreachable } from '../../integrations/lichess/errors.js';
import { ApiFailure, tooManyRequests } from '../../http/errors.js';
import { words } from '../core/languages/message.js';

export const defaultLichessUrl = 'https://lichess.org';

const clients = new WeakMap<AppContext, LichessClient>();

/** The app's one lichess client (its per-token queues and pauses are shared by every request). */
export function lichessOf(ctx: AppContext): LichessClient {
  let client = clients.get(ctx);
  if (!client) {
    client = new LichessClient(ctx.config.lichessUrl ?? defaultLichessUrl, () => ctx.clock().getTime());
    clients.set(ctx, client);
  }
  return client;
}

/**
 * A lichess failure as the organiser's answer: unreachable is 502, a rate limit 429 with the seconds
 * to wait; `refused` says what a refusal means for the call at hand.
 */
export async function askLichess<T>(ctx: AppContext, task: () => Promise<T>, refused: (error: LichessRefused) => ApiFailure): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof LichessUnreachable)
      throw new ApiFailure(502, words('Lichess could not be reached just now ({reason}); try again in a few minutes', { reason: error.message }));
    if (error instanceof LichessRateLimited) {
      const seconds = Math.max(1, Math.ceil((error.until - ctx.clock().getTime()) / 1000));
      throw tooManyRequests(words('Lichess asked Kingside to slow down; try again in {seconds} seconds', { seconds }), seconds);
    }
    if (error instanceof LichessRefused) throw refused(error);
    throw error;
  }
}

/** Lichess's error text or {field: [messages]} as one sentence. */
export function lichessMessage(error: LichessRefused): string {
  const text =
    typeof error.error === 'string'
      ? error.error
      : error.error && typeof error.error === 'object'
        ? Object.entries(error.error as Record<string, unknown>)
            .map(([field, messages]) => `${field}: ${Array.isArray(messages) ? messages.join(', ') : String(messages)}`)
            .join('; ')
        : String(error.error);
  return error.description ? `${text} (${error.description})` : text;
}
