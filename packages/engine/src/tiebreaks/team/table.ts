// A team event seen the way the tie-breaks of individual events see a
// field (rounds.ts): each team is a "player" whose rounds are its matches,
// scored in match points or in game points. Buchholz, Sonneborn-Berger,
// Koya, progressive score and direct encounter then apply unchanged, as
// C.07 (2024) defines them for teams on either score.
import type { TeamRound, TeamRoundKind, TeamScoreKind, TeamTournament } from '../../teams/model.js';
import { teamRounds } from '../../teams/scoring.js';
import type { TiebreakPlayer, TiebreakRound, TiebreakTable } from '../rounds.js';

/** Each team's rounds (index r: round r + 1), keyed by team pairing number. */
export type TeamHistories = ReadonlyMap<number, readonly TeamRound[]>;

/** Every team's rounds as the board games and the team records give them (teamRounds), by pairing number. */
export function teamHistories(tt: TeamTournament): Map<number, TeamRound[]> {
  const rounds = teamRounds(tt);
  return new Map(tt.teams.map((team, i) => [team.pairingNumber, rounds[i]]));
}

/**
 * C.07 art. 16.2 for whole teams: a round the team did not play and was not
 * worth a win to it — a match forfeited, lost or drawn by forfeit, a half- or
 * zero-point bye, an absence — is voluntarily unplayed. A match won by
 * forfeit, a full-point bye and the pairing-allocated bye are not.
 */
const VOLUNTARILY_UNPLAYED: ReadonlySet<TeamRoundKind> = new Set(['forfeitLoss', 'forfeitDraw', 'doubleForfeit', 'halfPointBye', 'zeroPointBye', 'absent']);

const ABSENT: TeamRound = { opponent: null, colour: null, kind: 'absent', matchPoints: 0, gamePoints: 0, pending: false };

export function scoreOf(round: TeamRound, kind: TeamScoreKind): number {
  if (round.pending) return 0;
  return kind === 'match' ? round.matchPoints : round.gamePoints;
}

export function otherScore(kind: TeamScoreKind): TeamScoreKind {
  return kind === 'match' ? 'game' : 'match';
}

/** A match won, by the match points it brought: played, forfeited by the opponent, or a full-point bye. */
export function worthAWin(round: TeamRound, tt: TeamTournament): boolean {
  return !round.pending && round.kind !== 'absent' && round.matchPoints === tt.scoring.matchPoints.win;
}

/**
 * The rounds with results in: the leading rounds of the histories in which no match waits for its result,
 * up to the last round that was paired (a match or the pairing-allocated bye). A later round that records
 * only byes — teams that asked not to be paired in the round to come — has not been played yet.
 */
export function countedTeamRounds(histories: TeamHistories): number {
  const all = [...histories.values()];
  let paired = 0;
  for (const h of all) {
    h.forEach((round, r) => {
      if (round.opponent !== null || round.kind === 'pairingAllocatedBye') paired = Math.max(paired, r + 1);
    });
  }
  let counted = 0;
  while (counted < paired && !all.some((h) => h[counted]?.pending === true)) counted += 1;
  return counted;
}

export interface TeamTableOptions {
  rounds: number;
  roundRobin: boolean;
}

/**
 * The tie-break table of the teams: totals (and the opponents' scores read
 * from them) on `kind`, each round's own result on `roundKind` — the same
 * score for every code but the extended Sonneborn-Berger, which weighs the
 * opponents' match points by the game points scored against them.
 */
export function teamTiebreakTable(
  tt: TeamTournament,
  histories: TeamHistories,
  kind: TeamScoreKind,
  options: TeamTableOptions,
  roundKind: TeamScoreKind = kind,
): TiebreakTable {
  const players = new Map<number, TiebreakPlayer>();
  for (const team of tt.teams) {
    const history = histories.get(team.pairingNumber) ?? [];
    const rounds: TiebreakRound[] = [];
    const cumulative: number[] = [];
    let points = 0;
    let lastNotVur = 0;
    let lastPaired = 0;
    for (let r = 0; r < options.rounds; r++) {
      const round = history[r] ?? ABSENT;
      const played = round.kind === 'played' && !round.pending;
      const pairingAllocatedBye = round.kind === 'pairingAllocatedBye';
      const voluntarilyUnplayed = VOLUNTARILY_UNPLAYED.has(round.kind) || round.pending;
      const own = scoreOf(round, roundKind);
      rounds.push({
        opponent: round.opponent,
        colour: round.colour,
        points: own,
        gamePoints: own,
        played,
        pairingAllocatedBye,
        voluntarilyUnplayed,
        winPoints: worthAWin(round, tt),
      });
      points += scoreOf(round, kind);
      cumulative.push(points);
      if (!voluntarilyUnplayed) lastNotVur = r + 1;
      // Fore Buchholz (art. 8.3) counts the last round as drawn for the teams that play a match in it; a
      // pairing-allocated bye is no match, its points stand as scored (as FIDE TEC's checker counts team events).
      if (round.opponent !== null) lastPaired = r + 1;
    }
    players.set(team.pairingNumber, {
      startNumber: team.pairingNumber,
      rating: null,
      rounds,
      points,
      cumulative,
      lastRoundNotVoluntarilyUnplayed: lastNotVur,
      lastRoundPaired: lastPaired,
    });
  }
  const game = tt.tournament.pointSystem;
  return {
    rounds: options.rounds,
    totalRounds: Math.max(tt.tournament.totalRounds, options.rounds),
    roundRobin: options.roundRobin,
    win: kind === 'match' ? tt.scoring.matchPoints.win : game.win * tt.boards,
    draw: kind === 'match' ? tt.scoring.matchPoints.draw : game.draw * tt.boards,
    players,
    order: [...players.keys()].sort((a, b) => a - b),
  };
}
