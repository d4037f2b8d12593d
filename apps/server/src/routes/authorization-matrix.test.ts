import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { authResponse } from '@kingside/contract';
import { documentedRoutes, fillPath, type DocumentedRoute } from '../test-support/openapi-routes.js';
import { streamStatus } from '../test-support/stream-status.js';
import { buildRouteFixture, pdf, png, roles, type RouteFixture, type Role } from '../test-support/route-fixture.js';
import { account } from '../services/tournaments/test-support/accounts.js';
import { call, madeBeforeAll, multipart, testDatabaseKinds, useTestApp, type MultipartBody, type TestApp } from '../test-support/index.js';

/** One call of a route: what fills its path, its query string and its body. */
interface Call {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  form?: MultipartBody;
  /** Instead of the caller's own token (e.g. a session of their own that the call ends). */
  token?: string;
  /** A server-sent event stream: only its status is read, over real HTTP. */
  stream?: boolean;
}

/** Statuses of [anonymous, player, another organiser, the owner, an admin]. */
type Statuses = readonly [number, number, number, number, number];

interface Row {
  expect: Statuses;
  call: (f: RouteFixture, role: Role, t: TestApp) => Call | Promise<Call>;
  /** Why a cell is not the plain pass or refusal its shape suggests. */
  why?: string;
}

const everyone = (status: number): Statuses => [status, status, status, status, status];
/** Any signed-in account. */
const signedIn = (status: number): Statuses => [401, status, status, status, status];
/** Organisers (each for their own) and admins. */
const organisers = (status: number): Statuses => [401, 403, status, status, status];
/** The tournament's managers (here its owner) and admins. */
const managers = (owner: number, admin = owner): Statuses => [401, 403, 403, owner, admin];
const admins = (status: number): Statuses => [401, 403, 403, 403, status];

const password = 'correct horse';
let ipSequence = 0;
/** Each call from its own address, so no per-IP limit counts this test's hundreds of calls as one client's. */
const nextIp = () => {
  ipSequence += 1;
  return `10.77.${Math.floor(ipSequence / 250)}.${ipSequence % 250}`;
};
const uniqueEmail = (role: Role) => `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`;
const emailOf = (f: RouteFixture, role: Role) => (role === 'anonymous' ? 'nobody@example.test' : f.accounts[role].email);
/** A new session of the caller's account (for calls that end or change sessions), so the caller's own token lives on. */
async function freshSession(t: TestApp, f: RouteFixture, role: Role): Promise<string | undefined> {
  if (role === 'anonymous') return undefined;
  const answer = await call(t.app, 'POST', '/api/auth/login', { body: { email: f.accounts[role].email, password }, ip: nextIp() });
  return authResponse.parse(answer.body).data.tokens.access.token;
}
const forBoth = <T>(both: { owner: T; admin: T }, role: Role): T => (role === 'admin' ? both.admin : both.owner);

/**
 * THE TABLE: every route of the OpenAPI document, keyed "METHOD /path", with the status each caller gets.
 * Calls that use something up (pair a round, delete a file) take the admin's own copy of it (RouteFixture's
 * ForBoth), so both the owner and the admin really pass. 400/409 for a passing caller are written where a
 * valid call is impractical, with the reason.
 */
