import type { Authenticated } from './services/core/sessions.js';
import type { Database, Db } from './db/connection.js';
import type { Mailer } from './integrations/mail/index.js';
import type { PaymentProvider } from './integrations/payments/index.js';
import type { Clock } from './services/core/clock.js';
import type { LiveBus } from './services/core/live/bus.js';
import type { PairingPool } from './services/core/pairing/pool.js';
import type { PdfPrinter } from './services/core/pdf/printer.js';
import type { PointsBeforeRoundCache } from './services/core/points-before-round.js';
import type { StandingsCache } from './services/core/standings/cache.js';
import type { Config } from './config.js';

/** The part of the configuration the running app reads (the rest is for main.ts). */
export type AppConfig = Pick<Config, 'appKey' | 'tokenSecret' | 'webDist' | 'trustProxy' | 'smtpUrl' | 'mailFrom'> &
  /** Where uploads wait to be processed; tests leave it out (the system's temporary directory). */
  Partial<Pick<Config, 'dataDir'>> &
  /** Lichess's address (default https://lichess.org), the client id to give it, and how often followed Swisses are read (unset: not on a schedule). */
  Partial<Pick<Config, 'lichessUrl' | 'lichessClientId' | 'lichessFollowSeconds'>> &
  /** How long a pairing may run (default 10 minutes), and whether a warm pairing thread is kept (default not). */
  Partial<Pick<Config, 'pairingTimeLimitSeconds' | 'pairingWarmThread'>> &
  /** How many live streams one address may hold open (default 20). */
  Partial<Pick<Config, 'liveStreamsPerAddress'>> &
  /** The payment provider (default the sandbox) and how often pending payouts are checked (unset: not polled). */
  Partial<Pick<Config, 'payments' | 'payoutPollSeconds'>>;

/** What every route and service may use; reachable as `app.ctx` / `request.server.ctx`. */
export interface AppContext {
  database: Database;
  db: Db;
  clock: Clock;
  config: AppConfig;
  mailer: Mailer;
  /** Tournaments' changes as they commit, for the live streams. */
  live: LiveBus;
  /** Prize payouts and entry fees: the sandbox or Juspay. */
  payments: PaymentProvider;
  /** The engine's pairings, in worker threads. */
  pairing: PairingPool;
  /** Standings computed once per change of a tournament, shared by its spectators. */
  standings: StandingsCache;
  /** The PDFs (printouts, brochure), drawn in worker threads and kept until their tournament changes. */
  pdfs: PdfPrinter;
  /** Players' points before a round, for its pairing sheet, while the earlier rounds stay as they were. */
  pointsBefore: PointsBeforeRoundCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Set by the requireUser / requireRole preHandlers (http/guards.ts). */
    auth: Authenticated | null;
  }
}
