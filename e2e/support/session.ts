import { inject } from 'vitest';
import type { z } from 'zod';
import { endpoints, type Endpoint } from '@kingside/contract';
import { madeBeforeAll } from '../../apps/server/src/test-support/hooks.js';
import { buildUrl } from '../../apps/web/src/api/client.js';
import { call as callOf, type CallInput, type SuccessOf } from '../../apps/web/src/api/endpoint-call.js';
import type { TestSmtpServer } from '../../apps/server/src/test-support/smtp.js';
import type { Credentials, Person } from './accounts.js';
import { DESKTOP, launchChromium, visit, type Visit } from './browser.js';
import { startKingside } from './kingside.js';

export interface ApiAnswer {
  status: number;
  body: unknown;
}

export interface ApiOptions {
  /** Sent as the bearer token. */
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
}

export interface KingsideSession {
  /** The SMTP server that receives the server's mail. */
  readonly smtp: TestSmtpServer;
  /** The lines the server logged at level error or above so far (it logs warnings and up, as JSON). */
  loggedErrors(): string[];
  /** A fresh browser profile on the app, its browser speaking `locale` (the browser's own without one). */
  visit(viewport?: { width: number; height: number }, locale?: string): Promise<Visit>;
  /** A fresh browser profile already signed in: the token stored where the app keeps it. */
  signedIn(token: string): Promise<Visit>;
  /** Calls the API and hands back the status and the JSON answer, whatever the status. */
  request(method: string, path: string, options?: ApiOptions): Promise<ApiAnswer>;
  /**
   * Calls the API to set up what a test does not exercise through the screens; a failure status
   * throws, naming the call. The answer is trusted to have the shape T.
   */
  api<T = unknown>(method: string, path: string, options?: ApiOptions): Promise<T>;
  /**
   * Calls an endpoint of the table (@kingside/contract) as the web app does: the path built from it, the answer
   * checked against its schema. A failure status throws, naming the call.
   */
  call<E extends Endpoint>(endpoint: E, input: CallInput<E> & { token?: string }): Promise<z.infer<SuccessOf<E>>>;
  /** Registers the person through the API; their access token. */
  register(who: Person): Promise<string>;
  /** Signs in with a password through the API; the access token. */
  logIn(who: Credentials): Promise<string>;
}

/**
 * The built server and Chromium, started for the file's tests and stopped after them (see madeBeforeAll).
 * `env` adds to the server's environment (read when it starts, e.g. a fake's address made by an earlier hook).
 */
export function useKingside(options: { env?: () => NodeJS.ProcessEnv } = {}): KingsideSession {
  const running = madeBeforeAll(
    'Kingside and Chromium',
    async () => {
      const env = options.env?.();
      // The run's first start (first-start.ts), copied: this file's server need not migrate and seed again. A file
      // that says whether to seed the demo starts on an empty directory, where the server does as it says.
      const copyOf = env?.SEED_DEMO === undefined ? inject('firstStartDataDir') : undefined;
      const [kingside, browser] = await Promise.all([startKingside(env, { copyOf }), launchChromium()]);
      return { kingside, browser };
    },
    async ({ kingside, browser }) => {
      await browser.close();
      await kingside.stop();
      const refused = visits.flatMap((v) => v.cspViolations);
      if (refused.length > 0) throw new Error(`The Content-Security-Policy refused what the app needs:\n${refused.join('\n')}`);
    },
  );
  const visits: Visit[] = [];

  const session: KingsideSession = {
    get smtp() {
      return running.kingside.smtp;
    },
    loggedErrors() {
      // Only whole lines: the output arrives in chunks, and what follows the last newline may be half a line.
      return running.kingside
        .output()
        .split('\n')
        .slice(0, -1)
        .filter((line) => line.startsWith('{') && ((JSON.parse(line) as { level?: number }).level ?? 0) >= 50);
    },
    async visit(viewport = DESKTOP, locale?: string) {
      const opened = await visit(running.browser, running.kingside.url, viewport, locale);
      visits.push(opened);
      return opened;
    },
    async signedIn(token) {
      const opened = await session.visit();
      await opened.context.addInitScript((stored) => localStorage.setItem('token', stored), token);
      return opened;
    },
    async request(method, path, { token, body } = {}) {
      const answer = await fetch(`${running.kingside.url}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: answer.status, body: (await answer.json()) as unknown };
    },
    async api<T>(method: string, path: string, options?: ApiOptions) {
      const answer = await session.request(method, path, options);
      if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body as T;
    },
    async call<E extends Endpoint>(endpoint: E, input: CallInput<E> & { token?: string }) {
      const made = callOf(endpoint, input);
      const answer = await session.api(made.method, buildUrl(made.path, made.query), { token: input.token, body: made.body });
      return made.response.parse(answer);
    },
    async register(who) {
      // Register answers alike for new and taken emails (nobody learns which emails have accounts); the token comes from signing in.
      await session.call(endpoints.auth.register, { body: who });
      return session.logIn(who);
    },
    async logIn({ email, password }) {
      const answer = await session.call(endpoints.auth.login, { body: { email, password } });
      return answer.data.tokens.access.token;
    },
  };
  return session;
}
