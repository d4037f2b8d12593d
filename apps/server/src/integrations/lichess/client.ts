import { z } from 'zod';
import { LichessRateLimited, LichessRefused, LichessUnreachable } from './errors.js';
import { forEachLine } from './ndjson.js';

/** Lichess's documentation: after a 429, wait a full minute before the next request. */
export const rateLimitPauseMs = 60_000;

interface Call {
  method?: 'GET' | 'POST' | 'DELETE';
  token?: string;
  /** Sent as application/x-www-form-urlencoded, as lichess's forms take them. */
  form?: Record<string, string | number | boolean | undefined>;
  accept?: string;
}

// The parts of lichess's answers Kingside reads (their full shapes are in its OpenAPI description).
const tokenAnswer = z.object({ access_token: z.string(), token_type: z.string() });
const accountAnswer = z.object({ id: z.string(), username: z.string() });
const teamAnswer = z.object({
  id: z.string(),
  name: z.string(),
  nbMembers: z.number().int().optional(),
  leader: z.object({ id: z.string() }).optional(),
  leaders: z.array(z.object({ id: z.string() })).optional(),
});
export type LichessTeamAnswer = z.infer<typeof teamAnswer>;
const clockAnswer = z.object({ limit: z.number(), increment: z.number() });
const swissAnswer = z.object({
  id: z.string(),
  name: z.string(),
  nbRounds: z.number(),
  round: z.number(),
  status: z.string(),
  startsAt: z.string(),
  clock: clockAnswer.optional(),
  rated: z.boolean().optional(),
});
export type LichessSwissAnswer = z.infer<typeof swissAnswer>;
const arenaAnswer = z.object({
  id: z.string(),
  fullName: z.string(),
  clock: clockAnswer.optional(),
  rated: z.boolean().optional(),
  description: z.string().optional(),
  minutes: z.number().optional(),
  startsAt: z.string().optional(),
  isFinished: z.boolean().optional(),
});
export type LichessArenaAnswer = z.infer<typeof arenaAnswer>;
const gameAnswer = z.object({
  id: z.string(),
  status: z.string(),
  winner: z.enum(['white', 'black']).optional(),
  players: z.object({
    white: z.object({ user: z.object({ id: z.string(), name: z.string() }).optional() }),
    black: z.object({ user: z.object({ id: z.string(), name: z.string() }).optional() }),
  }),
});
export type LichessGameAnswer = z.infer<typeof gameAnswer>;
const arenaPlayerAnswer = z.object({
  rank: z.number().int(),
  score: z.number().int(),
  rating: z.number().int(),
  username: z.string(),
  performance: z.number().int(),
  title: z.string().optional(),
});
export type LichessArenaPlayerAnswer = z.infer<typeof arenaPlayerAnswer>;
const bulkPairingAnswer = z.object({ id: z.string(), games: z.array(z.object({ id: z.string(), white: z.string(), black: z.string() })) });

/**
 * Kingside's lichess client. Every call with one token (or without one) waits for the one before it,
 * as lichess asks ("only make one request at a time"), and after a 429 nothing is sent with that
 * token for a full minute: calls in that minute fail at once with LichessRateLimited.
 */
export class LichessClient {
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly pausedUntil = new Map<string, number>();

  constructor(
    readonly baseUrl: string,
    private readonly now: () => number,
  ) {}

  private serial<T>(key: string, task: () => Promise<T>): Promise<T> {
    const run = (this.queues.get(key) ?? Promise.resolve()).then(task, task);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(key, settled);
    void settled.then(() => {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    });
    return run;
  }

