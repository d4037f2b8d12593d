import { readTeamTournament, writeTeamTournament, type KeptLine, type TeamForfeit, type Tournament as EngineTournament } from '@kingside/engine';
import type { TournamentData } from '../core/engine-model.js';
import { toTeamEngine, type TeamData } from '../core/team-model.js';

const TOURNAMENT_TYPES = { team_swiss: 'Team Swiss System', team_round_robin: 'Team Round-Robin', team_double_round_robin: 'Team Double Round-Robin' } as const;
const ROUND_ROBIN_CODES = { team_round_robin: 'FIDE_TEAM_ROUNDROBIN', team_double_round_robin: 'FIDE_TEAM_DOUBLEROUNDROBIN' } as const;

/**
 * A team event as a TRF-2026 file: the board games as the individual export writes them (`report`), with the team
 * records of the event (310, 192, 352, 362, 320, 330). Over an imported file, the records Kingside does not hold
 * (team byes 240, virtual points 250, teams kept apart 260) and a 320 stating the drawn match Kingside counts are
 * the file's own, so that a file imported and exported unchanged comes back byte for byte.
 */
export function teamTrf(report: EngineTournament, data: TournamentData, teamData: TeamData, imported: string | null, comments: readonly KeptLine[]): string {
  const model = toTeamEngine(data, teamData);
  const system = data.tournament.system as keyof typeof TOURNAMENT_TYPES;
  // A team event ranks teams (the 310 records), not players.
  const players = report.players.map((p) => ({ ...p, rank: 0 }));
  if (imported === null) {
    const encodedTournamentType = system === 'team_swiss' ? undefined : ROUND_ROBIN_CODES[system];
    return writeTeamTournament({
      ...model,
      tournament: { ...report, players, tournamentType: TOURNAMENT_TYPES[system], encodedTournamentType, keptLines: [...report.keptLines, ...comments] },
    });
  }
  const file = readTeamTournament(imported);
  const pab = file.scoring.pairingAllocatedBye;
  const drawn = pab && pab.matchPoints === model.scoring.matchPoints.draw && pab.gamePoints === model.boards * report.pointSystem.draw;
  // The individual reading keeps the team records as lines of its own; the team reading does not, and the team writer writes them.
  const keptLines = [...file.tournament.keptLines, ...comments];
  return writeTeamTournament({
    ...model,
    scoring: drawn ? { ...model.scoring, pairingAllocatedBye: pab } : model.scoring,
    // The same forfeits in the file's order: the database lists a round's matches by table.
    teamForfeits: sameForfeits(model.teamForfeits, file.teamForfeits) ? file.teamForfeits : model.teamForfeits,
    teamByes: file.teamByes,
    teamAccelerations: file.teamAccelerations,
    forbiddenTeamPairs: file.forbiddenTeamPairs,
    tournament: { ...report, players, keptLines },
  });
}

function sameForfeits(a: readonly TeamForfeit[], b: readonly TeamForfeit[]): boolean {
  const key = (f: TeamForfeit) => `${f.round} ${f.white} ${f.black} ${f.winner}`;
  return a.length === b.length && a.map(key).sort().join() === b.map(key).sort().join();
}