const table: Record<string, Row> = {
  'GET /api/health': { expect: everyone(200), call: () => ({}) },

  // Accounts: public, or the caller's own account.
  'POST /api/auth/register': {
    expect: everyone(202),
    call: (_, role) => ({ body: { name: 'New Person', email: uniqueEmail(role), password, role: 'player' } }),
  },
  'POST /api/auth/login': { expect: [401, 200, 200, 200, 200], call: (f, role) => ({ body: { email: emailOf(f, role), password } }), why: 'anonymous has no account: a wrong email' },
  'POST /api/auth/get-user': { expect: signedIn(200), call: (f, role) => ({ body: { token: role === 'anonymous' ? 'no-such-token' : f.accounts[role].token } }) },
  'POST /api/auth/logout': { expect: signedIn(200), call: async (f, role, t) => ({ token: await freshSession(t, f, role) }) },
  'PUT /api/auth/change-password': {
    expect: signedIn(200),
    // The same password again, so later logins still work; the caller's own session is the one kept (every other one ends).
    call: () => ({ body: { currentPassword: password, newPassword: password } }),
  },
  'DELETE /api/auth/account': {
    expect: [401, 200, 200, 200, 403],
    why: 'an admin account is not deleted by itself',
    // Each caller deletes an account of their own kind made for it (the owner: an organiser owning nothing).
    call: async (_, role, t) => ({ token: role === 'anonymous' ? undefined : (await account(t, role === 'admin' ? 'admin' : role === 'player' ? 'player' : 'organiser')).token, body: { password } }),
  },
  'GET /api/auth/account/export': { expect: signedIn(200), call: () => ({}) },
  'DELETE /api/admin/users/{id}': { expect: admins(200), call: async (_, __, t) => ({ params: { id: (await account(t, 'player')).id } }) },
  'POST /api/auth/forgot-password': { expect: everyone(200), call: (f, role) => ({ body: { email: emailOf(f, role) } }) },
  'POST /api/auth/reset-password': { expect: everyone(400), call: (f, role) => ({ body: { email: emailOf(f, role), otp: '000000', newPassword: 'another password' } }), why: 'the mailed code is not known here' },
  'POST /api/auth/v1/send_otp': { expect: everyone(200), call: (f, role) => ({ body: { email: emailOf(f, role) } }) },
  'POST /api/auth/v1/verify_otp': { expect: everyone(400), call: (f, role) => ({ body: { email: emailOf(f, role), otp: '000000' } }), why: 'the mailed code is not known here' },

  // Tournaments.
  'GET /api/tournament/{id}/live': { expect: everyone(200), call: (f) => ({ params: { id: f.main.id }, stream: true }) },
  'POST /api/tournament/create': { expect: organisers(201), call: () => ({ body: { name: 'Created Open', rounds: 5 } }) },
  'POST /api/tournament/import-trf': { expect: organisers(201), call: (f) => ({ body: { trf: f.trf, name: 'Imported Open' } }) },
  'GET /api/tournament/get-tournaments': { expect: organisers(200), call: () => ({ query: 'limit=10&offset=0' }) },
  'GET /api/tournament/get-tournament-list': { expect: everyone(200), call: () => ({ query: 'query=Open' }) },
  'GET /api/tournament/statistics': { expect: organisers(200), call: () => ({}) },
  'POST /api/tournament/create-club': { expect: organisers(201), call: () => ({ body: { name: `Club ${randomUUID().slice(0, 8)}`, city: 'Pune' } }) },
  'GET /api/tournament/get-club-memberships': { expect: organisers(200), call: () => ({}) },
  'GET /api/tournament/config/{id}': { expect: managers(200), call: (f) => ({ params: { id: f.main.id } }) },
  'POST /api/tournament/config/{id}': { expect: managers(200), call: (f) => ({ params: { id: f.main.id }, body: { sharedPlaces: true } }) },
  'GET /api/tournament/generate-pairing': { expect: managers(200), call: (f, role) => ({ query: `round=1&tournamentId=${forBoth(f.unpaired, role)}` }) },
  'POST /api/tournament/cancel-pairing': { expect: managers(409), call: (f) => ({ body: { tournamentId: f.main.id } }), why: 'no pairing is in progress to cancel' },
  'GET /api/tournament/revert-pairing': { expect: managers(200), call: (f, role) => ({ query: `round=1&tournamentId=${forBoth(f.paired, role)}` }) },
  'GET /api/tournament/get-pairings': { expect: everyone(200), call: (f) => ({ query: `round=1&tournamentId=${f.main.id}` }) },
  'PATCH /api/tournament/add-pairing': {
    expect: managers(200),
    call: (f, role) => {
      const { id, white, black } = forBoth(f.handPairing, role);
      return { body: { tournamentId: id, round: 1, white, black } };
    },
  },
  'PATCH /api/tournament/remove-pairing': { expect: managers(200), call: (f, role) => ({ body: { tournamentId: forBoth(f.handPairing, role).id, round: 1, board: 1 } }) },
  'POST /api/tournament/score-upload': {
    expect: managers(200),
    call: (f, role) => ({ query: `round=1&tournamentId=${f.main.id}`, body: { results: [{ board: role === 'admin' ? 2 : 1, result: '1-0' }] } }),
  },
  'GET /api/tournament/result-history': { expect: managers(200), call: (f) => ({ query: `round=1&tournamentId=${f.main.id}` }) },
  'GET /api/tournament/players-ranking': { expect: everyone(200), call: (f) => ({ query: `round=1&tournamentId=${f.main.id}` }) },
  'POST /api/tournament/trigger-round-start': { expect: managers(200), call: (f, role) => ({ body: { tournamentId: forBoth(f.toStart, role) } }) },
  'POST /api/tournament/trigger-round-cleanup': { expect: managers(200), call: (f, role) => ({ body: { tournamentId: forBoth(f.started, role) } }) },
  'POST /api/tournament/trigger-tournament-end': { expect: managers(200), call: (f, role) => ({ body: { tournamentId: forBoth(f.lastRoundScored, role) } }) },
  'POST /api/tournament/split-tournament/{id}': { expect: managers(200), call: (f, role) => ({ params: { id: forBoth(f.toSplit, role) }, body: { groups: 2 } }) },
  'GET /api/tournament/deleted': { expect: organisers(200), call: () => ({}) },
  'DELETE /api/tournament/{id}': { expect: managers(200), call: (f, role) => ({ params: { id: forBoth(f.toDelete, role) } }) },
  'POST /api/tournament/{id}/restore': {
    expect: [401, 403, 404, 200, 200],
    why: 'a deleted tournament is not there for another organiser',
    call: (f, role) => ({ params: { id: forBoth(f.deleted, role) } }),
  },
  'GET /api/tournament/{id}/standings.csv': { expect: everyone(200), call: (f) => ({ params: { id: f.main.id }, query: 'round=1' }) },
  'GET /api/tournament/{id}/trf': { expect: managers(200), call: (f) => ({ params: { id: f.main.id } }) },
  'GET /api/tournament/{id}/bundle': { expect: managers(200), call: (f) => ({ params: { id: f.main.id } }) },
  'POST /api/tournament/import-bundle': {
    expect: organisers(201),
    call: async (f, _, t) => {
      const bundle = await t.app.inject({ method: 'GET', url: `/api/tournament/${f.main.id}/bundle`, headers: { authorization: `Bearer ${f.accounts.owner.token}` } });
      return { form: multipart({}, [{ field: 'file', name: 'matrix-open.kingside.zip', content: bundle.rawPayload, type: 'application/zip' }]) };
    },
  },
  'GET /api/tournament/{id}': { expect: everyone(200), call: (f) => ({ params: { id: f.main.id } }) },
  'PATCH /api/tournament/{id}': { expect: managers(200), call: (f) => ({ params: { id: f.main.id }, body: { venue: 'Guildhall' } }) },
  'GET /api/tournament/{id}/files': { expect: everyone(200), call: (f) => ({ params: { id: f.main.id } }) },
  'POST /api/tournament/{id}/files': {
    expect: managers(201),
    call: (f) => ({ params: { id: f.main.id }, form: multipart({}, [{ field: 'attachments', name: 'rules.pdf', content: pdf, type: 'application/pdf' }]) }),
  },
  'GET /api/tournament/{id}/files/{fileId}': { expect: everyone(200), call: (f) => ({ params: { id: f.main.id, fileId: f.main.fileId } }) },
  'DELETE /api/tournament/{id}/files/{fileId}': { expect: managers(200), call: (f, role) => ({ params: { id: f.main.id, fileId: forBoth(f.files, role) } }) },
  'GET /api/tournament/{id}/brochure': { expect: everyone(200), call: (f) => ({ params: { id: f.main.id } }) },
  'PUT /api/tournament/{id}/brochure': { expect: managers(200), call: (f) => ({ params: { id: f.main.id }, body: { description: 'Seven rounds, one a day' } }) },
  'GET /api/tournament/{id}/brochure.pdf': { expect: everyone(200), call: (f) => ({ params: { id: f.main.id } }) },
  'GET /api/tournament/{id}/printouts/pairings': { expect: everyone(200), call: (f) => ({ params: { id: f.main.id }, query: 'round=1&order=board' }) },
  'GET /api/tournament/{id}/printouts/standings': { expect: everyone(200), call: (f) => ({ params: { id: f.main.id }, query: 'round=1' }) },
  'GET /api/tournament/{id}/printouts/crosstable': { expect: everyone(200), call: (f) => ({ params: { id: f.main.id }, query: 'round=1' }) },
  'GET /api/tournament/{id}/printouts/players': { expect: everyone(200), call: (f) => ({ params: { id: f.main.id } }) },
  'GET /api/tournament/{id}/printouts/result-slips': { expect: managers(200), call: (f) => ({ params: { id: f.main.id }, query: 'round=1' }) },

  // Players.
  'POST /api/players/add-player/{tournamentId}': { expect: managers(201), call: (f) => ({ params: { tournamentId: f.registrationOpen }, body: { name: 'Added Player', rating: 1800 } }) },
  'POST /api/players/register/{tournamentId}': { expect: signedIn(201), call: (f) => ({ params: { tournamentId: f.registrationOpen }, body: { rating: 1600 } }) },
  'GET /api/players/details': { expect: everyone(200), call: (f) => ({ query: `query=${f.main.players[0].uuid}` }) },
  'PATCH /api/players/update-player-info/{id}': { expect: managers(200), call: (f) => ({ params: { id: f.main.players[0].uuid }, body: { club: 'Pune Chess Club' } }) },
  // A toggle: the owner withdraws the player, the admin brings them back.
  'PATCH /api/players/withdraw-player': { expect: managers(200), call: (f) => ({ body: { playerId: f.main.players[1].uuid } }) },
  'GET /api/players/entries/{tournamentId}': { expect: managers(200), call: (f) => ({ params: { tournamentId: f.main.id } }) },
  'GET /api/players/{tournamentId}': { expect: everyone(200), call: (f) => ({ params: { tournamentId: f.main.id } }) },
  'POST /api/players/search-fide-players': { expect: organisers(200), call: () => ({ body: { query: 'a' } }) },
  'GET /api/players/fide-rating-list': { expect: organisers(200), call: () => ({}) },
  'POST /api/players/import-fide-list': {
    expect: admins(202),
    // Not a list: the job fails (in the background) and the list the fixture imported stays.
    call: () => ({ form: multipart({}, [{ field: 'file', name: 'players_list_foa.txt', content: 'not a rating list at all' }]) }),
  },
  'GET /api/players/import-fide-list/{jobId}': { expect: admins(200), call: (f) => ({ params: { jobId: f.fideImportJobId } }) },
  'PUT /api/players/sync-fide-players/{id}': { expect: managers(200), call: (f) => ({ params: { id: f.main.id }, body: { apply: false } }) },
  'POST /api/players/upload': {
    expect: managers(200),
    call: (f) => ({ form: multipart({ tournamentId: f.main.id, preview: 'true' }, [{ field: 'file', name: 'players.csv', content: 'Name,Rating\nUma Upload,1700\n' }]) }),
  },
  'POST /api/players/upload-sheet': {
    expect: managers(200),
    call: (f) => ({ form: multipart({ tournamentId: f.main.id, preview: 'true' }, [{ field: 'file', name: 'players.csv', content: 'Name,Rating\nUma Upload,1700\n' }]) }),
  },
  'GET /api/players/upload-template': { expect: everyone(200), call: () => ({ query: 'format=csv' }) },

  // lichess: no lichess server answers here, so the organiser's lichess calls stop at "connect lichess first" (409).
  'POST /api/auth/get-lichess-account': { expect: signedIn(200), call: (f, role) => ({ body: { token: role === 'anonymous' ? 'no-such-token' : f.accounts[role].token } }) },
  'POST /api/auth/connect-lichess': {
    expect: signedIn(200),
    call: (f, role) => ({ body: { token: role === 'anonymous' ? 'no-such-token' : f.accounts[role].token, lichess_username: null } }),
  },
  'POST /api/auth/v1/lichess_login': {
    expect: signedIn(200),
    call: (f, role) => ({ body: { user_key: role === 'anonymous' ? 'no-such-token' : f.accounts[role].token, redirect_uri: 'http://localhost:3000/connect-lichess' } }),
  },
  'GET /api/auth/v1/lichess_callback': {
    expect: everyone(400),
    call: () => ({ query: 'code=abc&state=not-ours&ref_state=x&ref_code=y&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fconnect-lichess' }),
    why: 'a state lichess never issued',
  },
  'GET /api/tournament/lichess-teams': { expect: organisers(409), call: () => ({}), why: 'not connected to lichess' },
  'POST /api/tournament/create-lichess-tournament': {
    expect: organisers(409),
    call: () => ({ body: { kind: 'swiss', name: 'Online Open', teamId: 'kingside-demo-club', clockLimit: 300, clockIncrement: 2, rounds: 5 } }),
    why: 'not connected to lichess',
  },
  'POST /api/tournament/lichess-follow/{id}': { expect: managers(404), call: (f) => ({ params: { id: f.main.id } }), why: 'not a tournament on lichess' },
  'GET /api/tournament/lichess-games/{id}': { expect: everyone(200), call: (f) => ({ params: { id: f.main.id } }) },
  'GET /api/tournament/lichess-arena-standings/{id}': { expect: everyone(404), call: (f) => ({ params: { id: f.main.id } }), why: 'public; not an arena on lichess' },
  'GET /api/tournament/lichess-link/{id}': { expect: everyone(404), call: (f) => ({ params: { id: f.main.id } }), why: 'public; not a tournament on lichess' },
  'POST /api/tournament/lichess-bulk-pairing/{id}': {
    expect: managers(409),
    call: (f) => ({ params: { id: f.main.id }, body: { round: 1, clockLimit: 300, clockIncrement: 2 } }),
    why: 'not connected to lichess',
  },
  'POST /api/tournament/lichess-bulk-results/{id}': { expect: managers(404), call: (f) => ({ params: { id: f.main.id }, body: { round: 1 } }), why: 'no round went to lichess' },

  // Prizes.
  'GET /api/tournament/get-static-prize-cats/{id}': { expect: managers(200), call: (f) => ({ params: { id: f.main.id } }) },
  'GET /api/tournament/prize-config/{id}': { expect: managers(200), call: (f) => ({ params: { id: f.prizes.id } }) },
  'POST /api/tournament/prize-config/{id}': {
    expect: managers(200),
    call: (f) => ({ params: { id: f.main.id }, body: { prizes: [{ id: 'overall', name: 'Overall', kind: 'overall', amounts: [10_000] }] } }),
  },
  'POST /api/tournament/prize-categories': {
    expect: managers(200),
    call: (f) => ({ body: { tournament_id: f.main.id, category: { id: 'women', name: 'Best woman', kind: 'women', amounts: [5_000] } } }),
  },
  'POST /api/tournament/publish-prizes/{id}': { expect: managers(200), call: (f) => ({ params: { id: f.prizes.id }, body: { published: true } }) },
  'GET /api/players/prize-winning-players/{id}/public': { expect: everyone(200), call: (f) => ({ params: { id: f.prizes.id } }) },
  'GET /api/players/prize-winning-players/{id}/{type}': { expect: managers(200), call: (f) => ({ params: { id: f.prizes.id, type: 'all' } }) },
  'POST /api/players/compute-prize-winning-players/{id}': { expect: managers(200), call: (f) => ({ params: { id: f.finished.id } }) },
  'PATCH /api/players/update-winning-player/{id}': {
    expect: managers(200),
    call: (f) => ({ params: { id: f.prizes.winners[1].id }, body: { amount: 310_000, reason: 'sponsor added to second place' } }),
  },
  'POST /api/players/upload-prize-winning-players': {
    expect: managers(200),
    call: (f) => ({
      form: multipart({ tournamentId: f.finished.id, preview: 'true' }, [{ field: 'file', name: 'prizes.csv', content: 'Category,Place,Start no,Amount\nOverall,1,1,10\n' }]),
    }),
  },

  // Payouts.
  'GET /api/players/payouts/{tournamentId}': { expect: managers(200), call: (f) => ({ params: { tournamentId: f.prizes.id } }) },
  'PUT /api/players/payee-details/{winnerId}': {
    expect: managers(200),
    call: (f) => ({ params: { winnerId: f.prizes.winners[0].id }, body: { kind: 'bank', account: '1234567890', ifsc: 'SBIN0001234', name: 'Asha Kumar' } }),
  },
  'POST /api/players/payee-link/{winnerId}': { expect: managers(400), call: (f) => ({ params: { winnerId: f.prizes.winners[0].id } }), why: 'the winner has no email to mail the link to' },
  'GET /api/payees/{token}': { expect: everyone(404), call: () => ({ params: { token: 'not-a-link' } }), why: 'a link is only mailed; the token is the authority, none here' },
  'PUT /api/payees/{token}': {
    expect: everyone(404),
    call: () => ({ params: { token: 'not-a-link' }, body: { kind: 'upi', vpa: 'asha.k@oksbi', name: 'Asha Kumar' } }),
    why: 'a link is only mailed; the token is the authority, none here',
  },
  'POST /api/players/distribute-prizes': {
    expect: managers(200),
    call: (f, role) => ({ body: { tournamentId: f.prizes.id, winnerIds: [f.prizes.winners[role === 'admin' ? 1 : 0].id] } }),
  },
  'GET /api/juspay/status/{id}': { expect: managers(200), call: (f) => ({ params: { id: f.prizes.orderId } }) },
  'GET /api/juspay/balance': { expect: organisers(200), call: () => ({}) },
  'GET /api/juspay/ledger': { expect: managers(200), call: (f) => ({ query: `tournamentId=${f.prizes.id}` }) },
  'GET /api/juspay/ledger.csv': { expect: managers(200), call: (f) => ({ query: `tournamentId=${f.prizes.id}` }) },
  'POST /api/juspay/release/{attemptId}': {
    expect: managers(409),
    call: (f) => ({ params: { attemptId: f.prizes.attemptId }, body: { reason: 'checked with the bank' } }),
    why: 'only a flagged (UNKNOWN) payout may be released; flagging takes a lost provider answer',
  },
  'POST /api/juspay/webhook': { expect: everyone(401), call: () => ({ body: { event_name: 'ORDER_SUCCEEDED' } }), why: 'the provider signs in with HTTP Basic, which no caller here has' },

  // Entry fees.
  'POST /api/entry-fees/register/{tournamentId}': { expect: signedIn(201), call: (f) => ({ params: { tournamentId: f.entryFeeOpen }, body: { rating: 1500 } }) },
  'GET /api/entry-fees/mine/{tournamentId}': { expect: [401, 200, 404, 404, 404], call: (f) => ({ params: { tournamentId: f.entryFee.id } }), why: 'only the player registered' },
  'POST /api/entry-fees/pay/{entryId}': { expect: [401, 200, 403, 403, 403], call: (f) => ({ params: { entryId: f.entryFee.entryId } }), why: 'the player pays their own fee' },
  'GET /api/entry-fees/order/{orderId}': { expect: [401, 200, 403, 200, 200], call: (f) => ({ params: { orderId: f.entryFee.orderId } }), why: 'its player and the managers' },
  'GET /api/entry-fees/tournament/{tournamentId}': { expect: managers(200), call: (f) => ({ params: { tournamentId: f.entryFee.id } }) },
  'POST /api/entry-fees/confirm/{entryId}': {
    expect: managers(200, 409),
    call: (f) => ({ params: { entryId: f.entryFee.entryId }, body: { reason: 'paid in cash at the hall' } }),
    why: 'the admin finds it paid already',
  },
  'POST /api/entry-fees/refund/{entryId}': {
    expect: managers(409),
    call: (f) => ({ params: { entryId: f.entryFee.entryId }, body: { reason: 'withdrew before round 1' } }),
    why: 'only a withdrawn player is refunded',
  },
  'GET /api/admin/backup': { expect: admins(200), call: () => ({}) },
};