  /** One request, its answer read by `read` before the next request for the token may start. */
  private call<T>(path: string, { method = 'GET', token, form, accept }: Call, read: (response: Response) => Promise<T>): Promise<T> {
    const key = token ?? 'anonymous';
    return this.serial(key, async () => {
      const until = this.pausedUntil.get(key);
      if (until !== undefined) {
        if (this.now() < until) throw new LichessRateLimited(until);
        this.pausedUntil.delete(key);
      }
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (accept) headers.accept = accept;
      let body: string | undefined;
      if (form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(Object.entries(form).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)] as [string, string]]))).toString();
      }
      let response: Response;
      try {
        response = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
      } catch (error) {
        throw new LichessUnreachable(
          `lichess (${this.baseUrl}) could not be reached: ${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}`,
        );
      }
      if (response.status === 429) {
        await response.body?.cancel();
        const pause = this.now() + rateLimitPauseMs;
        this.pausedUntil.set(key, pause);
        throw new LichessRateLimited(pause);
      }
      if (!response.ok) {
        const text = await response.text();
        let parsed: { error?: unknown; error_description?: string } = {};
        try {
          parsed = JSON.parse(text) as typeof parsed;
        } catch {
          parsed = { error: text.slice(0, 500) || response.statusText };
        }
        throw new LichessRefused(response.status, parsed.error ?? response.statusText, parsed.error_description);
      }
      return read(response);
    });
  }

  private async json<S extends z.ZodType>(schema: S, response: Response): Promise<z.infer<S>> {
    const parsed = schema.safeParse(await response.json());
    if (!parsed.success) throw new LichessRefused(response.status, `an answer Kingside does not understand: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  }

  exchangeCode(form: { code: string; code_verifier: string; redirect_uri: string; client_id: string }) {
    return this.call('/api/token', { method: 'POST', form: { grant_type: 'authorization_code', ...form } }, (r) => this.json(tokenAnswer, r));
  }

  revoke(token: string) {
    return this.call('/api/token', { method: 'DELETE', token }, async (r) => void (await r.body?.cancel()));
  }

  account(token: string) {
    return this.call('/api/account', { token }, (r) => this.json(accountAnswer, r));
  }

  teamsOf(username: string, token: string) {
    return this.call(`/api/team/of/${encodeURIComponent(username)}`, { token }, (r) => this.json(z.array(teamAnswer), r));
  }

  createSwiss(token: string, teamId: string, form: Call['form']) {
    return this.call(`/api/swiss/new/${encodeURIComponent(teamId)}`, { method: 'POST', token, form }, (r) => this.json(swissAnswer, r));
  }

  createArena(token: string, form: Call['form']) {
    return this.call('/api/tournament', { method: 'POST', token, form }, (r) => this.json(arenaAnswer, r));
  }

  /** POST /api/swiss/{id}/edit: lichess wants the clock and the number of rounds with every edit. */
  updateSwiss(token: string, id: string, form: Call['form']) {
    return this.call(`/api/swiss/${encodeURIComponent(id)}/edit`, { method: 'POST', token, form }, (r) => this.json(swissAnswer, r));
  }

  /** POST /api/tournament/{id}: lichess wants the clock and the duration with every edit. */
  updateArena(token: string, id: string, form: Call['form']) {
    return this.call(`/api/tournament/${encodeURIComponent(id)}`, { method: 'POST', token, form }, (r) => this.json(arenaAnswer, r));
  }

  swiss(id: string, token?: string) {
    return this.call(`/api/swiss/${encodeURIComponent(id)}`, { token }, (r) => this.json(swissAnswer, r));
  }

  /** The Swiss as a TRF file (lichess's export, FIDE's format). */
  swissTrf(id: string, token?: string) {
    return this.call(`/swiss/${encodeURIComponent(id)}.trf`, { token }, (r) => r.text());
  }

  /** Every game of the Swiss, handed on as it streams in. */
  swissGames(id: string, onGame: (game: LichessGameAnswer) => void, token?: string) {
    return this.call(`/api/swiss/${encodeURIComponent(id)}/games?moves=false`, { token, accept: 'application/x-ndjson' }, (r) =>
      forEachLine(r.body, (value) => {
        const game = gameAnswer.safeParse(value);
        if (game.success) onGame(game.data);
      }),
    );
  }

  arena(id: string, token?: string) {
    return this.call(`/api/tournament/${encodeURIComponent(id)}`, { token }, (r) => this.json(arenaAnswer, r));
  }

  /** The Arena's players by rank, with score and performance, handed on as they stream in. */
  arenaResults(id: string, onPlayer: (player: LichessArenaPlayerAnswer) => void, token?: string) {
    return this.call(`/api/tournament/${encodeURIComponent(id)}/results`, { token, accept: 'application/x-ndjson' }, (r) =>
      forEachLine(r.body, (value) => {
        const player = arenaPlayerAnswer.safeParse(value);
        if (player.success) onPlayer(player.data);
      }),
    );
  }

  /** Games between the owners of the players' tokens (white:black pairs); the organiser's token needs challenge:bulk. */
  createBulkPairing(token: string, form: Call['form']) {
    return this.call('/api/bulk-pairing', { method: 'POST', token, form }, (r) => this.json(bulkPairingAnswer, r));
  }

  /** One game, as far as it has been played. */
  game(id: string, token?: string) {
    return this.call(`/game/export/${encodeURIComponent(id)}?moves=false`, { token, accept: 'application/json' }, (r) => this.json(gameAnswer, r));
  }
}
