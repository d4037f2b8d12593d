// Team events of any size made up from a seed, played round by round: the same seed always makes the same teams,
// lineups and results, on every machine. The bench, the property tests and the conformance set of the team Swiss
// pair them, one round at a time, and record each round's pairing with playTeamRound.

import { blankPlayer, blankTournament, type Colour, type Player, type ResultCode, type RoundEntry } from '../model.js';
import { seededRandom } from '../swiss/dutch/generated-open.js';
import { roundPoints } from '../trf/points.js';
import { boardColour } from './board-colours.js';
import { STANDARD_TEAM_SCORING, type Team, type TeamRoundPairing, type TeamScoring, type TeamTournament } from './model.js';

export interface TeamEventShape {
  teams: number;
  rounds: number;
  /** Boards per match (N). */
  boards: number;
  /** Reserves on each roster, after the N board players. */
  reserves: number;
  seed: number;
  scoring?: TeamScoring;
  /** C.04.6 art. 4.1: the colour of the first team of odd TPN in round 1 (white unless given). */
  initialColour?: Colour;
}

/**
 * A team event before round 1. Team strength spreads like an open's (most teams between 1500 and 2300, a few
 * strong ones); inside a team the roster is in board order, the strongest first, reserves the weakest. Teams are
 * numbered by team rating (C.04.6 art. 1.1 leaves the TPN to the regulations; rating order is the usual one), and
 * players are numbered team by team in roster order.
 */
export function generatedTeamEvent(shape: TeamEventShape): TeamTournament {
  const random = seededRandom(shape.seed);
  const rosterSize = shape.boards + shape.reserves;
  const strengths: number[] = [];
  for (let i = 0; i < shape.teams; i++) {
    // The sum of four uniforms is close enough to a bell curve for a field of clubs.
    const bell = (random() + random() + random() + random()) / 4;
    strengths.push(1300 + bell * 1300);
  }
  strengths.sort((a, b) => b - a);
  const players: Player[] = [];
  const teams: Team[] = strengths.map((strength, i) => {
    const ratings = Array.from({ length: rosterSize }, () => Math.round(strength + (random() - 0.5) * 300)).sort((a, b) => b - a);
    const roster = ratings.map((rating, k) => {
      const p = blankPlayer(players.length + 1, { name: `Player ${i + 1}.${k + 1}`, rating });
      players.push(p);
      return p.startNumber;
    });
    return { pairingNumber: i + 1, name: `Team ${i + 1}`, shortName: '', roster };
  });
  return {
    tournament: blankTournament({
      name: `Generated team event of ${shape.teams} (seed ${shape.seed})`,
      tournamentType: 'Team Swiss System',
      totalRounds: shape.rounds,
      initialColour: shape.initialColour ?? 'w',
      players,
    }),
    teams,
    boards: shape.boards,
    scoring: shape.scoring ?? STANDARD_TEAM_SCORING,
    teamForfeits: [],
    teamByes: [],
    teamAccelerations: [],
    forbiddenTeamPairs: [],
  };
}

/** Before round `round` is paired: each team is absent from it with the chance `share` (a zero-point team bye, TRF-2026 240). */
export function declareAbsences(t: TeamTournament, round: number, random: () => number, share: number): void {
  for (const team of t.teams) if (random() < share) t.teamByes.push({ round, team: team.pairingNumber, kind: 'Z' });
}

/** The pairing numbers of the teams to pair in round `round`: those without a team bye for it. */
export function teamsToPair(t: TeamTournament, round: number): number[] {
  const away = new Set(t.teamByes.filter((b) => b.round === round).map((b) => b.team));
  return t.teams.map((team) => team.pairingNumber).filter((n) => !away.has(n));
}

/** How often the irregular things of a real team event happen in a round (chances, 0 when not given). */
export interface TeamRoundPlay {
  /** That one of a team's first N players rests and a reserve moves up. */
  rests?: number;
  /** That a team leaves its last board empty (the opponent's player on it wins by forfeit). */
  emptyBoards?: number;
  /** That a board's game is lost by forfeit by a player who was in the lineup but did not play. */
  boardForfeits?: number;
  /** That a match is forfeited as a whole by one of its teams (TRF-2026 330). */
  teamForfeits?: number;
  /**
   * Board 1 is always played, by the roster's first player: for programs that take the roster's first player as
   * board 1 and a match as played only when that player's game was.
   */
  boardOneAlwaysPlayed?: boolean;
}