/** The statuses each caller got, by calling as they would. */
async function statusOf(t: TestApp, base: () => Promise<string>, route: DocumentedRoute, made: Call, token: string | undefined): Promise<number> {
  const url = `${fillPath(route, made.params ?? {})}${made.query ? `?${made.query}` : ''}`;
  if (made.stream) return (await streamStatus(`${await base()}${url}`, token ? { authorization: `Bearer ${token}` } : {})).status;
  const form = made.form;
  const json = made.body !== undefined;
  const response = await t.app.inject({
    method: route.method as 'GET',
    url,
    payload: form ? form.payload : json ? JSON.stringify(made.body) : undefined,
    remoteAddress: nextIp(),
    headers: {
      ...(form ? form.headers : json ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (response.statusCode >= 500) throw new Error(`${route.key}: ${response.statusCode} ${response.body}`);
  return response.statusCode;
}

describe.each(testDatabaseKinds)('authorization matrix on %s', (kind) => {
  const t = useTestApp(kind, { ownDataDir: true });
  const f = madeBeforeAll('The fixture', () => buildRouteFixture(t));
  let listening: Promise<string> | undefined;
  const base = () =>
    (listening ??= t.app.listen({ port: 0, host: '127.0.0.1' }).then(() => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`));

  it('has one row for every documented route, and no row without a route', async () => {
    const documented = (await documentedRoutes(t.app)).map((route) => route.key).sort();
    expect(documented.filter((key) => !(key in table)), 'documented routes missing from the table').toEqual([]);
    expect(Object.keys(table).filter((key) => !documented.includes(key)), 'table rows with no documented route').toEqual([]);
  });

  it('answers each caller of each route as the table says, never with a 500', async () => {
    const routes = new Map((await documentedRoutes(t.app)).map((route) => [route.key, route]));
    const differences: string[] = [];
    for (const [key, row] of Object.entries(table)) {
      const route = routes.get(key);
      if (!route) continue;
      const got: number[] = [];
      for (const role of roles) {
        const made = await row.call(f, role, t);
        const token = 'token' in made ? made.token : role === 'anonymous' ? undefined : f.accounts[role].token;
        got.push(await statusOf(t, base, route, made, token));
      }
      if (got.join() !== row.expect.join()) differences.push(`${key}: expected ${row.expect.join(' ')}, got ${got.join(' ')}`);
    }
    // One line per route that differs, callers in the order ${roles}.
    expect(differences).toEqual([]);
  });
});
