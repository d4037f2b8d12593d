// The team records written fresh from the model, in TRF-2026 form (FIDE C.04 Annex 2), in the columns the reader
// (team-records.ts) reads.
import type { Colour } from '../model.js';
import type { MatchPointSystem, Team, TeamTournament } from '../teams/model.js';
import { fail, left, points, right, roundNumber, whole } from './fields.js';

/** Points in a field wider than the 001 record's four columns (the 310 record's six): one decimal, right-aligned. */
function widePoints(value: number, width: number, what: string): string {
  return right(points(value, what).trim(), width, what);
}

/** What a 310 record states besides the team: strength, match and game points, rank (blank when 0 or unknown). */
export interface TeamStanding {
  strength: number;
  matchPoints: number;
  gamePoints: number;
  /** The rank columns (69–71) as they are to be written: a rank, or blanks. */
  rank: string;
}

/** TRF-2026 310: a team, its standing, and its members' start numbers in board order from column 74. */
export function line310(team: Team, standing: TeamStanding): string {
  const n = team.pairingNumber;
  const head = [
    '310',
    whole(n, 3, 'team pairing number', 1),
    left(team.name, 32, `name of team ${n}`),
    left(team.shortName, 5, `short name of team ${n}`),
    standing.strength === 0 ? '      ' : whole(Math.round(standing.strength), 6, `strength of team ${n}`),
    widePoints(standing.matchPoints, 6, `match points of team ${n}`),
    widePoints(standing.gamePoints, 6, `game points of team ${n}`),
    right(standing.rank, 3, `rank of team ${n}`),
  ].join(' ');
  return `${head}  ${team.roster.map((s) => whole(s, 4, `member of team ${n}`, 1)).join(' ')}`.trimEnd();
}

/** TRF16 013, for a file whose teams are written that way: name (5–36) and members from column 37; no short name. */
export function line013(team: Team): string {
  if (team.shortName !== '') fail(`the short name of team ${team.pairingNumber} needs a 310 record, which a file of 013 records cannot have`);
  return `013 ${left(team.name, 32, `name of team ${team.pairingNumber}`)}${team.roster.map((s) => whole(s, 4, `member of team ${team.pairingNumber}`, 1)).join(' ')}`.trimEnd();
}

/** TRF-2026 362: the match points of a win, a draw and a loss. */
export function line362(mp: MatchPointSystem): string {
  return `362 TW${points(mp.win, 'match points for a win')}   TD${points(mp.draw, 'match points for a draw')}   TL${points(mp.loss, 'match points for a loss')}`;
}

/** TRF-2026 352: the colours of the boards of the team with white on board 1. */
export function line352(boards: number, sequence: readonly Colour[] | undefined): string {
  const colours = sequence ?? Array.from({ length: boards }, (_, i) => (i % 2 === 0 ? 'w' : 'b'));
  if (colours.length === 0) fail('a team event without boards');
  return `352 ${colours.map((c) => c.toUpperCase()).join('')}`;
}

/** TRF-2026 320: the values of the pairing-allocated bye (blank when the event leaves them to C.04.6 art. 1.4) and its team in each round. */
export function line320(t: TeamTournament, pabTeams: readonly (number | null)[]): string {
  const pab = t.scoring.pairingAllocatedBye;
  const values = pab ? `${points(pab.matchPoints, 'PAB match points')} ${points(pab.gamePoints, 'PAB game points')}` : '         ';
  const teams = pabTeams.map((n) => (n === null ? '   ' : whole(n, 3, 'team of the PAB', 1)));
  return `320 ${values} ${teams.join(' ')}`.trimEnd();
}

const FORFEIT_TYPE = { white: '+-', black: '-+', none: '--' } as const;

/** TRF-2026 330 records: the matches forfeited as a whole. */
export function lines330(t: TeamTournament): string[] {
  return t.teamForfeits.map(
    (f) =>
      `330 ${FORFEIT_TYPE[f.winner]} ${whole(f.round, 3, 'round', 1)} ${whole(f.white, 3, 'team pairing number', 1)} ${whole(f.black, 3, 'team pairing number', 1)}`,
  );
}

/** TRF-2026 240 records numbering teams: consecutive byes of one round and kind share a record, the teams in order. */
export function lines240(t: TeamTournament): string[] {
  const groups: { round: number; kind: string; teams: number[] }[] = [];
  for (const b of t.teamByes) {
    const last = groups[groups.length - 1];
    if (last && last.round === b.round && last.kind === b.kind) last.teams.push(b.team);
    else groups.push({ round: b.round, kind: b.kind, teams: [b.team] });
  }
  return groups.map((g) => `240 ${g.kind} ${roundNumber(g.round)} ${g.teams.map((n) => whole(n, 4, 'team pairing number', 1)).join(' ')}`);
}

/** TRF-2026 250 records numbering teams: fictitious match and game points for rounds and teams. */
export function lines250(t: TeamTournament): string[] {
  return t.teamAccelerations.map(
    (a) =>
      `250 ${points(a.matchPoints, 'fictitious match points')} ${points(a.gamePoints, 'fictitious game points')} ${roundNumber(a.firstRound)} ${roundNumber(a.lastRound)} ${whole(a.firstTeam, 4, 'team pairing number', 1)} ${whole(a.lastTeam, 4, 'team pairing number', 1)}`,
  );
}

/** TRF-2026 260 records numbering teams: teams that may not meet in some rounds. */
export function lines260(t: TeamTournament): string[] {
  return t.forbiddenTeamPairs.map(
    (f) => `260 ${roundNumber(f.firstRound)} ${roundNumber(f.lastRound)} ${f.teams.map((n) => whole(n, 4, 'team pairing number', 1)).join(' ')}`,
  );
}

/** TRF16/TRF-2026 082: the number of teams. */
export function line082(teams: number): string {
  return `082 ${teams}`;
}