const bye = (result: ResultCode): RoundEntry => ({ opponent: null, colour: null, result });

/** The players a team fields in a match: the roster in order, less those resting, at most N, perhaps one board short. */
function chooseLineup(t: TeamTournament, team: Team, random: () => number, play: TeamRoundPlay): number[] {
  const keepFirst = play.boardOneAlwaysPlayed ?? false;
  const resting = new Set<number>();
  for (let k = keepFirst ? 1 : 0; k < t.boards && k < team.roster.length; k++) {
    if (random() < (play.rests ?? 0)) resting.add(team.roster[k]);
  }
  const lineup = team.roster.filter((n) => !resting.has(n)).slice(0, t.boards);
  if (lineup.length > (keepFirst ? 1 : 0) && random() < (play.emptyBoards ?? 0)) lineup.pop();
  return lineup;
}

/** A played game's result drawn from the Elo expectation; a third of the expected score's evenness turns into draws. */
function gameResult(white: Player, black: Player, random: () => number): [ResultCode, ResultCode] {
  const expected = 1 / (1 + 10 ** ((black.rating - white.rating) / 400));
  const x = random();
  if (x < 0.66 * Math.min(expected, 1 - expected)) return ['=', '='];
  return random() < expected ? ['1', '0'] : ['0', '1'];
}

/**
 * Writes round `round` into `t` as `pairing` paired it: every roster player gets an entry for the round (a board,
 * a board won because the opponent's was empty, the pairing-allocated bye `U` for the first N players of the team
 * that has it, or `Z` for not playing), results drawn from the ratings. Teams absent from the round (a team bye)
 * and teams the pairing left out get `Z` on every player.
 */
export function playTeamRound(t: TeamTournament, round: number, pairing: TeamRoundPairing, random: () => number, play: TeamRoundPlay = {}): void {
  const players = new Map(t.tournament.players.map((p) => [p.startNumber, p]));
  const team = new Map(t.teams.map((x) => [x.pairingNumber, x]));
  const entries = new Map<number, RoundEntry>();
  const set = (n: number, e: RoundEntry) => entries.set(n, e);
  const keepFirst = play.boardOneAlwaysPlayed ?? false;

  for (const { white, black } of pairing.matches) {
    const w = team.get(white) as Team;
    const b = team.get(black) as Team;
    if (random() < (play.teamForfeits ?? 0)) {
      const whiteCame = random() < 0.5;
      t.teamForfeits.push({ round, white, black, winner: whiteCame ? 'white' : 'black' });
      for (const n of (whiteCame ? w : b).roster.slice(0, t.boards)) set(n, bye('+'));
      continue;
    }
    const ws = chooseLineup(t, w, random, play);
    const bs = chooseLineup(t, b, random, play);
    for (let k = 0; k < Math.max(ws.length, bs.length); k++) {
      const wn = ws[k];
      const bn = bs[k];
      if (wn === undefined || bn === undefined) {
        set(wn ?? bn, bye('+'));
        continue;
      }
      // C.04.6 art. 4: the team with white on board 1 has white on the boards the event's sequence gives it.
      const wColour = boardColour(k + 1, 'w', t.boardColourSequence);
      const [first, second] = wColour === 'w' ? [wn, bn] : [bn, wn];
      let results: [ResultCode, ResultCode];
      if ((k > 0 || !keepFirst) && random() < (play.boardForfeits ?? 0)) results = random() < 0.5 ? ['+', '-'] : ['-', '+'];
      else results = gameResult(players.get(first) as Player, players.get(second) as Player, random);
      set(first, { opponent: second, colour: 'w', result: results[0] });
      set(second, { opponent: first, colour: 'b', result: results[1] });
    }
  }
  if (pairing.pairingAllocatedBye !== null) {
    for (const n of (team.get(pairing.pairingAllocatedBye) as Team).roster.slice(0, t.boards)) set(n, bye('U'));
  }

  for (const p of t.tournament.players) {
    while (p.rounds.length < round - 1) p.rounds.push(bye('Z'));
    p.rounds[round - 1] = entries.get(p.startNumber) ?? bye('Z');
    p.points = p.rounds.reduce((sum, e) => sum + roundPoints(e, t.tournament.pointSystem), 0);
  }
}
