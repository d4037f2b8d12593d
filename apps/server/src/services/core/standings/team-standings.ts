import {
  boardStandings,
  computeTeamTiebreaks,
  countedTeamRounds,
  describeTeamTiebreak,
  teamScore,
  type BoardStanding,
  type TeamTiebreakRow,
} from '@kingside/engine';
import type { BoardStandingsList, TeamStandings } from '@kingside/contract';
import { notFound } from '../../../http/errors.js';
import { computedOnce, pairedRounds, type TeamEventResults } from './team-event.js';
import { namesOf } from './team-names.js';
import { asWords, words } from '../languages/message.js';

// Team standings and board standings of a team event, as the public pages, the PDFs and the prizes read them: the
// engine ranks (C.07 team tie-breaks), the server only names the teams.

export interface RankedTeam {
  row: TeamTiebreakRow;
  matchPoints: number;
  gamePoints: number;
  matchesPlayed: number;
}

/** The rounds the standings count: those asked for, else every round whose results are all in. */
export function standingsRound(event: TeamEventResults, round?: number): number {
  const paired = pairedRounds(event);
  if (round === undefined) return countedTeamRounds(event.histories);
  if (paired === 0) throw notFound('No round is paired yet');
  if (round > paired) throw notFound(words('Round {round} is not paired yet', { round }));
  return round;
}

/** The teams in ranking order after `rounds`, with their scores and each tie-break's value. */
export function rankTeams(event: TeamEventResults, rounds: number): readonly RankedTeam[] {
  return computedOnce(event, `rank ${rounds}`, () => computeRanking(event, rounds));
}

function computeRanking(event: TeamEventResults, rounds: number): RankedTeam[] {
  const t = event.data.tournament;
  const rows = computeTeamTiebreaks(event.tt, t.tiebreaks, {
    histories: event.histories,
    rounds,
    roundRobin: t.system !== 'team_swiss',
    sharedPlaces: t.sharedPlaces,
    lotSeed: t.lotSeed ?? t.id,
  });
  return rows
    .sort((a, b) => a.position - b.position)
    .map((row) => {
      const history = event.histories.get(row.team) ?? [];
      return {
        row,
        ...teamScore(history, rounds),
        matchesPlayed: history.slice(0, rounds).filter((r) => r.kind === 'played' && !r.pending).length,
      };
    });
}

/** The public team standings after `round` (default: the last round with all its results). */
export function teamStandingsOf(event: TeamEventResults, round?: number): TeamStandings {
  const rounds = standingsRound(event, round);
  return computedOnce(event, `standings ${rounds}`, () => standingsAfter(event, rounds));
}

function standingsAfter(event: TeamEventResults, rounds: number): TeamStandings {
  const t = event.data.tournament;
  const teamOf = new Map(event.teamData.teams.map((team) => [team.pairingNumber, team]));
  return {
    round: rounds,
    primary: event.tt.scoring.primary,
    tiebreaks: t.tiebreaks.map((code) => {
      const description = describeTeamTiebreak(code);
      // A code the team tie-breaks do not know is shown as it is written, with nothing to explain.
      return { code, title: description?.title ?? asWords(code), explanation: description?.explanation ?? asWords('') };
    }),
    rows: rankTeams(event, rounds).map(({ row, matchPoints, gamePoints, matchesPlayed }) => {
      const team = teamOf.get(row.team)!;
      return {
        rank: row.rank,
        team: { id: team.id, pairingNumber: team.pairingNumber, name: team.name, shortName: team.shortName },
        withdrawn: team.withdrawn,
        matchesPlayed,
        matchPoints,
        gamePoints,
        tiebreaks: row.values,
        tie: row.decidedBy === null ? null : { teams: row.tie, decidedBy: row.decidedBy, lot: row.lot },
      };
    }),
  };
}

/**
 * Board standings after the last round with all its results, board 1 first and every board of the match listed
 * (empty when nobody qualifies), each ranked by performance rating, then percentage (the Olympiad's board prizes).
 */
export function boardStandingsOf(event: TeamEventResults, minGames: number): { round: number; boards: { board: number; rows: BoardStanding[] }[] } {
  return computedOnce(event, `boards ${minGames}`, () => boardsFrom(event, minGames));
}

function boardsFrom(event: TeamEventResults, minGames: number): { round: number; boards: { board: number; rows: BoardStanding[] }[] } {
  const round = countedTeamRounds(event.histories);
  const lists = boardStandings(event.tt, { rounds: round, minimumGames: minGames, by: 'performance' });
  const byBoard = new Map(lists.map((rows) => [rows[0]?.board, rows]));
  return {
    round,
    boards: Array.from({ length: event.tt.boards }, (_, i) => ({ board: i + 1, rows: byBoard.get(i + 1) ?? [] })),
  };
}

/** The board standings as the public page and the board prize sheet show them: players and teams named. */
export function boardStandingsListOf(event: TeamEventResults, minGames: number): BoardStandingsList {
  return computedOnce(event, `board list ${minGames}`, () => boardListFrom(event, minGames));
}

function boardListFrom(event: TeamEventResults, minGames: number): BoardStandingsList {
  const names = namesOf(event);
  const { round, boards } = boardStandingsOf(event, minGames);
  return {
    round,
    minGames,
    boards: boards.map(({ board, rows }) => ({
      board,
      rows: rows.map((r) => ({
        place: r.place,
        player: names.player(names.entryByNumber(r.player)!),
        team: names.teamRef(names.teamByNumber(r.team)!),
        points: r.points,
        games: r.games,
        played: r.played,
        percentage: r.percentage,
        performance: r.performance,
      })),
    })),
  };
}
