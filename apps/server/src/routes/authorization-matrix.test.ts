import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { authResponse, endpointKey, everyEndpoint, type Access } from '@kingside/contract';
import { documentedRoutes, fillPath, type DocumentedRoute } from '../test-support/openapi-routes.js';
import { streamStatus } from '../test-support/stream-status.js';
import { buildRouteFixture, pdf, roles, type RouteFixture, type Role } from '../test-support/route-fixture.js';
import { account } from '../test-support/accounts.js';
import { checkInRequired, checkInTournament, playerEntryCheckingIn } from '../test-support/check-in-matrix.js';
import { lineupMatch } from '../test-support/lineups-matrix.js';
import { openForRegistration, registrationAwaitingApproval } from '../test-support/registration-matrix.js';
import { teamAwaitingApproval, teamAwaitingFee, teamToDelete, unpairedTeamEvent } from '../test-support/teams-matrix.js';
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
  /** The status of a caller the endpoint's access lets in; the others get 401 or 403 as the endpoint table says. */
  pass?: number;
  /** The admin's status, when it differs from the owner's. */
  adminPass?: number;
  /** Instead of pass: every caller's status, for a route whose answer is not the plain pass or refusal its access suggests. */
  expect?: Statuses;
  call: (f: RouteFixture, role: Role, t: TestApp) => Call | Promise<Call>;
  /** Why a cell is not the plain pass or refusal its shape suggests. */
  why?: string;
}

/** The statuses the endpoint table's access gives, with `pass` for whoever it lets in. */
function statusesFor(access: Access, pass: number, adminPass = pass): Statuses {
  switch (access) {
    case 'public':
      return [pass, pass, pass, pass, adminPass];
    case 'signed-in':
      return [401, pass, pass, pass, adminPass];
    case 'organisers':
      return [401, 403, pass, pass, adminPass];
    case 'managers':
      return [401, 403, 403, pass, adminPass];
    case 'admins':
      return [401, 403, 403, 403, adminPass];
  }
}

const endpointsByKey = new Map(everyEndpoint.map((endpoint) => [endpointKey(endpoint), endpoint]));

function expected(key: string, row: Row): Statuses {
  if (row.expect) return row.expect;
  const endpoint = endpointsByKey.get(key);
  if (!endpoint) throw new Error(`${key} is not in the endpoint table`);
  if (row.pass === undefined) throw new Error(`${key}: the row says neither pass nor expect`);
  return statusesFor(endpoint.access, row.pass, row.adminPass);
}

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
 * THE TABLE: every route of the OpenAPI document, keyed "METHOD /path", with the status a caller let in gets (who is let in:
 * the endpoint table's access).
 * Calls that use something up (pair a round, delete a file) take the admin's own copy of it (RouteFixture's
 * ForBoth), so both the owner and the admin really pass. 400/409 for a passing caller are written where a
 * valid call is impractical, with the reason.
 */
