import { endpointKey, endpoints, type Endpoint, type LedgerQuery, type SearchFidePlayersBody } from '@kingside/contract';
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
const answerOf = <const S extends readonly unknown[], const A extends readonly unknown[]>(scope: S, endpoint: Endpoint, ...args: A) =>
  [...scope, endpointKey(endpoint), ...args] as const;

export const tournamentKeys = {
  /** Every read about tournaments (a prefix): what creating, editing or deleting one makes stale. */
  all: ['tournament'] as const,
  statistics: answerOf(['tournament'], endpoints.tournaments.statistics),
  managed: (search: TournamentSearch, limit: number, offset: number) => answerOf(['tournament'], endpoints.tournaments.managed, search, limit, offset),
  publicList: (search: TournamentSearch, limit: number, offset: number) => answerOf(['tournament'], endpoints.tournaments.publicList, search, limit, offset),
  /** One tournament's details (a prefix too: what sits under it refreshes with them). */
  details: (id: string) => answerOf(['tournament', 'details', id], endpoints.tournaments.details),
  clubs: answerOf(['tournament'], endpoints.clubs.memberships),
  clubInvitations: answerOf(['tournament'], endpoints.clubs.invitations),
  deleted: answerOf(['tournament'], endpoints.privacy.deletedTournaments),
  brochure: (id: string) => answerOf(['tournament', 'brochure', id], endpoints.brochure.read),
  feedbacks: (id: string) => answerOf(['tournament', 'feedbacks', id], endpoints.feedbacks.list),
  /** Under the tournament's details: whatever refreshes those (the live stream, a trigger) refreshes the link too. */
  lichessLink: (id: string) => answerOf(tournamentKeys.details(id), endpoints.lichessEvents.link),
  arenaStandings: (id: string) => answerOf(tournamentKeys.details(id), endpoints.lichessEvents.arenaStandings),
};

export const roundKeys = {
  /** Every round of a tournament (a prefix): pairings, standings and what hangs on them. */
  tournament: (tournamentId: string) => ['rounds', tournamentId] as const,
  /** One round's boards (a prefix: its confirmations and explanations refresh with it). */
  pairings: (tournamentId: string, round: number) => answerOf(roundKeys.tournament(tournamentId), endpoints.pairings.list, round),
  /** The standings after every round (a prefix): points move with every result. */
  rankings: (tournamentId: string) => answerOf(roundKeys.tournament(tournamentId), endpoints.results.ranking),
  ranking: (tournamentId: string, round: number) => [...roundKeys.rankings(tournamentId), round] as const,
  // Under the ranking's key: whatever refreshes the standings refreshes the rows opened in them.
  explanation: (tournamentId: string, round: number, pairingNumber: number) =>
    answerOf(roundKeys.ranking(tournamentId, round), endpoints.results.tiebreakExplanation, pairingNumber),
  whyThisPairing: (tournamentId: string, round: number) => answerOf(roundKeys.pairings(tournamentId, round), endpoints.whyThisPairing.get),
  lichessGames: (tournamentId: string) => answerOf(roundKeys.tournament(tournamentId), endpoints.lichessEvents.games),
};

/** Under the round's pairings: whatever refreshes a round's boards (a result entered, the round closed) refreshes the players' confirmations too. */
export const claimKeys = {
  /** Every confirmation of a round (a prefix: the live event 'result_claims' refreshes it). */
  all: (tournamentId: string, round: number) => [...roundKeys.pairings(tournamentId, round), 'claims'] as const,
  round: (tournamentId: string, round: number) => answerOf(claimKeys.all(tournamentId, round), endpoints.resultClaims.round),
  board: (tournamentId: string, round: number, board: number) => answerOf(claimKeys.all(tournamentId, round), endpoints.resultClaims.board, board),
};

const playerCards = ['players', 'details'] as const;

export const playerKeys = {
  /** Both lists of a tournament (a prefix): what a change of its players makes stale. */
  lists: (tournamentId: string) => ['players', tournamentId] as const,
  list: (tournamentId: string) => answerOf(playerKeys.lists(tournamentId), endpoints.players.list),
  /** The managers' entry list (contact details too): a query of its own, never mixed with the public one. */
  entries: (tournamentId: string) => answerOf(playerKeys.lists(tournamentId), endpoints.players.entries),
  /** Under the lists, so that a change of the players (names, pairing numbers) reads these again too. */
  roundRatings: (tournamentId: string) => answerOf(playerKeys.lists(tournamentId), endpoints.roundRatings.list),
  prohibitedPairings: (tournamentId: string) => answerOf(playerKeys.lists(tournamentId), endpoints.prohibitedPairings.list),
  /** Every player card (a prefix): pairings, results and entries change what they show. */
  cards: playerCards,
  /** A card is cached by the player's uuid, the same on every tournament's page. */
  details: (uuid: string) => answerOf(playerCards, endpoints.players.details, uuid),
  /** Under the cards, so whatever refreshes them refreshes the player's home too. */
  myTournaments: answerOf(playerCards, endpoints.playerHome.myTournaments),
};

