import type { endpoints, LedgerQuery, SearchFidePlayersBody } from '@kingside/contract';
import type { TournamentSearch } from './tournaments.js';

/**
 * Every key of the query cache, in one place: the API modules cache their reads under these, and the live stream's
 * invalidation (features/live/liveEvents.ts) refreshes the same, so a key cannot drift from what refreshes it.
 *
 * A key starts with a scope (its area, usually with the tournament): a prefix that refreshes everything under it.
 * A cached read then names the endpoint whose answer it holds, as the contract's table names it ("GET /api/…"),
 * followed by what tells its answers apart. Scopes nest where one change makes several reads stale: a
 * tournament's lichess link sits under its details, the prohibited pairings under its player lists, a board's
 * confirmations under the round's pairings.
 */
type Table = typeof endpoints;
/**
 * An endpoint of the contract's table by its key, "METHOD /path", checked against the table when compiled. Named by
 * key, not by the endpoint object: the objects carry their schemas, and a page that only caches a read would load
 * every area's schemas with the keys (the public pages' JavaScript budget).
 */
type EndpointKey = {
  [G in keyof Table]: {
    [N in keyof Table[G]]: Table[G][N] extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;
  }[keyof Table[G]];
}[keyof Table];

const answerOf = <const S extends readonly unknown[], const A extends readonly unknown[]>(scope: S, endpoint: EndpointKey, ...args: A) =>
  [...scope, endpoint, ...args] as const;

export const tournamentKeys = {
  /** Every read about tournaments (a prefix): what creating, editing or deleting one makes stale. */
  all: ['tournament'] as const,
  statistics: answerOf(['tournament'], 'GET /api/tournament/statistics'),
  managed: (search: TournamentSearch, limit: number, offset: number) => answerOf(['tournament'], 'GET /api/tournament/get-tournaments', search, limit, offset),
  publicList: (search: TournamentSearch, limit: number, offset: number) =>
    answerOf(['tournament'], 'GET /api/tournament/get-tournament-list', search, limit, offset),
  /** One tournament's details (a prefix too: what sits under it refreshes with them). */
  details: (id: string) => answerOf(['tournament', 'details', id], 'GET /api/tournament/{id}'),
  clubs: answerOf(['tournament'], 'GET /api/tournament/get-club-memberships'),
  clubInvitations: answerOf(['tournament'], 'GET /api/tournament/club-invitations'),
  deleted: answerOf(['tournament'], 'GET /api/tournament/deleted'),
  brochure: (id: string) => answerOf(['tournament', 'brochure', id], 'GET /api/tournament/{id}/brochure'),
  feedbacks: (id: string) => answerOf(['tournament', 'feedbacks', id], 'GET /api/tournament/{id}/feedbacks'),
  /** Under the tournament's details: whatever refreshes those (the live stream, a trigger) refreshes the link too. */
  lichessLink: (id: string) => answerOf(tournamentKeys.details(id), 'GET /api/tournament/lichess-link/{id}'),
  arenaStandings: (id: string) => answerOf(tournamentKeys.details(id), 'GET /api/tournament/lichess-arena-standings/{id}'),
};

export const roundKeys = {
  /** Every round of a tournament (a prefix): pairings, standings and what hangs on them. */
  tournament: (tournamentId: string) => ['rounds', tournamentId] as const,
  /** One round's boards (a prefix: its confirmations and explanations refresh with it). */
  pairings: (tournamentId: string, round: number) => answerOf(roundKeys.tournament(tournamentId), 'GET /api/tournament/get-pairings', round),
  /** The standings after every round (a prefix): points move with every result. */
  rankings: (tournamentId: string) => answerOf(roundKeys.tournament(tournamentId), 'GET /api/tournament/players-ranking'),
  ranking: (tournamentId: string, round: number) => [...roundKeys.rankings(tournamentId), round] as const,
  // Under the ranking's key: whatever refreshes the standings refreshes the rows opened in them.
  explanation: (tournamentId: string, round: number, pairingNumber: number) =>
    answerOf(roundKeys.ranking(tournamentId, round), 'GET /api/tournament/{id}/players-ranking/{startNumber}/explanation', pairingNumber),
  whyThisPairing: (tournamentId: string, round: number) =>
    answerOf(roundKeys.pairings(tournamentId, round), 'GET /api/tournament/{id}/rounds/{round}/why-this-pairing'),
  lichessGames: (tournamentId: string) => answerOf(roundKeys.tournament(tournamentId), 'GET /api/tournament/lichess-games/{id}'),
};

/** Under the round's pairings: whatever refreshes a round's boards (a result entered, the round closed) refreshes the players' confirmations too. */
export const claimKeys = {
  /** Every confirmation of a round (a prefix: the live event 'result_claims' refreshes it). */
  all: (tournamentId: string, round: number) => [...roundKeys.pairings(tournamentId, round), 'claims'] as const,
  round: (tournamentId: string, round: number) => answerOf(claimKeys.all(tournamentId, round), 'GET /api/tournament/result-claims'),
  board: (tournamentId: string, round: number, board: number) =>
    answerOf(claimKeys.all(tournamentId, round), 'GET /api/tournament/{id}/boards/{round}/{board}/result-claim', board),
};

const playerCards = ['players', 'details'] as const;

