import { expect } from 'vitest';
import { startFakeLichess, type FakeLichess } from '@kingside/fake-lichess';
import { lichessCallbackResponse, lichessLoginResponse } from '@kingside/contract';
import type { Account } from './accounts.js';
import { call, useTestApp, type TestApp } from './app.js';
import { manualClock } from './clock.js';
import type { TestDatabaseKind } from './databases.js';
import { madeBeforeAll } from './hooks.js';

/** Where the web app's /connect-lichess page would be: lichess sends the browser back there. */
export const lichessRedirectUri = 'http://kingside.test/connect-lichess';

/** The fake lichess (tools/fakes/lichess) and an app that calls it, on one manual clock, for the enclosing describe's tests. */
export function useAppOnFakeLichess(kind: TestDatabaseKind) {
  const clock = manualClock();
  const fake = madeBeforeAll(
    'The fake lichess',
    () => startFakeLichess({ now: () => clock.now().getTime() }),
    (made) => made.close(),
  );
  const t = useTestApp(kind, {
    clock,
    config: {
      get lichessUrl() {
        return fake.url;
      },
    },
  });
  return { clock, fake, t };
}

/** What the browser does: lichess_login, the consent page on lichess, Approve or Deny, back with the query. */
export async function authorizeOnLichess(
  t: TestApp,
  fake: FakeLichess,
  who: Account,
  lichessUser: string,
  decision: 'approve' | 'deny' = 'approve',
  bulkPairing?: boolean,
) {
  const login = await call(t.app, 'POST', '/api/auth/v1/lichess_login', {
    body: { user_key: who.token, redirect_uri: lichessRedirectUri, bulk_pairing: bulkPairing },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const { data } = lichessLoginResponse.parse(login.body);
  const lichessUrl = new URL(data.lichess_url);
  const page = await fetch(lichessUrl);
  expect(await page.text()).toContain('Approve');
  const form = new URLSearchParams({ ...Object.fromEntries(lichessUrl.searchParams), username: lichessUser, decision });
  const back = await fetch(`${fake.url}/oauth/decide`, { method: 'POST', body: form, redirect: 'manual' });
  const returned = new URL(back.headers.get('location') ?? '');
  const query: Record<string, string> = {
    ...Object.fromEntries(returned.searchParams),
    ref_state: data.ref_state,
    ref_code: data.ref_code,
    redirect_uri: lichessRedirectUri,
  };
  return { login: data, lichessUrl, returned, query };
}

export const lichessCallback = (t: TestApp, query: Record<string, string>) =>
  call(t.app, 'GET', `/api/auth/v1/lichess_callback?${new URLSearchParams(query).toString()}`);

/** The whole OAuth round trip, approved: the account is connected as `lichessUser`. */
export async function connectOnLichess(t: TestApp, fake: FakeLichess, who: Account, lichessUser: string, bulkPairing?: boolean) {
  const { query } = await authorizeOnLichess(t, fake, who, lichessUser, 'approve', bulkPairing);
  const answer = await lichessCallback(t, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return lichessCallbackResponse.parse(answer.body).data;
}
