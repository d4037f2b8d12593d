// A team's rounds, aggregated from the board games: whom it met, what colour it had, what the match was worth.
// The pairing system (C.04.6), the team tie-breaks (C.07) and the standings all read these.
import type { Colour, Player, RoundEntry } from '../model.js';
import { roundPoints } from '../trf/points.js';
import { boardColour } from './board-colours.js';
import { lineup } from './lineup.js';
import type { Team, TeamRound, TeamRoundKind, TeamTournament } from './model.js';

/** A board played over the board (or still being played), as opposed to one forfeited. */
const PLAYED = new Set(['1', '=', '0', 'W', 'D', 'L', ' ']);

/** What one team's boards of one round say, before the match is compared with the opponent's. */
interface Side {
  opponent: number | null;
  /** Board 1 first. */
  boards: RoundEntry[];
}

/** The number of rounds the event records: of the board games, the team forfeits and the team byes. */
export function recordedRounds(t: TeamTournament): number {
  let rounds = 0;
  for (const p of t.tournament.players) rounds = Math.max(rounds, p.rounds.length);
  for (const f of t.teamForfeits) rounds = Math.max(rounds, f.round);
  for (const b of t.teamByes) rounds = Math.max(rounds, b.round);
  return rounds;
}

/**
 * Each team's rounds, index i for `t.teams[i]` (the order of the teams in the event, not their pairing
 * numbers), round r + 1 at index r, for every round the event records (`recordedRounds`).
 *
 * - A match: the opponent is the team of any board's opponent; game points are the sum of the team's boards under
 *   the individual point system (a board won or lost by forfeit scores as a forfeit, C.04.1); match points compare
 *   the two teams' game points (TRF-2026 362: win, draw, loss). The team's colour is its board-1 player's
 *   scheduled colour, and only when at least one board was played (C.04.6 art. 1.6.1). Board 1 is the team's
 *   first player in roster order who had a board that round: a lineup takes the roster in order, reserves moving
 *   up, so the 001 records need no board number.
 * - A match with no board played: the match points still compare the game points (TRF-2026 362): won by forfeit
 *   by the team with more game points, lost by the other; with equal game points (1–1), a drawn match by
 *   forfeit; with no game point on either side (every board forfeited by both teams), a double forfeit.
 * - A match forfeited as a whole (330): every board won (forfeit win points) by the winner, none by the loser;
 *   `--` a double forfeit.
 * - The pairing-allocated bye (a board `U`): the 320 values, else a drawn match, `matchPoints.draw` and a draw on
 *   every board (C.04.6 art. 1.4).
 * - A team bye (240, or boards `F`/`H`/`Z` without a match): a won, drawn or lost match; the boards score as
 *   full-point, half-point or zero-point byes.
 * - Otherwise, absent (a withdrawn team, one not yet in the event): nothing.
 * A board still to be played (a blank result) leaves the match pending: no points for either team yet.
 */
export function teamRounds(t: TeamTournament): TeamRound[][] {
  const players = new Map(t.tournament.players.map((p) => [p.startNumber, p]));
  const teamOf = new Map<number, number>();
  for (const team of t.teams) for (const n of team.roster) teamOf.set(n, team.pairingNumber);
  const rounds = recordedRounds(t);
  const sides = t.teams.map((team) => Array.from({ length: rounds }, (_, r) => side(team, players, teamOf, r + 1)));
  const index = new Map(t.teams.map((team, i) => [team.pairingNumber, i]));
  return t.teams.map((team, i) =>
    sides[i].map((own, r) => {
      const theirs = own.opponent === null ? undefined : sides[index.get(own.opponent)!]?.[r];
      return teamRound(t, team, players, r + 1, own, theirs);
    }),
  );
}

function side(team: Team, players: ReadonlyMap<number, Player>, teamOf: ReadonlyMap<number, number>, round: number): Side {
  const boards = lineup(team, players, round).map((p) => p.rounds[round - 1]);
  const facing = boards.find((e) => e.opponent !== null);
  return {
    opponent: facing ? (teamOf.get(facing.opponent!) ?? null) : null,
    boards,
  };
}

