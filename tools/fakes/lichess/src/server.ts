import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { account, teamsOf } from './account.js';
import type { Answer, Incoming } from './answers.js';
import { arenaGames, arenaResults, createArena, getArena, playArenaWave, updateArena } from './arena.js';
import { createBulkPairing, exportGame, getBulkPairing, playBulkPairing, startClocks } from './bulk-pairing.js';
import { authorizePage, decide, exchangeCode, revoke } from './oauth.js';
import { LichessOpenApi } from './openapi.js';
import { createSwiss, getSwiss, joinSwiss, playSwissRound, swissGames, swissResults, swissTrf, updateSwiss } from './swiss.js';
import { World, type Outcome } from './world.js';

type Handler = (incoming: Incoming) => Answer;

/** The documented operations the fake implements, by operationId. */
const handlers: Record<string, Handler> = {
  oauth: authorizePage,
  apiToken: exchangeCode,
  apiTokenDelete: revoke,
  accountMe: account,
  teamOfUsername: teamsOf,
  apiSwissNew: createSwiss,
  apiSwissUpdate: updateSwiss,
  swiss: getSwiss,
  swissTrf: swissTrf,
  resultsBySwiss: swissResults,
  gamesBySwiss: swissGames,
  apiTournamentPost: createArena,
  apiTournamentUpdate: updateArena,
  tournament: getArena,
  resultsByTournament: arenaResults,
  gamesByTournament: arenaGames,
  bulkPairingCreate: createBulkPairing,
  bulkPairingGet: getBulkPairing,
  bulkPairingStartClocks: startClocks,
  gamePgn: exportGame,
};

export interface RecordedRequest {
  method: string;
  path: string;
  operationId?: string;
  token?: string;
  at: number;
  status: number;
}

export interface FakeLichess {
  /** http://127.0.0.1:PORT */
  url: string;
  world: World;
  /** Every departure from lichess's OpenAPI description, by the caller or by the fake; tests expect none. */
  problems: string[];
  requests: RecordedRequest[];
  /** The next `count` API requests are answered 429, as lichess does when a rate limit is hit. */
  rateLimitNext(count: number): void;
  /** Keep each API request open this long (0: answer at once), so overlapping requests from one token show. */
  setLatency(ms: number): void;
  close(): Promise<void>;
}

export interface FakeLichessOptions {
  port?: number;
  /** The fake's clock (codes expire by it; the one-minute wait after a 429 is checked by it). */
  now?: () => number;
  /** Keep each API request open this long, so overlapping requests from one token are seen. */
  latencyMs?: number;
}

const mediaType = (req: IncomingMessage) => (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  const type = mediaType(req);
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  if (type === 'application/json') return JSON.parse(text) as unknown;
  return text;
}