export const checkInKeys = {
  /** Everything about a tournament's check-in (a prefix; the live event 'check_in' refreshes it). */
  all: (tournamentId: string) => ['check-in', tournamentId] as const,
  sheet: (tournamentId: string) => answerOf(checkInKeys.all(tournamentId), endpoints.checkIn.sheet),
  mine: (tournamentId: string) => answerOf(checkInKeys.all(tournamentId), endpoints.checkIn.mine),
};

export const registrationKeys = {
  /** Everything about a tournament's registration (a prefix). */
  all: (tournamentId: string) => ['registration', tournamentId] as const,
  info: (tournamentId: string) => answerOf(registrationKeys.all(tournamentId), endpoints.registration.info),
  mine: (tournamentId: string) => answerOf(registrationKeys.all(tournamentId), endpoints.registration.mine),
  overview: (tournamentId: string) => answerOf(registrationKeys.all(tournamentId), endpoints.registration.overview),
};

export const entryFeeKeys = {
  /** Everything about a tournament's entry fees (a prefix). */
  all: (tournamentId: string) => ['entry-fees', tournamentId] as const,
  list: (tournamentId: string) => answerOf(entryFeeKeys.all(tournamentId), endpoints.entryFees.ofTournament),
  mine: (tournamentId: string) => answerOf(entryFeeKeys.all(tournamentId), endpoints.entryFees.mine),
  order: (tournamentId: string, orderId: string) => answerOf(entryFeeKeys.all(tournamentId), endpoints.entryFees.order, orderId),
};

export const prizeKeys = {
  /** Every prize read of a tournament (a prefix): a prize change or a payout makes them stale. */
  all: (tournamentId: string) => ['prizes', tournamentId] as const,
  catalogue: (tournamentId: string) => answerOf(prizeKeys.all(tournamentId), endpoints.prizes.staticCategories),
  structure: (tournamentId: string) => answerOf(prizeKeys.all(tournamentId), endpoints.prizes.structure),
  winners: (tournamentId: string) => answerOf(prizeKeys.all(tournamentId), endpoints.prizes.winners),
  published: (tournamentId: string) => answerOf(prizeKeys.all(tournamentId), endpoints.prizeList.publicList),
  /** Every tournament's prizes (a prefix): a payout made outside one tournament's page. */
  everyTournament: ['prizes'] as const,
};

export const payoutKeys = {
  /** Every payout read (a prefix). */
  all: ['payouts'] as const,
  /** The live stream's 'payouts' events refresh this. */
  tournament: (tournamentId: string) => answerOf(['payouts', tournamentId], endpoints.payouts.ofTournament),
  ledger: (query: LedgerQuery) => answerOf(['payouts'], endpoints.payouts.ledger, query),
  balance: answerOf(['payouts'], endpoints.payouts.balance),
  payeeForm: (token: string) => answerOf(['payouts'], endpoints.payouts.payeeForm, token),
};

export const ratingListKeys = {
  /** Everything read from the rating list (a prefix). */
  all: ['rating-list'] as const,
  current: answerOf(['rating-list'], endpoints.ratingList.currentList),
  importJob: (jobId: string) => answerOf(['rating-list'], endpoints.ratingList.importJob, jobId),
  search: (body: SearchFidePlayersBody) => answerOf(['rating-list'], endpoints.ratingList.searchFidePlayers, body),
  syncPreview: (tournamentId: string) => answerOf(['rating-list'], endpoints.ratingList.syncFidePlayers, tournamentId),
};

/** Whether a cached read holds an import job's answer (a finished import refreshes the list's other reads, not the job). */
export const isImportJob = (queryKey: readonly unknown[]) => queryKey[1] === endpointKey(endpoints.ratingList.importJob);

export const lichessKeys = {
  account: answerOf(['lichess'], endpoints.lichess.account),
  teams: answerOf(['lichess'], endpoints.lichess.teams),
  settings: (tournamentId: string) => answerOf(['lichess'], endpoints.lichessUpdate.settings, tournamentId),
};

export const authKeys = {
  /** Every read about the signed-in person (a prefix): what signing out forgets. */
  all: ['auth'] as const,
  user: (token: string) => answerOf(['auth'], endpoints.auth.currentUser, token),
};

export const noticeKeys = { choices: answerOf(['notices'], endpoints.notices.choices) };