function teamRound(t: TeamTournament, team: Team, players: ReadonlyMap<number, Player>, round: number, own: Side, theirs: Side | undefined): TeamRound {
  const ps = t.tournament.pointSystem;
  const mp = t.scoring.matchPoints;
  const result = (kind: TeamRoundKind, opponent: number | null, matchPoints: number, gamePoints: number, colour: Colour | null = null): TeamRound => ({
    opponent,
    colour,
    kind,
    matchPoints,
    gamePoints,
    pending: false,
  });
  const n = team.pairingNumber;

  const bye = t.teamByes.find((b) => b.round === round && b.team === n);
  if (bye) return teamBye(bye.kind, t, result);

  // TRF-2026 330: the match the board games do not record because a whole team did not play it.
  const forfeit = t.teamForfeits.find((f) => f.round === round && (f.white === n || f.black === n));
  if (forfeit) {
    const opponent = forfeit.white === n ? forfeit.black : forfeit.white;
    if (forfeit.winner === 'none') return result('doubleForfeit', opponent, mp.loss, t.boards * ps.forfeitLoss);
    const won = (forfeit.winner === 'white') === (forfeit.white === n);
    return won ? result('forfeitWin', opponent, mp.win, t.boards * ps.forfeitWin) : result('forfeitLoss', opponent, mp.loss, t.boards * ps.forfeitLoss);
  }

  if (own.boards.length > 0) {
    const gamePoints = sum(own.boards.map((e) => roundPoints(e, ps)));
    if (own.opponent === null) {
      // Boards won by forfeit against a team that did not come, without a 330 naming it.
      return result('forfeitWin', null, mp.win, gamePoints);
    }
    const opposing = theirs?.boards ?? [];
    if ([...own.boards, ...opposing].some((e) => e.opponent !== null && e.result === ' ')) {
      return { ...result('played', own.opponent, 0, 0, colourOf(own.boards, t)), pending: true };
    }
    const theirPoints = sum(opposing.map((e) => roundPoints(e, ps)));
    const matchPoints = gamePoints > theirPoints ? mp.win : gamePoints < theirPoints ? mp.loss : mp.draw;
    if (own.boards.some((e) => e.opponent !== null && PLAYED.has(e.result))) {
      return result('played', own.opponent, matchPoints, gamePoints, colourOf(own.boards, t));
    }
    if (gamePoints > theirPoints) return result('forfeitWin', own.opponent, mp.win, gamePoints);
    if (gamePoints < theirPoints) return result('forfeitLoss', own.opponent, mp.loss, gamePoints);
    // Game points scored on both sides and equal: the match is drawn, though no board was played.
    if (gamePoints > 0) return result('forfeitDraw', own.opponent, mp.draw, gamePoints);
    return result('doubleForfeit', own.opponent, mp.loss, gamePoints);
  }

  // No board: a bye the board games record, or nothing.
  const entries = team.roster.map((s) => players.get(s)?.rounds[round - 1]?.result);
  if (entries.includes('U')) {
    const pab = t.scoring.pairingAllocatedBye;
    // C.04.6 art. 1.4: unless the regulations say otherwise, a drawn match in both scores.
    return result('pairingAllocatedBye', null, pab?.matchPoints ?? mp.draw, pab?.gamePoints ?? t.boards * ps.draw);
  }
  for (const kind of ['F', 'H', 'Z'] as const) if (entries.includes(kind)) return teamBye(kind, t, result);
  return result('absent', null, 0, 0);
}

/** A bye of the whole team: its match counts as won, drawn or lost, its boards as that bye. */
function teamBye(kind: 'F' | 'H' | 'Z', t: TeamTournament, result: (kind: TeamRoundKind, opponent: null, mp: number, gp: number) => TeamRound): TeamRound {
  const ps = t.tournament.pointSystem;
  const mp = t.scoring.matchPoints;
  if (kind === 'F') return result('fullPointBye', null, mp.win, t.boards * ps.fullPointBye);
  if (kind === 'H') return result('halfPointBye', null, mp.draw, t.boards * ps.halfPointBye);
  return result('zeroPointBye', null, mp.loss, t.boards * ps.zeroPointBye);
}

/**
 * The team's colour (C.04.6 art. 1.6.1): its board-1 player's scheduled colour. Board 1's colour follows from any
 * board whose colour the records give, through the event's board colours (board 1's own game may be a forfeit
 * written without a colour).
 */
function colourOf(boards: readonly RoundEntry[], t: TeamTournament): Colour | null {
  const k = boards.findIndex((e) => e.opponent !== null && e.colour !== null);
  if (k < 0) return null;
  return boardColour(k + 1, 'w', t.boardColourSequence) === boards[k].colour ? 'w' : 'b';
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** A team's match points and game points over its rounds (the first `upTo` of them when given); a pending match counts nothing. */
export function teamScore(rounds: readonly TeamRound[], upTo = rounds.length): { matchPoints: number; gamePoints: number } {
  let matchPoints = 0;
  let gamePoints = 0;
  for (const r of rounds.slice(0, upTo)) {
    matchPoints += r.matchPoints;
    gamePoints += r.gamePoints;
  }
  return { matchPoints, gamePoints };
}
