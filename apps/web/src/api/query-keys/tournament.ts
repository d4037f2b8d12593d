import type { LedgerQuery } from '@kingside/contract';
import type { TournamentSearch } from '../tournaments.js';
import { answerOf } from './endpoint-key.js';

/**
 * The keys of a tournament's own pages (its details, rounds, players, check-in, prizes and payouts): the public pages
 * read them and the live stream refreshes them, so they are one module, loaded with those pages as one piece.
 */
export const tournamentKeys = {
  /** Every read about tournaments (a prefix): what creating, editing or deleting one makes stale. */
  all: ['tournament'] as const,
  statistics: answerOf(['tournament'], 'tournaments.statistics'),
  managed: (search: TournamentSearch, limit: number, offset: number) => answerOf(['tournament'], 'tournaments.managed', search, limit, offset),
  publicList: (search: TournamentSearch, limit: number, offset: number) => answerOf(['tournament'], 'tournaments.publicList', search, limit, offset),
  /** One tournament's details (a prefix too: what sits under it refreshes with them). */
  details: (id: string) => answerOf(['tournament', 'details', id], 'tournaments.details'),
  /** Under the tournament's details: whatever refreshes those (the live stream, a trigger) refreshes the link too. */
  lichessLink: (id: string) => answerOf(tournamentKeys.details(id), 'lichessEvents.link'),
  arenaStandings: (id: string) => answerOf(tournamentKeys.details(id), 'lichessEvents.arenaStandings'),
};

export const roundKeys = {
  /** Every round of a tournament (a prefix): pairings, standings and what hangs on them. */
  tournament: (tournamentId: string) => ['rounds', tournamentId] as const,
  /** One round's boards (a prefix: its confirmations and explanations refresh with it). */
  pairings: (tournamentId: string, round: number) => answerOf(roundKeys.tournament(tournamentId), 'pairings.list', round),
  /** The standings after every round (a prefix): points move with every result. */
  rankings: (tournamentId: string) => answerOf(roundKeys.tournament(tournamentId), 'results.ranking'),
  ranking: (tournamentId: string, round: number) => [...roundKeys.rankings(tournamentId), round] as const,
  // Under the ranking's key: whatever refreshes the standings refreshes the rows opened in them.
  explanation: (tournamentId: string, round: number, pairingNumber: number) =>
    answerOf(roundKeys.ranking(tournamentId, round), 'results.tiebreakExplanation', pairingNumber),
  lichessGames: (tournamentId: string) => answerOf(roundKeys.tournament(tournamentId), 'lichessEvents.games'),
};

/** Under the round's pairings: whatever refreshes a round's boards (a result entered, the round closed) refreshes the players' confirmations too. */
export const claimKeys = {
  /** Every confirmation of a round (a prefix: the live event 'result_claims' refreshes it). */
  all: (tournamentId: string, round: number) => [...roundKeys.pairings(tournamentId, round), 'claims'] as const,
  round: (tournamentId: string, round: number) => answerOf(claimKeys.all(tournamentId, round), 'resultClaims.round'),
  board: (tournamentId: string, round: number, board: number) => answerOf(claimKeys.all(tournamentId, round), 'resultClaims.board', board),
};

/** Under the round's pairings: a team round's lineups, which publishing (it makes the boards) refreshes with the pairings. */
export const lineupKeys = {
  round: (tournamentId: string, round: number) => answerOf(roundKeys.pairings(tournamentId, round), 'lineups.list'),
};

const playerCards = ['players', 'details'] as const;

export const playerKeys = {
  /** Both lists of a tournament (a prefix): what a change of its players makes stale. */
  lists: (tournamentId: string) => ['players', tournamentId] as const,
  list: (tournamentId: string) => answerOf(playerKeys.lists(tournamentId), 'players.list'),
  /** The managers' entry list (contact details too): a query of its own, never mixed with the public one. */
  entries: (tournamentId: string) => answerOf(playerKeys.lists(tournamentId), 'players.entries'),
  /** Every player card (a prefix): pairings, results and entries change what they show. */
  cards: playerCards,
  /** A card is cached by the player's uuid, the same on every tournament's page. */
  details: (uuid: string) => answerOf(playerCards, 'players.details', uuid),
  /** Under the cards, so whatever refreshes them refreshes the player's home too. */
  myTournaments: answerOf(playerCards, 'playerHome.myTournaments'),
};

export const checkInKeys = {
  /** Everything about a tournament's check-in (a prefix; the live event 'check_in' refreshes it). */
  all: (tournamentId: string) => ['check-in', tournamentId] as const,
  sheet: (tournamentId: string) => answerOf(checkInKeys.all(tournamentId), 'checkIn.sheet'),
  mine: (tournamentId: string) => answerOf(checkInKeys.all(tournamentId), 'checkIn.mine'),
};

export const prizeKeys = {
  /** Every prize read of a tournament (a prefix): a prize change or a payout makes them stale. */
  all: (tournamentId: string) => ['prizes', tournamentId] as const,
  catalogue: (tournamentId: string) => answerOf(prizeKeys.all(tournamentId), 'prizes.staticCategories'),
  structure: (tournamentId: string) => answerOf(prizeKeys.all(tournamentId), 'prizes.structure'),
  winners: (tournamentId: string) => answerOf(prizeKeys.all(tournamentId), 'prizes.winners'),
  published: (tournamentId: string) => answerOf(prizeKeys.all(tournamentId), 'prizeList.publicList'),
  /** Every tournament's prizes (a prefix): a payout made outside one tournament's page. */
  everyTournament: ['prizes'] as const,
};

export const payoutKeys = {
  /** Every payout read (a prefix). */
  all: ['payouts'] as const,
  /** The live stream's 'payouts' events refresh this. */
  tournament: (tournamentId: string) => answerOf(['payouts', tournamentId], 'payouts.ofTournament'),
  ledger: (query: LedgerQuery) => answerOf(['payouts'], 'payouts.ledger', query),
  balance: answerOf(['payouts'], 'payouts.balance'),
  payeeForm: (token: string) => answerOf(['payouts'], 'payouts.payeeForm', token),
};

/**
 * A team event's reads. A round's matches sit under its pairings (pairing, lineups published, results and a round
 * closed refresh them with the boards); the standings, crosstable, board standings and team cards under the standings
 * (every result moves them); the teams under the player lists (rosters change with the players).
 */
export const teamKeys = {
  list: (tournamentId: string) => answerOf(playerKeys.lists(tournamentId), 'teams.list'),
  matches: (tournamentId: string, round: number) => answerOf(roundKeys.pairings(tournamentId, round), 'teamResults.roundMatches'),
  standings: (tournamentId: string, round: number | undefined) => answerOf(roundKeys.rankings(tournamentId), 'teamResults.standings', round ?? 'latest'),
  crosstable: (tournamentId: string) => answerOf(roundKeys.rankings(tournamentId), 'teamResults.crosstable'),
  boardStandings: (tournamentId: string, minGames: number) => answerOf(roundKeys.rankings(tournamentId), 'teamResults.boardStandings', minGames),
  /** Every team card of the tournament (a prefix): a new round gives each a column. */
  cards: (tournamentId: string) => answerOf(roundKeys.rankings(tournamentId), 'teamResults.teamCard'),
  card: (tournamentId: string, teamId: string) => [...teamKeys.cards(tournamentId), teamId] as const,
};