function send(res: ServerResponse, answer: Answer): { contentType?: string; text: string } {
  if ('location' in answer) {
    res.writeHead(303, { location: answer.location }).end();
    return { text: '' };
  }
  if ('json' in answer) {
    const text = JSON.stringify(answer.json);
    res.writeHead(answer.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(text);
    return { contentType: 'application/json', text };
  }
  if ('ndjson' in answer) {
    // Written line by line (chunked), as lichess streams: clients must read it as a stream.
    res.writeHead(answer.status, { 'content-type': 'application/x-ndjson', 'access-control-allow-origin': '*' });
    const lines = answer.ndjson.map((value) => `${JSON.stringify(value)}\n`);
    for (const line of lines) res.write(line);
    res.end();
    return { contentType: 'application/x-ndjson', text: lines.join('') };
  }
  if ('text' in answer) {
    res.writeHead(answer.status, { 'content-type': answer.contentType, 'access-control-allow-origin': '*' }).end(answer.text);
    return { contentType: answer.contentType, text: answer.text };
  }
  res.writeHead(answer.status).end();
  return { text: '' };
}

const errorSchemaStatuses = [401, 403, 404, 429];

export async function startFakeLichess(options: FakeLichessOptions = {}): Promise<FakeLichess> {
  const openapi = new LichessOpenApi();
  const world = new World(options.now);
  const problems: string[] = [];
  const requests: RecordedRequest[] = [];
  const inFlight = new Map<string, number>();
  const limitedAt = new Map<string, number>();
  let rateLimited = 0;
  let latencyMs = options.latencyMs ?? 0;
  let origin = '';

  const control = async (req: IncomingMessage, path: string, body: Record<string, unknown>): Promise<Answer> => {
    const swiss = /^\/_fake\/swiss\/([^/]+)\/(join|rounds)$/.exec(path);
    const arena = /^\/_fake\/arena\/([^/]+)\/(join|waves|finish)$/.exec(path);
    const usernames = (body.usernames as string[] | undefined) ?? [];
    const outcomes = body.outcomes as Outcome[] | undefined;
    if (path === '/_fake/users') {
      const user = world.addUser(String(body.username), Number(body.rating ?? 1500), body.title as string | undefined);
      return { status: 200, json: user };
    }
    if (path === '/_fake/teams') {
      return { status: 200, json: world.addTeam(String(body.id), String(body.name), String(body.leader), usernames) };
    }
    if (path === '/_fake/tokens') {
      return { status: 200, json: world.issueToken(String(body.username), (body.scopes as string[]) ?? []) };
    }
    if (path === '/_fake/rate-limit') {
      rateLimited += Number(body.requests ?? 1);
      return { status: 200, json: { rateLimited } };
    }
    const bulk = /^\/_fake\/bulk-pairing\/([^/]+)\/play$/.exec(path);
    if (bulk) {
      const found = world.bulkPairings.get(bulk[1]);
      if (!found) return { status: 404, json: { error: 'No such bulk pairing' } };
      playBulkPairing(world, found, outcomes);
      return { status: 200, json: { games: found.games.length } };
    }
    if (swiss) {
      const found = world.swisses.get(swiss[1]);
      if (!found) return { status: 404, json: { error: 'No such swiss' } };
      if (swiss[2] === 'join') joinSwiss(world, found, usernames);
      else playSwissRound(world, found, outcomes);
      return { status: 200, json: { round: found.rounds.length, status: found.status } };
    }
    if (arena) {
      const found = world.arenas.get(arena[1]);
      if (!found) return { status: 404, json: { error: 'No such arena' } };
      if (arena[2] === 'join')
        usernames.forEach((n) => found.playerIds.includes(n.toLowerCase()) || found.playerIds.push((world.user(n) ?? world.addUser(n)).id));
      else if (arena[2] === 'finish') found.status = 'finished';
      else playArenaWave(world, found, outcomes);
      return { status: 200, json: { games: found.gameIds.length } };
    }
    void req;
    return { status: 404, json: { error: `No control ${path}` } };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    if (url.pathname.startsWith('/_fake/')) {
      send(res, await control(req, url.pathname, (body as Record<string, unknown>) ?? {}));
      return;
    }
    if (url.pathname === '/oauth/decide' && method === 'POST') {
      send(res, decide({ world, params: {}, query: url.searchParams, body, origin }));
      return;
    }
    const found = openapi.find(method, url.pathname);
    const handler = found && handlers[found.operation.operationId];
    if (!found || !handler) {
      // The website's own pages (a browser's /favicon.ico) are no API call; an unknown /api/ path is.
      if (!url.pathname.startsWith('/api/')) {
        send(res, { status: 404, text: 'Not found', contentType: 'text/plain; charset=utf-8' });
        return;
      }
      problems.push(`${method} ${url.pathname}: not an operation the fake implements (or not in the OpenAPI description)`);
      send(res, { status: 404, json: { error: 'Not found' } });
      return;
    }
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const key = bearer ?? 'anonymous';
    const record: RecordedRequest = { method, path: url.pathname, operationId: found.operation.operationId, token: bearer, at: world.now(), status: 0 };
    requests.push(record);
    if (found.operation.operationId !== 'oauth') {
      if ((inFlight.get(key) ?? 0) > 0)
        problems.push(`${method} ${url.pathname}: sent while another request with the same token was under way (lichess: one request at a time)`);
      const last429 = limitedAt.get(key);
      if (last429 !== undefined && world.now() - last429 < 60_000)
        problems.push(`${method} ${url.pathname}: sent ${world.now() - last429} ms after a 429 (lichess asks for a full minute)`);
    }
    inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
    try {
      if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      const requestProblems = openapi.checkRequest(found, { query: url.searchParams, params: found.params, contentType: req.headers['content-type'], body });
      if (requestProblems.length) {
        problems.push(...requestProblems.map((p) => `request ${p}`));
        record.status = 400;
        send(res, { status: 400, json: { error: requestProblems.join('\n') } });
        return;
      }
      if (rateLimited > 0 && found.operation.operationId !== 'oauth') {
        rateLimited -= 1;
        limitedAt.set(key, world.now());
        record.status = 429;
        send(res, { status: 429, json: { error: 'Too many requests. Try again later.' } });
        return;
      }
      const token = bearer ? world.tokens.get(bearer) : undefined;
      const answer = handler({ world, params: found.params, query: url.searchParams, body, token, origin });
      record.status = answer.status;
      const sent = send(res, answer);
      const generic = errorSchemaStatuses.includes(answer.status) && !openapi.documents(found.operation, answer.status);
      problems.push(
        ...(generic ? openapi.checkError(sent.text) : openapi.checkResponse(found.operation, answer.status, sent.contentType, sent.text)).map(
          (p) => `response ${p}`,
        ),
      );
    } finally {
      inFlight.set(key, (inFlight.get(key) ?? 1) - 1);
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      problems.push(`fake lichess failed: ${String((error as Error)?.stack ?? error)}`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    world,
    problems,
    requests,
    rateLimitNext(count) {
      rateLimited += count;
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