const table: Record<string, Row> = {
  'GET /api/health': { pass: 200, call: () => ({}) },

  // Accounts: public, or the caller's own account.
  'POST /api/auth/register': {
    pass: 202,
    call: (_, role) => ({ body: { name: 'New Person', email: uniqueEmail(role), password, role: 'player' } }),
  },
  'POST /api/auth/login': {
    expect: [401, 200, 200, 200, 200],
    call: (f, role) => ({ body: { email: emailOf(f, role), password } }),
    why: 'anonymous has no account: a wrong email',
  },
  'POST /api/auth/get-user': { pass: 200, call: (f, role) => ({ body: { token: role === 'anonymous' ? 'no-such-token' : f.accounts[role].token } }) },
  'POST /api/auth/logout': { pass: 200, call: async (f, role, t) => ({ token: await freshSession(t, f, role) }) },
  'PUT /api/auth/change-password': {
    pass: 200,
    // The same password again, so later logins still work; the caller's own session is the one kept (every other one ends).
    call: () => ({ body: { currentPassword: password, newPassword: password } }),
  },
  // English, as every other call of the table reads its answers.
  'PUT /api/auth/language': { pass: 200, call: () => ({ body: { locale: 'en' } }) },
  'DELETE /api/auth/account': {
    expect: [401, 200, 200, 200, 403],
    why: 'an admin account is not deleted by itself',
    // Each caller deletes an account of their own kind made for it (the owner: an organiser owning nothing).
    call: async (_, role, t) => ({
      token: role === 'anonymous' ? undefined : (await account(t, role === 'admin' ? 'admin' : role === 'player' ? 'player' : 'organiser')).token,
      body: { password },
    }),
  },
  'GET /api/auth/account/export': { pass: 200, call: () => ({}) },
  // Notices: the caller's own choices and browsers.
  'GET /api/notices/choices': { pass: 200, call: () => ({}) },
  'PUT /api/notices/choices': { pass: 200, call: () => ({ body: { mail: ['pairings'], push: [] } }) },
  'POST /api/notices/push-subscriptions': {
    pass: 200,
    call: (_, role) => ({
      body: {
        endpoint: `https://push.example.test/${role}/${randomUUID()}`,
        keys: { p256dh: 'BPEy3c-mb7FHwG_4LKP96NnVSc6G_t_yiknUuPTLaEUR5PdZwkNdrzfw2bKj7YXg3LhAvWMXc1NEMeQs5E9Chlo', auth: '9qguT7DmNd1ERycuZG540A' },
      },
    }),
  },
  'POST /api/notices/push-subscriptions/remove': { pass: 200, call: () => ({ body: { endpoint: 'https://push.example.test/unknown' } }) },
  'DELETE /api/admin/users/{id}': { pass: 200, call: async (_, __, t) => ({ params: { id: (await account(t, 'player')).id } }) },
  'POST /api/auth/forgot-password': { pass: 200, call: (f, role) => ({ body: { email: emailOf(f, role) } }) },
  'POST /api/auth/reset-password': {
    pass: 400,
    call: (f, role) => ({ body: { email: emailOf(f, role), otp: '000000', newPassword: 'another password' } }),
    why: 'the mailed code is not known here',
  },
  'POST /api/auth/v1/send_otp': { pass: 200, call: (f, role) => ({ body: { email: emailOf(f, role) } }) },
  'POST /api/auth/v1/verify_otp': {
    pass: 400,
    call: (f, role) => ({ body: { email: emailOf(f, role), otp: '000000' } }),
    why: 'the mailed code is not known here',
  },

  // Tournaments.
  'GET /api/tournament/{id}/live': { pass: 200, call: (f) => ({ params: { id: f.main.id }, stream: true }) },
  'POST /api/tournament/create': { pass: 201, call: () => ({ body: { name: 'Created Open', rounds: 5 } }) },
  'POST /api/tournament/import-trf': { pass: 201, call: (f) => ({ body: { trf: f.trf, name: 'Imported Open' } }) },
  'GET /api/tournament/get-tournaments': { pass: 200, call: () => ({ query: 'limit=10&offset=0' }) },
  'GET /api/tournament/get-tournament-list': { pass: 200, call: () => ({ query: 'query=Open' }) },
  'GET /api/tournament/statistics': { pass: 200, call: () => ({}) },
  'POST /api/tournament/create-club': { pass: 201, call: () => ({ body: { name: `Club ${randomUUID().slice(0, 8)}`, city: 'Pune' } }) },
  'GET /api/tournament/get-club-memberships': { pass: 200, call: () => ({}) },
  'POST /api/tournament/clubs/{clubId}/invitations': {
    pass: 404,
    call: () => ({ params: { clubId: randomUUID() }, body: { emails: ['guest@example.test'] } }),
    why: 'no such club (who may invite to a club: clubs.test.ts)',
  },
  'GET /api/tournament/club-invitations': { pass: 200, call: () => ({}) },
  'POST /api/tournament/club-invitations/{clubId}/accept': { pass: 404, call: () => ({ params: { clubId: randomUUID() } }), why: 'nobody is invited here' },
  'POST /api/tournament/club-invitations/{clubId}/decline': { pass: 404, call: () => ({ params: { clubId: randomUUID() } }), why: 'nobody is invited here' },
  'GET /api/tournament/config/{id}': { pass: 200, call: (f) => ({ params: { id: f.main.id } }) },
  'POST /api/tournament/config/{id}': { pass: 200, call: (f) => ({ params: { id: f.main.id }, body: { sharedPlaces: true } }) },
  'GET /api/tournament/generate-pairing': { pass: 200, call: (f, role) => ({ query: `round=1&tournamentId=${forBoth(f.unpaired, role)}` }) },
  'POST /api/tournament/cancel-pairing': { pass: 409, call: (f) => ({ body: { tournamentId: f.main.id } }), why: 'no pairing is in progress to cancel' },
  'GET /api/tournament/revert-pairing': { pass: 200, call: (f, role) => ({ query: `round=1&tournamentId=${forBoth(f.paired, role)}` }) },
  'GET /api/tournament/get-pairings': { pass: 200, call: (f) => ({ query: `round=1&tournamentId=${f.main.id}` }) },
  'GET /api/tournament/{id}/rounds/{round}/why-this-pairing': { pass: 200, call: (f) => ({ params: { id: f.main.id, round: '1' } }) },
  'GET /api/tournament/{id}/rounds/{round}/why-these-matches': { pass: 200, call: (f) => ({ params: { id: f.team.id, round: '1' } }) },
  // A team round's lineups: the player captains team 1 of the fixture's team event.
  'GET /api/tournament/{id}/rounds/{round}/lineups': {
    expect: [401, 200, 403, 200, 200],
    call: (f) => ({ params: { id: f.team.id, round: '1' } }),
    why: "the managers see every team's, the player their own team's as its captain",
  },
  'PUT /api/tournament/{id}/rounds/{round}/lineups/{teamId}': {
    expect: [401, 200, 403, 200, 200],
    call: (f) => ({ params: { id: f.team.id, round: '1', teamId: f.team.captainsTeamId }, body: { entryIds: [f.team.captainEntryId] } }),
    why: "the team's captain (until the deadline) and the managers",
  },
  'POST /api/tournament/{id}/rounds/{round}/lineups/publish': {
    pass: 200,
    call: async (f, role, t) => {
      const { id, round } = await lineupMatch(t, f, role, { forfeited: false });
      return { params: { id, round } };
    },
  },
  'POST /api/tournament/{id}/rounds/{round}/matches/{matchId}/forfeit': {
    pass: 200,
    call: async (f, role, t) => ({ params: await lineupMatch(t, f, role, { forfeited: false }), body: { winner: 'none' } }),
  },
  'DELETE /api/tournament/{id}/rounds/{round}/matches/{matchId}/forfeit': {
    pass: 200,
    call: async (f, role, t) => ({ params: await lineupMatch(t, f, role, { forfeited: true }) }),
  },
  'PATCH /api/tournament/add-pairing': {
    pass: 200,
    call: (f, role) => {
      const { id, white, black } = forBoth(f.handPairing, role);
      return { body: { tournamentId: id, round: 1, white, black } };
    },
  },
  'PATCH /api/tournament/remove-pairing': { pass: 200, call: (f, role) => ({ body: { tournamentId: forBoth(f.handPairing, role).id, round: 1, board: 1 } }) },
  'POST /api/tournament/edit-pairings': { pass: 200, call: (f, role) => ({ body: { tournamentId: forBoth(f.editing, role), round: 1 } }) },
  'GET /api/tournament/compare-pairings': { pass: 200, call: (f, role) => ({ query: `round=1&tournamentId=${forBoth(f.editing, role)}` }) },
  'POST /api/tournament/validate-pairings': { pass: 200, call: (f, role) => ({ body: { tournamentId: forBoth(f.validating, role), round: 1 } }) },
  'POST /api/tournament/leave-fide-mode': {
    pass: 200,
    call: (f, role) => ({ body: { tournamentId: forBoth(f.leavingFideMode, role), confirmation: 'confirmed-twice' } }),
  },
  'GET /api/tournament/{id}/prohibited-pairings': { pass: 200, call: (f, role) => ({ params: { id: forBoth(f.prohibiting, role).id } }) },
  'POST /api/tournament/{id}/prohibited-pairings': {
    pass: 201,
    call: (f, role) => {
      const { id, others } = forBoth(f.prohibiting, role);
      return { params: { id }, body: { label: 'Club', entryIds: others, lastRound: 2 } };
    },
  },
  'DELETE /api/tournament/{id}/prohibited-pairings/{groupId}': {
    pass: 200,
    call: (f, role) => {
      const { id, groupId } = forBoth(f.prohibiting, role);
      return { params: { id, groupId } };
    },
  },
  'GET /api/tournament/{id}/round-ratings': { pass: 200, call: (f) => ({ params: { id: f.main.id } }) },
  // Teams: the public list, the managers' calls, and rosters (managers, or the team's captain before round 1).
  'GET /api/tournament/{id}/rounds/{round}/matches': { pass: 200, call: (f) => ({ params: { id: f.team.id, round: '1' } }) },
  'GET /api/tournament/{id}/team-standings': { pass: 200, call: (f) => ({ params: { id: f.team.id } }) },
  'GET /api/tournament/{id}/team-crosstable': { pass: 200, call: (f) => ({ params: { id: f.team.id } }) },
  'GET /api/tournament/{id}/board-standings': { pass: 200, call: (f) => ({ params: { id: f.team.id }, query: 'minGames=1' }) },
  'GET /api/tournament/{id}/teams/{teamId}/card': { pass: 200, call: (f) => ({ params: { id: f.team.id, teamId: f.team.captainsTeamId } }) },
  'GET /api/tournament/{id}/teams': { pass: 200, call: (f) => ({ params: { id: f.team.id } }) },
  'GET /api/tournament/{id}/teams/managed': { pass: 200, call: (f) => ({ params: { id: f.team.id } }) },
  'POST /api/tournament/{id}/teams': {
    pass: 201,
    call: async (f, role, t) => ({ params: { id: (await unpairedTeamEvent(t, f)).id }, body: { name: `Entered by ${role}` } }),
  },
  'PATCH /api/tournament/{id}/teams/{teamId}': {
    pass: 200,
    call: (f) => ({ params: { id: f.team.id, teamId: f.team.otherTeamId }, body: { club: 'Matrix CC' } }),
  },
  'DELETE /api/tournament/{id}/teams/{teamId}': { pass: 200, call: async (f, _, t) => ({ params: await teamToDelete(t, f) }) },
  'PUT /api/tournament/{id}/teams/{teamId}/roster': {
    expect: [401, 200, 403, 200, 200],
    call: async (f, _, t) => {
      const event = await unpairedTeamEvent(t, f);
      return { params: { id: event.id, teamId: event.captainsTeamId }, body: { entryIds: [] } };
    },
    why: "the tournament's managers, and the team's own captain (the player) before round 1",
  },
  'POST /api/tournament/{id}/team-registration': {
    expect: [401, 409, 409, 409, 409],
    call: async (f, _, t) => ({ params: { id: (await unpairedTeamEvent(t, f)).id }, body: { name: 'Registered' } }),
    why: 'the fixture team events take no registrations (enable_registration off): every signed-in caller is told so',
  },
  'GET /api/my-teams': { pass: 200, call: () => ({}) },
  'POST /api/tournament/{id}/teams/{teamId}/fee-payment': {
    expect: [401, 404, 403, 403, 403],
    call: (f) => ({ params: { id: f.team.id, teamId: f.team.captainsTeamId } }),
    why: "only the team's captain (the player) pays its fee, and the fixture's team pays none; managers do not pay for a captain",
  },
  'GET /api/tournament/{id}/team-fees': { pass: 200, call: (f) => ({ params: { id: f.team.id } }) },
  'POST /api/tournament/{id}/teams/{teamId}/approval': { pass: 200, call: async (f, _, t) => ({ params: await teamAwaitingApproval(t, f) }) },
  'POST /api/tournament/{id}/teams/{teamId}/decline': { pass: 200, call: async (f, _, t) => ({ params: await teamAwaitingApproval(t, f) }) },
  'POST /api/tournament/{id}/teams/{teamId}/fee-confirmation': {
    pass: 200,
    call: async (f, _, t) => ({ params: await teamAwaitingFee(t, f), body: { reason: 'Paid in cash at the hall' } }),
  },
  'POST /api/tournament/{id}/teams/{teamId}/fee-refund': {
    pass: 409,
    call: async (f, _, t) => ({ params: await teamAwaitingFee(t, f), body: { reason: 'Withdrew before round 1' } }),
    why: 'only a withdrawn team whose fee is paid is refunded',
  },
  'POST /api/tournament/{id}/teams/{teamId}/invitations': {
    expect: [401, 201, 403, 201, 201],
    call: (f) => ({ params: { id: f.team.id, teamId: f.team.captainsTeamId } }),
    why: "the team's captain (the player) and the tournament's managers",
  },
  'DELETE /api/tournament/{id}/teams/{teamId}/invitations': {
    expect: [401, 200, 403, 200, 200],
    call: (f) => ({ params: { id: f.team.id, teamId: f.team.captainsTeamId } }),
    why: "the team's captain (the player) and the tournament's managers",
  },
  'GET /api/team-invitations/{token}': {
    expect: [404, 404, 404, 404, 404],
    call: () => ({ params: { token: 'a'.repeat(43) } }),
    why: 'an unknown link: nobody learns more than that it is not valid',
  },
  'POST /api/team-invitations/{token}/accept': {
    expect: [401, 404, 404, 404, 404],
    call: () => ({ params: { token: 'a'.repeat(43) }, body: {} }),
    why: 'an unknown link, for every signed-in caller',
  },
  'PUT /api/tournament/{id}/round-ratings': {
    pass: 200,
    call: (f) => ({ params: { id: f.main.id }, body: { playerId: f.main.players[1].uuid, fromRound: 4, rating: 1990 } }),
  },
  'DELETE /api/tournament/{id}/round-ratings/{ratingId}': {
    pass: 404,
    call: (f) => ({ params: { id: f.main.id, ratingId: randomUUID() } }),
    why: 'no rating has this id: a manager is let in and told so, and nothing is removed',
  },
  'POST /api/tournament/expel-player': {
    pass: 200,
    call: (f, role) => ({ body: { playerId: forBoth(f.expelling, role), confirmation: 'confirmed-twice' } }),
  },
  'POST /api/tournament/rank-tied-players': {
    pass: 400,
    call: (f) => ({ body: { tournamentId: f.finished.id, order: [1, 99], reason: 'Play-off', confirmation: 'confirmed' } }),
    why: 'the fixture has no start number 99: a manager is let in and refused for the players named, so nothing is ranked',
  },
  'POST /api/tournament/score-upload': {
    pass: 200,
    call: (f, role) => ({ query: `round=1&tournamentId=${f.main.id}`, body: { results: [{ board: role === 'admin' ? 2 : 1, result: '1-0' }] } }),
  },
  'GET /api/tournament/result-history': { pass: 200, call: (f) => ({ query: `round=1&tournamentId=${f.main.id}` }) },
  // Results confirmed by the players: only the board's two players; the fixture's player has the bye, so everyone is refused board 3.
  'GET /api/tournament/{id}/boards/{round}/{board}/result-claim': {
    expect: [401, 403, 403, 403, 403],
    why: "only the board's two players: not an organiser, nor a player of another board",
    call: (f) => ({ params: { id: f.main.id, round: '1', board: '3' } }),
  },
  'POST /api/tournament/{id}/boards/{round}/{board}/result-claim': {
    expect: [401, 403, 403, 403, 403],
    why: "only the board's two players: not an organiser, nor a player of another board",
    call: (f) => ({ params: { id: f.main.id, round: '1', board: '3' }, body: { result: '1-0' } }),
  },
  'GET /api/tournament/result-claims': { pass: 200, call: (f) => ({ query: `round=1&tournamentId=${f.main.id}` }) },
  'GET /api/tournament/players-ranking': { pass: 200, call: (f) => ({ query: `round=1&tournamentId=${f.main.id}` }) },
  'POST /api/tournament/trigger-round-start': { pass: 200, call: (f, role) => ({ body: { tournamentId: forBoth(f.toStart, role) } }) },
  'POST /api/tournament/trigger-round-cleanup': { pass: 200, call: (f, role) => ({ body: { tournamentId: forBoth(f.started, role) } }) },
  'POST /api/tournament/trigger-tournament-end': { pass: 200, call: (f, role) => ({ body: { tournamentId: forBoth(f.lastRoundScored, role) } }) },
  'POST /api/tournament/split-tournament/{id}': { pass: 200, call: (f, role) => ({ params: { id: forBoth(f.toSplit, role) }, body: { groups: 2 } }) },
  'POST /api/tournament/{id}/feedback': {
    expect: [401, 409, 403, 403, 403],
    why: "only the tournament's own players, once it has finished: the fixture's player is in the main tournament, still running",
    call: (f) => ({ params: { id: f.main.id }, body: { text: 'Well run' } }),
  },
  'GET /api/tournament/{id}/feedbacks': { pass: 200, call: (f) => ({ params: { id: f.main.id } }) },
  'GET /api/tournament/deleted': { pass: 200, call: () => ({}) },
  'DELETE /api/tournament/{id}': { pass: 200, call: (f, role) => ({ params: { id: forBoth(f.toDelete, role) } }) },
  'POST /api/tournament/{id}/restore': {
    expect: [401, 403, 404, 200, 200],
    why: 'a deleted tournament is not there for another organiser',
    call: (f, role) => ({ params: { id: forBoth(f.deleted, role) } }),
  },
  'GET /api/tournament/{id}/players-ranking/{startNumber}/explanation': {
    pass: 200,
    call: (f) => ({ params: { id: f.main.id, startNumber: '1' }, query: 'round=1' }),
  },
  'GET /api/tournament/{id}/standings.csv': { pass: 200, call: (f) => ({ params: { id: f.main.id }, query: 'round=1' }) },
  'GET /api/tournament/{id}/trf': { pass: 200, call: (f) => ({ params: { id: f.main.id } }) },
  'GET /api/tournament/{id}/bundle': { pass: 200, call: (f) => ({ params: { id: f.main.id } }) },
  'POST /api/tournament/import-bundle': {
    pass: 201,
    call: async (f, _, t) => {
      const bundle = await t.app.inject({
        method: 'GET',
        url: `/api/tournament/${f.main.id}/bundle`,
        headers: { authorization: `Bearer ${f.accounts.owner.token}` },
      });
      return { form: multipart({}, [{ field: 'file', name: 'matrix-open.kingside.zip', content: bundle.rawPayload, type: 'application/zip' }]) };
    },
  },
  'GET /api/tournament/{id}': { pass: 200, call: (f) => ({ params: { id: f.main.id } }) },
  'PATCH /api/tournament/{id}': { pass: 200, call: (f) => ({ params: { id: f.main.id }, body: { venue: 'Guildhall' } }) },
  'GET /api/tournament/{id}/files': { pass: 200, call: (f) => ({ params: { id: f.main.id } }) },
  'POST /api/tournament/{id}/files': {
    pass: 201,
    call: (f) => ({ params: { id: f.main.id }, form: multipart({}, [{ field: 'attachments', name: 'rules.pdf', content: pdf, type: 'application/pdf' }]) }),
  },
  'GET /api/tournament/{id}/files/{fileId}': { pass: 200, call: (f) => ({ params: { id: f.main.id, fileId: f.main.fileId } }) },
  'DELETE /api/tournament/{id}/files/{fileId}': { pass: 200, call: (f, role) => ({ params: { id: f.main.id, fileId: forBoth(f.files, role) } }) },
  'GET /api/tournament/{id}/brochure': { pass: 200, call: (f) => ({ params: { id: f.main.id } }) },
  'PUT /api/tournament/{id}/brochure': { pass: 200, call: (f) => ({ params: { id: f.main.id }, body: { description: 'Seven rounds, one a day' } }) },
  'GET /api/tournament/{id}/brochure.pdf': { pass: 200, call: (f) => ({ params: { id: f.main.id } }) },
  'GET /api/tournament/{id}/printouts/pairings': { pass: 200, call: (f) => ({ params: { id: f.main.id }, query: 'round=1&order=board' }) },
  'GET /api/tournament/{id}/printouts/standings': { pass: 200, call: (f) => ({ params: { id: f.main.id }, query: 'round=1' }) },
  'GET /api/tournament/{id}/printouts/crosstable': { pass: 200, call: (f) => ({ params: { id: f.main.id }, query: 'round=1' }) },
  'GET /api/tournament/{id}/printouts/players': { pass: 200, call: (f) => ({ params: { id: f.main.id } }) },
  'GET /api/tournament/{id}/printouts/result-slips': { pass: 200, call: (f) => ({ params: { id: f.main.id }, query: 'round=1' }) },
  'GET /api/tournament/{id}/printouts/board-standings': { pass: 200, call: (f) => ({ params: { id: f.team.id }, query: 'minGames=1' }) },

  // Players.
  'POST /api/players/add-player/{tournamentId}': {
    pass: 201,
    call: (f) => ({ params: { tournamentId: f.registrationOpen }, body: { name: 'Added Player', rating: 1800 } }),
  },
  'POST /api/players/register/{tournamentId}': { pass: 201, call: (f) => ({ params: { tournamentId: f.registrationOpen }, body: { rating: 1600 } }) },
  'GET /api/players/details': { pass: 200, call: (f) => ({ query: `query=${f.main.players[0].uuid}` }) },
  'GET /api/players/my-tournaments': { pass: 200, call: () => ({}) },
  'PATCH /api/players/update-player-info/{id}': { pass: 200, call: (f) => ({ params: { id: f.main.players[0].uuid }, body: { club: 'Pune Chess Club' } }) },
  // A toggle: the owner withdraws the player, the admin brings them back.
  'PATCH /api/players/withdraw-player': { pass: 200, call: (f) => ({ body: { playerId: f.main.players[1].uuid } }) },
  // Round 1 is paired, so the swap is confirmed (level 3); the owner swaps numbers 1 and 2, the admin swaps them back.
  'POST /api/players/set-pairing-number': {
    pass: 200,
    call: (f, role) => ({
      body: { playerId: f.main.players.find((p) => p.pairingNumber === (role === 'admin' ? 2 : 1))?.uuid, pairingNumber: 2, confirmation: 'confirmed' },
    }),
  },
  'GET /api/players/entries/{tournamentId}': { pass: 200, call: (f) => ({ params: { tournamentId: f.main.id } }) },
  'GET /api/players/{tournamentId}': { pass: 200, call: (f) => ({ params: { tournamentId: f.main.id } }) },
  'POST /api/players/search-fide-players': { pass: 200, call: () => ({ body: { query: 'a' } }) },
  'GET /api/players/fide-rating-list': { pass: 200, call: () => ({}) },
  'POST /api/players/import-fide-list': {
    pass: 202,
    // Not a list: the job fails (in the background) and the list the fixture imported stays.
    call: () => ({ form: multipart({}, [{ field: 'file', name: 'players_list_foa.txt', content: 'not a rating list at all' }]) }),
  },
  'GET /api/players/import-fide-list/{jobId}': { pass: 200, call: (f) => ({ params: { jobId: f.fideImportJobId } }) },
  'PUT /api/players/sync-fide-players/{id}': { pass: 200, call: (f) => ({ params: { id: f.main.id }, body: { apply: false } }) },
  'POST /api/players/upload': {
    pass: 200,
    call: (f) => ({
      form: multipart({ tournamentId: f.main.id, preview: 'true' }, [{ field: 'file', name: 'players.csv', content: 'Name,Rating\nUma Upload,1700\n' }]),
    }),
  },
  'POST /api/players/upload-sheet': {
    pass: 200,
    call: (f) => ({
      form: multipart({ tournamentId: f.main.id, preview: 'true' }, [{ field: 'file', name: 'players.csv', content: 'Name,Rating\nUma Upload,1700\n' }]),
    }),
  },
  'GET /api/players/upload-template': { pass: 200, call: () => ({ query: 'format=csv' }) },

  // lichess: no lichess server answers here, so the organiser's lichess calls stop at "connect lichess first" (409).
  'POST /api/auth/get-lichess-account': {
    pass: 200,
    call: (f, role) => ({ body: { token: role === 'anonymous' ? 'no-such-token' : f.accounts[role].token } }),
  },
  'POST /api/auth/connect-lichess': {
    pass: 200,
    call: (f, role) => ({ body: { token: role === 'anonymous' ? 'no-such-token' : f.accounts[role].token, lichess_username: null } }),
  },
  'POST /api/auth/v1/lichess_login': {
    pass: 200,
    call: (f, role) => ({
      body: { user_key: role === 'anonymous' ? 'no-such-token' : f.accounts[role].token, redirect_uri: 'http://localhost:3000/connect-lichess' },
    }),
  },
  'GET /api/auth/v1/lichess_callback': {
    pass: 400,
    call: () => ({ query: 'code=abc&state=not-ours&ref_state=x&ref_code=y&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fconnect-lichess' }),
    why: 'a state lichess never issued',
  },
  'GET /api/tournament/lichess-teams': { pass: 409, call: () => ({}), why: 'not connected to lichess' },
  'POST /api/tournament/create-lichess-tournament': {
    pass: 409,
    call: () => ({ body: { kind: 'swiss', name: 'Online Open', teamId: 'kingside-demo-club', clockLimit: 300, clockIncrement: 2, rounds: 5 } }),
    why: 'not connected to lichess',
  },
  'POST /api/tournament/lichess-follow/{id}': { pass: 404, call: (f) => ({ params: { id: f.main.id } }), why: 'not a tournament on lichess' },
  'GET /api/tournament/update-lichess-tournament/{id}': { pass: 404, call: (f) => ({ params: { id: f.main.id } }), why: 'not a tournament on lichess' },
  'POST /api/tournament/update-lichess-tournament/{id}': {
    pass: 404,
    call: (f) => ({ params: { id: f.main.id }, body: { name: 'Renamed Open', clockLimit: 300, clockIncrement: 3, rounds: 5 } }),
    why: 'not a tournament on lichess',
  },
  'GET /api/tournament/lichess-games/{id}': { pass: 200, call: (f) => ({ params: { id: f.main.id } }) },
  'GET /api/tournament/lichess-arena-standings/{id}': { pass: 404, call: (f) => ({ params: { id: f.main.id } }), why: 'public; not an arena on lichess' },
  'GET /api/tournament/lichess-link/{id}': { pass: 200, call: (f) => ({ params: { id: f.main.id } }), why: 'public; null for a tournament played here only' },
  'POST /api/tournament/lichess-bulk-pairing/{id}': {
    pass: 409,
    call: (f) => ({ params: { id: f.main.id }, body: { round: 1, clockLimit: 300, clockIncrement: 2 } }),
    why: 'not connected to lichess',
  },
  'POST /api/tournament/lichess-bulk-results/{id}': {
    pass: 404,
    call: (f) => ({ params: { id: f.main.id }, body: { round: 1 } }),
    why: 'no round went to lichess',
  },

  // Prizes.
  'GET /api/tournament/get-static-prize-cats/{id}': { pass: 200, call: (f) => ({ params: { id: f.main.id } }) },
  'GET /api/tournament/prize-config/{id}': { pass: 200, call: (f) => ({ params: { id: f.prizes.id } }) },
  'POST /api/tournament/prize-config/{id}': {
    pass: 200,
    call: (f) => ({ params: { id: f.main.id }, body: { prizes: [{ id: 'overall', name: 'Overall', kind: 'overall', amounts: [10_000] }] } }),
  },
  'POST /api/tournament/prize-categories': {
    pass: 200,
    call: (f) => ({ body: { tournament_id: f.main.id, category: { id: 'women', name: 'Best woman', kind: 'women', amounts: [5_000] } } }),
  },
  'POST /api/tournament/publish-prizes/{id}': { pass: 200, call: (f) => ({ params: { id: f.prizes.id }, body: { published: true } }) },
  'GET /api/players/prize-winning-players/{id}/public': { pass: 200, call: (f) => ({ params: { id: f.prizes.id } }) },
  'GET /api/players/prize-winning-players/{id}/{type}': { pass: 200, call: (f) => ({ params: { id: f.prizes.id, type: 'all' } }) },
  'POST /api/players/compute-prize-winning-players/{id}': { pass: 200, call: (f) => ({ params: { id: f.finished.id } }) },
  'PATCH /api/players/update-winning-player/{id}': {
    pass: 200,
    call: (f) => ({ params: { id: f.prizes.winners[1].id }, body: { amount: 310_000, reason: 'sponsor added to second place' } }),
  },
  'POST /api/players/upload-prize-winning-players': {
    pass: 200,
    call: (f) => ({
      form: multipart({ tournamentId: f.finished.id, preview: 'true' }, [
        { field: 'file', name: 'prizes.csv', content: 'Category,Place,Start no,Amount\nOverall,1,1,10\n' },
      ]),
    }),
  },

  // Payouts.
  'GET /api/players/payouts/{tournamentId}': { pass: 200, call: (f) => ({ params: { tournamentId: f.prizes.id } }) },
  'PUT /api/players/payee-details/{winnerId}': {
    pass: 200,
    call: (f) => ({ params: { winnerId: f.prizes.winners[0].id }, body: { kind: 'bank', account: '1234567890', ifsc: 'SBIN0001234', name: 'Asha Kumar' } }),
  },
  'POST /api/players/payee-link/{winnerId}': {
    pass: 400,
    call: (f) => ({ params: { winnerId: f.prizes.winners[0].id } }),
    why: 'the winner has no email to mail the link to',
  },
  'GET /api/payees/{token}': {
    pass: 404,
    call: () => ({ params: { token: 'not-a-link' } }),
    why: 'a link is only mailed; the token is the authority, none here',
  },
  'PUT /api/payees/{token}': {
    pass: 404,
    call: () => ({ params: { token: 'not-a-link' }, body: { kind: 'upi', vpa: 'asha.k@oksbi', name: 'Asha Kumar' } }),
    why: 'a link is only mailed; the token is the authority, none here',
  },
  'POST /api/players/distribute-prizes': {
    pass: 200,
    call: (f, role) => ({ body: { tournamentId: f.prizes.id, winnerIds: [f.prizes.winners[role === 'admin' ? 1 : 0].id] } }),
  },
  'GET /api/juspay/status/{id}': {
    expect: [401, 403, 403, 200, 200],
    call: (f) => ({ params: { id: f.prizes.orderId } }),
    why: "a prize payout's order: its tournament's managers only (a player asks of their own entry fee's order)",
  },
  'GET /api/juspay/balance': { pass: 200, call: () => ({}) },
  'GET /api/juspay/ledger': { pass: 200, call: (f) => ({ query: `tournamentId=${f.prizes.id}` }) },
  'GET /api/juspay/ledger.csv': { pass: 200, call: (f) => ({ query: `tournamentId=${f.prizes.id}` }) },
  'POST /api/juspay/release/{attemptId}': {
    pass: 409,
    call: (f) => ({ params: { attemptId: f.prizes.attemptId }, body: { reason: 'checked with the bank' } }),
    why: 'only a flagged (UNKNOWN) payout may be released; flagging takes a lost provider answer',
  },
  'POST /api/juspay/webhook': {
    pass: 401,
    call: () => ({ body: { event_name: 'ORDER_SUCCEEDED' } }),
    why: 'the provider signs in with HTTP Basic, which no caller here has',
  },

  // Registration: the player's side and the organiser's.
  'GET /api/registration/{tournamentId}': { pass: 200, call: (f) => ({ params: { tournamentId: f.registrationOpen } }) },
  'POST /api/registration/{tournamentId}': {
    pass: 201,
    call: async (f, _, t) => ({ params: { tournamentId: await openForRegistration(t, f) }, body: { rating: 1500 } }),
  },
  'GET /api/registration/{tournamentId}/mine': { pass: 200, call: (f) => ({ params: { tournamentId: f.main.id } }) },
  'POST /api/registration/{tournamentId}/withdraw': {
    expect: [401, 409, 404, 404, 404],
    call: (f) => ({ params: { tournamentId: f.main.id } }),
    why: 'only the player is registered, and round 1 is paired',
  },
  'POST /api/registration/find-rated-self': { pass: 200, call: (f) => ({ body: { fideId: f.fideIdOnList } }) },
  'GET /api/registration/{tournamentId}/entries': { pass: 200, call: (f) => ({ params: { tournamentId: f.main.id } }) },
  'PUT /api/registration/{tournamentId}/settings': {
    pass: 200,
    call: (f) => ({ params: { tournamentId: f.registrationOpen }, body: { open: true, cap: null, approval: 'auto', askedFields: [] } }),
  },
  'POST /api/registration/approve/{registrationId}': {
    pass: 200,
    call: async (f, _, t) => ({ params: { registrationId: await registrationAwaitingApproval(t, f) } }),
  },
  'POST /api/registration/decline/{registrationId}': {
    pass: 200,
    call: async (f, _, t) => ({ params: { registrationId: await registrationAwaitingApproval(t, f) } }),
  },

  // Entry fees.
  'POST /api/entry-fees/register/{tournamentId}': { pass: 201, call: (f) => ({ params: { tournamentId: f.entryFeeOpen }, body: { rating: 1500 } }) },
  'GET /api/entry-fees/mine/{tournamentId}': {
    expect: [401, 200, 404, 404, 404],
    call: (f) => ({ params: { tournamentId: f.entryFee.id } }),
    why: 'only the player registered',
  },
  'POST /api/entry-fees/pay/{entryId}': {
    expect: [401, 200, 403, 403, 403],
    call: (f) => ({ params: { entryId: f.entryFee.entryId } }),
    why: 'the player pays their own fee',
  },
  'GET /api/entry-fees/order/{orderId}': {
    expect: [401, 200, 403, 200, 200],
    call: (f) => ({ params: { orderId: f.entryFee.orderId } }),
    why: 'its player and the managers',
  },
  'GET /api/entry-fees/tournament/{tournamentId}': { pass: 200, call: (f) => ({ params: { tournamentId: f.entryFee.id } }) },
  'POST /api/entry-fees/confirm/{entryId}': {
    pass: 200,
    adminPass: 409,
    call: (f) => ({ params: { entryId: f.entryFee.entryId }, body: { reason: 'paid in cash at the hall' } }),
    why: 'the admin finds it paid already',
  },
  'POST /api/entry-fees/refund/{entryId}': {
    pass: 409,
    call: (f) => ({ params: { entryId: f.entryFee.entryId }, body: { reason: 'withdrew before round 1' } }),
    why: 'only a withdrawn player is refunded',
  },
  'GET /api/admin/backup': { pass: 400, call: () => ({}), why: 'no X-Backup-Passphrase header, which the backup seals the keys with' },

  // Check-in before each round (issues 15 and 17).
  'GET /api/tournament/{id}/check-in': { pass: 200, call: (f) => ({ params: { id: f.main.id } }) },
  'PUT /api/tournament/{id}/check-in/settings': { pass: 200, call: (f) => ({ params: { id: f.main.id }, body: checkInRequired }) },
  'POST /api/tournament/{id}/check-in/open': {
    pass: 200,
    call: async (f, _, t) => ({ params: { id: await checkInTournament(t, f, { open: false }) }, body: {} }),
  },
  'POST /api/tournament/{id}/check-in/close': { pass: 200, call: async (f, _, t) => ({ params: { id: await checkInTournament(t, f, { open: true }) } }) },
  'GET /api/tournament/{id}/check-in/mine': {
    expect: [401, 200, 404, 404, 404],
    call: (f) => ({ params: { id: f.main.id } }),
    why: 'only the player has an entry',
  },
  'PUT /api/tournament/check-in/entries/{entryId}': {
    expect: [401, 200, 403, 200, 200],
    call: async (f, _, t) => ({ params: { entryId: await playerEntryCheckingIn(t, f) }, body: { present: true } }),
    why: "the player's own entry, or the tournament's arbiter",
  },
  'PUT /api/tournament/check-in/entries/{entryId}/bye': {
    expect: [401, 200, 403, 200, 200],
    call: async (f, _, t) => ({ params: { entryId: await playerEntryCheckingIn(t, f) }, body: { round: 3, requested: true } }),
    why: "the player's own entry (within the limit), or the tournament's arbiter",
  },
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
    expect(
      documented.filter((key) => !(key in table)),
      'documented routes missing from the table',
    ).toEqual([]);
    expect(
      Object.keys(table).filter((key) => !documented.includes(key)),
      'table rows with no documented route',
    ).toEqual([]);
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
      const want = expected(key, row);
      if (got.join() !== want.join()) differences.push(`${key}: expected ${want.join(' ')}, got ${got.join(' ')}`);
    }
    // One line per route that differs, callers in the order ${roles}.
    expect(differences).toEqual([]);
  });
});
