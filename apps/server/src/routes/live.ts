import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_KEY_HEADER, LIVE_APP_KEY_QUERY, type LiveEvent, endpoints } from '@kingside/contract';
import { tooManyRequests, unauthorized } from '../http/errors.js';
import { summaryOf } from '../services/core/tournament-summary.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { words } from '../services/core/languages/message.js';

/** Comments this often keep proxies and browsers from closing a quiet stream. */
export const HEARTBEAT_MS = 20_000;
/** What a browser's EventSource waits before reconnecting after the stream ends. */
const RETRY_MS = 3_000;
/**
 * Live streams one client address may hold open on an instance unless LIVE_STREAMS_PER_ADDRESS says otherwise: a
 * spectator's browser holds one per tournament it follows, and one address opening a thousand held a thousand
 * sockets and subscriptions. A venue whose spectators share one address raises it.
 */
export const LIVE_STREAMS_PER_ADDRESS = 20;
/** When a refused client may try again: a stream of the same address has usually closed by then. */
const FULL_RETRY_SECONDS = 30;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The server-sent event of one change: unnamed, so EventSource's onmessage gets it. */
export const eventText = (event: LiveEvent) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * GET /api/tournament/{id}/live: a tournament's changes as server-sent events (contract live.ts).
 * Public like its pairings and standings. EventSource sends no headers, so with APP_KEY set the key
 * may come as ?appKey= here (the header works too); this route alone skips the header-only check.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const open = new Set<ServerResponse>();
  const limit = ctx.config.liveStreamsPerAddress ?? LIVE_STREAMS_PER_ADDRESS;
  /** Open streams by client address (the one TRUST_PROXY makes request.ip), freed as each closes. */
  const held = new Map<string, number>();
  const release = (address: string) => {
    const left = (held.get(address) ?? 1) - 1;
    if (left > 0) held.set(address, left);
    else held.delete(address);
  };

  // Open streams would keep the server from closing: end them first; browsers reconnect elsewhere.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
    open.clear();
  });

  app.route({
    ...endpointRoute(app, endpoints.live.stream, {
      tags: ['tournament'],
      summary:
        "The tournament's changes as they happen (text/event-stream): each event's data is {tournamentId, kind, round, at}; " +
        `a heartbeat comment every ${HEARTBEAT_MS / 1000} s. At most ${limit} open at once per client address (429 beyond). With APP_KEY set, the key goes in ${APP_KEY_HEADER} or ?${LIVE_APP_KEY_QUERY}= (EventSource sends no headers)`,
      produces: ['text/event-stream'],
    }),
    config: { withoutAppKey: true },
    handler: async (request, reply) => {
      const { appKey } = ctx.config;
      if (appKey) {
        const header = request.headers[APP_KEY_HEADER];
        const given = typeof header === 'string' ? header : request.query[LIVE_APP_KEY_QUERY];
        if (given === undefined || !timingSafeEqual(digest(given), digest(appKey))) {
          throw unauthorized(
            words('This API needs the application key in the {header} header or the {query} query parameter', {
              header: APP_KEY_HEADER,
              query: LIVE_APP_KEY_QUERY,
            }),
          );
        }
      }
      const address = request.ip;
      const holding = held.get(address) ?? 0;
      if (holding >= limit) {
        throw tooManyRequests(
          words(
            'This address already follows {count} live streams, the most one address may hold open at once; close a page that follows a tournament live and reload',
            { count: holding },
          ),
          FULL_RETRY_SECONDS,
        );
      }
      // Counted before the tournament is looked up, so parallel requests cannot all pass the check.
      held.set(address, holding + 1);
      let tournamentId: string;
      try {
        tournamentId = (await summaryOf(ctx.db, request.params.id)).id;
      } catch (error) {
        release(address);
        throw error;
      }
      // A client gone while the tournament was looked up would never close its stream again.
      if (request.raw.socket.destroyed) {
        release(address);
        return reply.hijack();
      }

      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // The stream is the whole connection: when it ends, so does the socket (and server.close waits for nothing).
        connection: 'close',
        // nginx would otherwise hold events back in its buffer.
        'x-accel-buffering': 'no',
      });
      const unsubscribe = ctx.live.subscribe(tournamentId, (event) => stream.write(eventText(event)));
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
      open.add(stream);
      stream.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(stream);
        release(address);
      });
      // Written once subscribed: a client that has read it will not miss the next change.
      stream.write(`retry: ${RETRY_MS}\n: following ${tournamentId}\n\n`);
    },
  });
};
