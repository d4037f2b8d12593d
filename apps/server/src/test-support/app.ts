import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.js';
import type { AppConfig } from '../context.js';
import type { Database } from '../db/connection.js';
import { manualClock, type ManualClock } from './clock.js';
import { createTestDatabase, type TestDatabaseKind } from './databases.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  config: AppConfig;
  /** Closes the app and drops its database (unless the database was handed in). */
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Share a database between apps (two instances); the caller closes it. */
  database?: Database;
  clock?: ManualClock;
  /** Extra routes to register before the app is ready (e.g. to exercise the guards). */
  extraRoutes?: (app: FastifyInstance) => void | Promise<void>;
}

/** An app on a fresh migrated database of the kind, with a manual clock and no web build. */
export async function createTestApp(kind: TestDatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const own = options.database ? undefined : await createTestDatabase(kind);
  const database = options.database ?? own!.database;
  const clock = options.clock ?? manualClock();
  const config: AppConfig = {
    tokenSecret: randomBytes(32).toString('base64url'),
    webDist: '/nonexistent/kingside-web-dist',
    trustProxy: false,
    mailFrom: 'Kingside <no-reply@kingside.test>',
    ...options.config,
  };
  const app = await buildApp({ config, database, clock: clock.now });
  await options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    async close() {
      await app.close();
      await own?.drop();
    },
  };
}

export interface Answer {
  status: number;
  /** Parse it with the contract's schema for the call (which also checks the contract is kept). */
  body: unknown;
  headers: Record<string, unknown>;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** Calls the app in-process and parses the JSON answer. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  { body, token, ip, headers = {} }: CallOptions = {},
): Promise<Answer> {
  const response = await app.inject({
    method,
    url,
    payload: body === undefined ? undefined : JSON.stringify(body),
    remoteAddress: ip,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