export const playerKeys = {
  /** Both lists of a tournament (a prefix): what a change of its players makes stale. */
  lists: (tournamentId: string) => ['players', tournamentId] as const,
  list: (tournamentId: string) => answerOf(playerKeys.lists(tournamentId), 'GET /api/players/{tournamentId}'),
  /** The managers' entry list (contact details too): a query of its own, never mixed with the public one. */
  entries: (tournamentId: string) => answerOf(playerKeys.lists(tournamentId), 'GET /api/players/entries/{tournamentId}'),
  /** Under the lists, so that a change of the players (names, pairing numbers) reads these again too. */
  roundRatings: (tournamentId: string) => answerOf(playerKeys.lists(tournamentId), 'GET /api/tournament/{id}/round-ratings'),
  prohibitedPairings: (tournamentId: string) => answerOf(playerKeys.lists(tournamentId), 'GET /api/tournament/{id}/prohibited-pairings'),
  /** Every player card (a prefix): pairings, results and entries change what they show. */
  cards: playerCards,
  /** A card is cached by the player's uuid, the same on every tournament's page. */
  details: (uuid: string) => answerOf(playerCards, 'GET /api/players/details', uuid),
  /** Under the cards, so whatever refreshes them refreshes the player's home too. */
  myTournaments: answerOf(playerCards, 'GET /api/players/my-tournaments'),
};

export const checkInKeys = {
  /** Everything about a tournament's check-in (a prefix; the live event 'check_in' refreshes it). */
  all: (tournamentId: string) => ['check-in', tournamentId] as const,
  sheet: (tournamentId: string) => answerOf(checkInKeys.all(tournamentId), 'GET /api/tournament/{id}/check-in'),
  mine: (tournamentId: string) => answerOf(checkInKeys.all(tournamentId), 'GET /api/tournament/{id}/check-in/mine'),
};

export const registrationKeys = {
  /** Everything about a tournament's registration (a prefix). */
  all: (tournamentId: string) => ['registration', tournamentId] as const,
  info: (tournamentId: string) => answerOf(registrationKeys.all(tournamentId), 'GET /api/registration/{tournamentId}'),
  mine: (tournamentId: string) => answerOf(registrationKeys.all(tournamentId), 'GET /api/registration/{tournamentId}/mine'),
  overview: (tournamentId: string) => answerOf(registrationKeys.all(tournamentId), 'GET /api/registration/{tournamentId}/entries'),
};

export const entryFeeKeys = {
  /** Everything about a tournament's entry fees (a prefix). */
  all: (tournamentId: string) => ['entry-fees', tournamentId] as const,
  list: (tournamentId: string) => answerOf(entryFeeKeys.all(tournamentId), 'GET /api/entry-fees/tournament/{tournamentId}'),
  mine: (tournamentId: string) => answerOf(entryFeeKeys.all(tournamentId), 'GET /api/entry-fees/mine/{tournamentId}'),
  order: (tournamentId: string, orderId: string) => answerOf(entryFeeKeys.all(tournamentId), 'GET /api/entry-fees/order/{orderId}', orderId),
};

export const prizeKeys = {
  /** Every prize read of a tournament (a prefix): a prize change or a payout makes them stale. */
  all: (tournamentId: string) => ['prizes', tournamentId] as const,
  catalogue: (tournamentId: string) => answerOf(prizeKeys.all(tournamentId), 'GET /api/tournament/get-static-prize-cats/{id}'),
  structure: (tournamentId: string) => answerOf(prizeKeys.all(tournamentId), 'GET /api/tournament/prize-config/{id}'),
  winners: (tournamentId: string) => answerOf(prizeKeys.all(tournamentId), 'GET /api/players/prize-winning-players/{id}/{type}'),
  published: (tournamentId: string) => answerOf(prizeKeys.all(tournamentId), 'GET /api/players/prize-winning-players/{id}/public'),
  /** Every tournament's prizes (a prefix): a payout made outside one tournament's page. */
  everyTournament: ['prizes'] as const,
};

export const payoutKeys = {
  /** Every payout read (a prefix). */
  all: ['payouts'] as const,
  /** The live stream's 'payouts' events refresh this. */
  tournament: (tournamentId: string) => answerOf(['payouts', tournamentId], 'GET /api/players/payouts/{tournamentId}'),
  ledger: (query: LedgerQuery) => answerOf(['payouts'], 'GET /api/juspay/ledger', query),
  balance: answerOf(['payouts'], 'GET /api/juspay/balance'),
  payeeForm: (token: string) => answerOf(['payouts'], 'GET /api/payees/{token}', token),
};

export const ratingListKeys = {
  /** Everything read from the rating list (a prefix). */
  all: ['rating-list'] as const,
  current: answerOf(['rating-list'], 'GET /api/players/fide-rating-list'),
  importJob: (jobId: string) => answerOf(['rating-list'], 'GET /api/players/import-fide-list/{jobId}', jobId),
  search: (body: SearchFidePlayersBody) => answerOf(['rating-list'], 'POST /api/players/search-fide-players', body),
  syncPreview: (tournamentId: string) => answerOf(['rating-list'], 'PUT /api/players/sync-fide-players/{id}', tournamentId),
};

/** Whether a cached read holds an import job's answer (a finished import refreshes the list's other reads, not the job). */
export const isImportJob = (queryKey: readonly unknown[]) => queryKey[1] === ('GET /api/players/import-fide-list/{jobId}' satisfies EndpointKey);

export const lichessKeys = {
  account: answerOf(['lichess'], 'POST /api/auth/get-lichess-account'),
  teams: answerOf(['lichess'], 'GET /api/tournament/lichess-teams'),
  settings: (tournamentId: string) => answerOf(['lichess'], 'GET /api/tournament/update-lichess-tournament/{id}', tournamentId),
};

export const authKeys = {
  /** Every read about the signed-in person (a prefix): what signing out forgets. */
  all: ['auth'] as const,
  user: (token: string) => answerOf(['auth'], 'POST /api/auth/get-user', token),
};

export const noticeKeys = { choices: answerOf(['notices'], 'GET /api/notices/choices') };
