// A team tournament (the board games and the team records) as the pairing
// state of one round: each team's rounds aggregated from its boards.

import type { TeamRoundPairing, TeamTournament } from '../../teams/model.js';
import { teamRounds } from '../../teams/scoring.js';
import { roundPoints } from '../../trf/points.js';
import { pairTeamRound } from './pairing.js';
import type { TeamPairingState } from './state.js';

/** The round after the last one with a board game or a whole-match forfeit recorded. */
export function nextTeamRound(t: TeamTournament): number {
  let last = 0;
  for (const p of t.tournament.players) {
    p.rounds.forEach((e, i) => {
      if (e.opponent !== null) last = Math.max(last, i + 1);
    });
  }
  for (const f of t.teamForfeits) last = Math.max(last, f.round);
  return last + 1;
}

/**
 * The event as it stood when round `round` was to be paired: the board games and whole-match forfeits of the
 * rounds before, and the team byes up to that round (a bye of the round itself keeps the team out of it).
 */
export function teamTournamentBeforeRound(t: TeamTournament, round: number): TeamTournament {
  const ps = t.tournament.pointSystem;
  const players = t.tournament.players.map((p) => {
    const rounds = p.rounds.slice(0, round - 1);
    return { ...p, rounds, points: rounds.reduce((sum, e) => sum + roundPoints(e, ps), 0) };
  });
  return {
    ...t,
    tournament: { ...t.tournament, players },
    teamForfeits: t.teamForfeits.filter((f) => f.round < round),
    teamByes: t.teamByes.filter((b) => b.round <= round),
  };
}

/**
 * What the pairing of round `round` (by default the next one) reads: the teams' rounds before it, and the teams
 * to pair, those without a team bye (TRF-2026 240) for it. The initial colour is white when the file draws none.
 */
export function teamPairingState(t: TeamTournament, round = nextTeamRound(t)): TeamPairingState {
  const histories = teamRounds(t);
  const away = new Set(t.teamByes.filter((b) => b.round === round).map((b) => b.team));
  return {
    teams: t.teams.map((team, i) => ({ pairingNumber: team.pairingNumber, rounds: histories[i].slice(0, round - 1) })),
    toPair: t.teams.map((team) => team.pairingNumber).filter((n) => !away.has(n)),
    round,
    totalRounds: t.tournament.totalRounds,
    scoring: t.scoring,
    initialColour: t.tournament.initialColour ?? 'w',
    accelerations: t.teamAccelerations,
    forbiddenPairs: t.forbiddenTeamPairs,
  };
}

/** Pairs round `round` of `t` (by default the next) from the rounds before it, by C.04.6. */
export function pairTeamTournament(t: TeamTournament, round = nextTeamRound(t)): TeamRoundPairing {
  return pairTeamRound(teamPairingState(teamTournamentBeforeRound(t, round), round));
}
