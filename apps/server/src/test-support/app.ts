import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.js';
import type { AppConfig } from '../context.js';
import type { Database } from '../db/connection.js';
import type { PaymentProvider } from '../integrations/payments/index.js';
import { manualClock, type ManualClock } from './clock.js';
import { createTestDatabase, type TestDatabaseKind } from './databases.js';
import { madeBeforeAll } from './hooks.js';
import type { MultipartBody } from './multipart.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  config: AppConfig;
  /** Closes the app, drops its database (unless the database was handed in) and removes its own data directory. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Share a database between apps (two instances); the caller closes it. */
  database?: Database;
  clock?: ManualClock;
  /** Extra routes to register before the app is ready (e.g. to exercise the guards). */
  extraRoutes?: (app: FastifyInstance) => void | Promise<void>;
  /** A data directory of its own (config.dataDir), for tests that look at the stored files. */
  ownDataDir?: boolean;
  /** A payment provider instead of the sandbox (e.g. Juspay at a fake's address). */
  payments?: PaymentProvider;
}

/** An app on a fresh migrated database of the kind, with a manual clock and no web build. */
export async function createTestApp(kind: TestDatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const own = options.database ? undefined : await createTestDatabase(kind);
  const database = options.database ?? own!.database;
  const clock = options.clock ?? manualClock();
  const dataDir = options.ownDataDir ? mkdtempSync(path.join(tmpdir(), 'ks-test-data-')) : undefined;
  const config: AppConfig = {
    tokenSecret: randomBytes(32).toString('base64url'),
    webDist: '/nonexistent/kingside-web-dist',
    trustProxy: false,
    mailFrom: 'Kingside <no-reply@kingside.test>',
    ...(dataDir ? { dataDir } : {}),
    ...options.config,
  };
  const app = await buildApp({ config, database, clock: clock.now, payments: options.payments });
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
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** createTestApp for the enclosing describe's tests (see madeBeforeAll), closed after them. */
export function useTestApp(kind: TestDatabaseKind, options: TestAppOptions = {}): TestApp {
  return madeBeforeAll(
    'The test app',
    () => createTestApp(kind, options),
    (made) => made.close(),
  );
}

export interface Answer {
  status: number;
  /** Parse it with the contract's schema for the call (which also checks the contract is kept). */
  body: unknown;
  headers: Record<string, unknown>;
}

export interface CallOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data instead. */
  form?: MultipartBody;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** Calls the app in-process and parses the JSON answer. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  { body, form, token, ip, headers = {} }: CallOptions = {},
): Promise<Answer> {
  const response = await app.inject({
    method,
    url,
    payload: form ? form.payload : body === undefined ? undefined : JSON.stringify(body),
    remoteAddress: ip,
    headers: {
      ...(form ? form.headers : body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
