// Reading a team tournament: the individual reader reads the header and the board games (the 001 records, where
// each player's opponent is a player of the other team) and keeps the team records; this reads those records
// (TRF-2026, FIDE C.04 Annex 2: 310, 320, 330, 352, 362, and 240/250/260 numbering teams; TRF16's 013 and 082)
// and checks them against the board games.
import type { Colour, Player } from '../model.js';
import { largestLineup, lineup } from '../teams/lineup.js';
import {
  STANDARD_MATCH_POINTS,
  STANDARD_TEAM_SCORING,
  type ForbiddenTeamPairs,
  type Team,
  type TeamAcceleration,
  type TeamBye,
  type TeamForfeit,
  type TeamScoring,
  type TeamTournament,
} from '../teams/model.js';
import { decodeTrf } from './decode.js';
import { TrfError } from './error.js';
import { fileLines, isTeamTournament, keptLine, readTrf, type Line } from './read.js';
import {
  read013,
  read082,
  read240,
  read250,
  read260,
  read310,
  read320,
  read330,
  read352,
  read362,
  type PabRecord,
  type TeamRecord,
  type TeamRef,
} from './team-records.js';
import { teamTypeOfCode } from './team-type.js';

/** The codes this reader interprets; 240, 250 and 260 only where 310 records make them number teams. */
export function isTeamRecord(code: string, numbersTeams: boolean, legacyTeams: boolean): boolean {
  if (code === '310' || code === '320' || code === '330' || code === '352' || code === '362' || code === '082') return true;
  if (code === '013') return legacyTeams;
  return numbersTeams && (code === '240' || code === '250' || code === '260');
}

/** The start column (from 1) of round r (from 1) in a 001 record. */
const roundColumn = (r: number) => 92 + 10 * (r - 1);

/** The team records of a file as read, before they are checked against each other and the board games. */
interface Records {
  teams: TeamRecord[];
  matchPoints: TeamScoring['matchPoints'];
  pab: PabRecord | null;
  sequence: { line: Line; colours: Colour[] } | null;
  count: { line: Line; teams: number } | null;
  /** Every team number a record names, to check once the teams are known. */
  refs: { line: Line; ref: TeamRef }[];
  forfeits: { line: Line; forfeit: TeamForfeit }[];
  byes: { line: Line; ref: TeamRef; bye: Omit<TeamBye, 'team'> }[];
  accelerations: TeamAcceleration[];
  forbidden: ForbiddenTeamPairs[];
  /** The lines read, which are no longer kept lines of the individual tournament. */
  interpreted: string[];
}

function readRecords(lines: readonly Line[], numbersTeams: boolean, legacyTeams: boolean): Records {
  const r: Records = {
    teams: [],
    matchPoints: { ...STANDARD_MATCH_POINTS },
    pab: null,
    sequence: null,
    count: null,
    refs: [],
    forfeits: [],
    byes: [],
    accelerations: [],
    forbidden: [],
    interpreted: [],
  };
  for (const line of lines) {
    const code = line.text.slice(0, 3);
    if (!isTeamRecord(code, numbersTeams, legacyTeams)) continue;
    r.interpreted.push(line.text);
    const refer = (refs: readonly TeamRef[]) => r.refs.push(...refs.map((ref) => ({ line, ref })));
    switch (code) {
      case '310':
        r.teams.push(read310(line));
        break;
      case '013':
        r.teams.push(read013(line));
        break;
      case '362':
        read362(line, r.matchPoints);
        break;
      case '320':
        if (r.pab) throw new TrfError(line.number, 1, `one 320 record (line ${r.pab.line.number} is one)`);
        r.pab = read320(line);
        refer(r.pab.teams.filter((ref) => ref !== null));
        break;
      case '330': {
        const f = read330(line);
        r.forfeits.push({ line, forfeit: f.forfeit });
        refer([f.white, f.black]);
        break;
      }
      case '352':
        if (r.sequence) throw new TrfError(line.number, 1, `one 352 record (line ${r.sequence.line.number} is one)`);
        r.sequence = { line, colours: read352(line) };
        break;
      case '082':
        r.count = { line, teams: read082(line) };
        break;
      case '240': {
        const b = read240(line);
        for (const ref of b.teams) r.byes.push({ line, ref, bye: b.bye });
        refer(b.teams);
        break;
      }
      case '250': {
        const a = read250(line);
        r.accelerations.push(a.acceleration);
        refer([a.first, a.last]);
        break;
      }
      case '260': {
        const f = read260(line);
        r.forbidden.push({ ...f.forbidden, teams: f.teams.map((ref) => ref.team) });
        refer(f.teams);
        break;
      }
    }
  }
  return r;
}

function hasLegacyTeams(lines: readonly Line[]): boolean {
  return lines.some((l) => l.text.startsWith('013'));
}

/** Whether a file is a team tournament's: it has team records, 310 (TRF-2026) or 013 (TRF16). */
export function isTeamFile(input: string | Uint8Array): boolean {
  const lines = fileLines(typeof input === 'string' ? input : decodeTrf(input));
  return isTeamTournament(lines.map((l) => l.text)) || hasLegacyTeams(lines);
}

/**
 * Reads a team tournament from a TRF-2026 file (or a TRF16 file with 013 team records): the individual
 * tournament of the board games, the teams with their rosters in board order, and the team records. Throws a
 * TrfError naming the line and column of what does not follow the format or contradicts another record: a
 * member who is no player of the file or is on two rosters, boards of one team facing two teams in a round, more
 * boards than 352 gives, a team type code the table does not have, a record naming a team that does not exist. In
 * a TRF16 file (013 records, no 310), the 240, 250 and 260 records number players, as TRF16 has them.
 */
export function readTeamTournament(input: string | Uint8Array): TeamTournament {
  const text = typeof input === 'string' ? input : decodeTrf(input);
  const tournament = readTrf(text);
  const lines = fileLines(text);
  const numbersTeams = isTeamTournament(lines.map((l) => l.text));
  const legacyTeams = !numbersTeams && hasLegacyTeams(lines);
  if (!numbersTeams && !legacyTeams) throw new TrfError(lines[0]?.number ?? 1, 1, 'team records (310) in a team tournament');
  const r = readRecords(lines, numbersTeams, legacyTeams);

  const players = new Map(tournament.players.map((p) => [p.startNumber, p]));
  const playerLines = new Map(lines.filter((l) => l.text.startsWith('001')).map((l) => [Number(l.text.slice(4, 8)), l]));
  const teams = buildTeams(r.teams, players);
  if (r.count && r.count.teams !== 0 && r.count.teams !== teams.length) {
    throw new TrfError(r.count.line.number, 5, `the number of teams the team records give, ${teams.length}`, String(r.count.teams));
  }
  const numbers = new Set(teams.map((team) => team.pairingNumber));
  for (const { line, ref } of r.refs) {
    if (!numbers.has(ref.team)) throw new TrfError(line.number, ref.column, 'the pairing number of a team of the file', String(ref.team));
  }
  checkBoards(teams, players, playerLines);
  const boards = r.sequence ? r.sequence.colours.length : largestLineup(teams, players) || Math.min(...teams.map((x) => x.roster.length));
  if (r.sequence) checkLineups(teams, players, playerLines, boards, r.sequence.line);

  const byNumber = new Map(teams.map((team) => [team.pairingNumber, team]));
  const teamForfeits: TeamForfeit[] = [];
  for (const { line, forfeit } of r.forfeits) {
    for (const team of [forfeit.white, forfeit.black]) {
      if (playsGames(byNumber.get(team)!, players, forfeit.round)) {
        throw new TrfError(line.number, 8, `no board games of team ${team} in round ${forfeit.round}, which the record forfeits`, String(forfeit.round));
      }
    }
    teamForfeits.push(forfeit);
  }
  const teamByes: TeamBye[] = [];
  for (const { line, ref, bye } of r.byes) {
    const busy =
      teamByes.some((b) => b.round === bye.round && b.team === ref.team) ||
      playsGames(byNumber.get(ref.team)!, players, bye.round) ||
      teamForfeits.some((f) => f.round === bye.round && (f.white === ref.team || f.black === ref.team));
    if (busy) throw new TrfError(line.number, ref.column, `team ${ref.team} to have nothing else in round ${bye.round}`, String(ref.team));
    teamByes.push({ ...bye, team: ref.team });
  }

  const kept = [...tournament.keptLines];
  for (const line of r.interpreted) {
    const own = keptLine(line);
    const k = kept.findIndex((l) => l.code === own.code && l.text === own.text);
    if (k >= 0) kept.splice(k, 1);
  }
  tournament.keptLines = kept;
  const t: TeamTournament = {
    tournament,
    teams,
    boards,
    scoring: readScoring(tournament.encodedTournamentType, lines, r.matchPoints, r.pab, boards, tournament.pointSystem.draw),
    teamForfeits,
    teamByes,
    teamAccelerations: r.accelerations,
    forbiddenTeamPairs: r.forbidden,
  };
  // Board 1 white and the boards alternating is what the model says by leaving the sequence out.
  if (r.sequence && r.sequence.colours.some((c, i) => c !== (i % 2 === 0 ? 'w' : 'b'))) t.boardColourSequence = r.sequence.colours;
  return t;
}

/** The teams of the 310 (or 013) records, each member a player of the file on one roster only. */
function buildTeams(records: readonly TeamRecord[], players: ReadonlyMap<number, Player>): Team[] {
  const teams: Team[] = [];
  const numberLine = new Map<number, number>();
  const memberLine = new Map<number, number>();
  records.forEach((r, i) => {
    // C.04.6 art. 1.1: each team has its own pairing number; a record without one takes its place in the file.
    const pairingNumber = r.pairingNumber ?? i + 1;
    const earlier = numberLine.get(pairingNumber);
    if (earlier !== undefined) throw new TrfError(r.line.number, 5, `a team pairing number not already used on line ${earlier}`, String(pairingNumber));
    numberLine.set(pairingNumber, r.line.number);
    for (const m of r.members) {
      if (!players.has(m.startNumber)) throw new TrfError(r.line.number, m.column, 'the start number of a player of the file', String(m.startNumber));
      const on = memberLine.get(m.startNumber);
      if (on !== undefined) throw new TrfError(r.line.number, m.column, `a player on no other roster (line ${on} has ${m.startNumber})`, String(m.startNumber));
      memberLine.set(m.startNumber, r.line.number);
    }
    teams.push({ pairingNumber, name: r.name, shortName: r.shortName, roster: r.members.map((m) => m.startNumber) });
  });
  return teams;
}

/**
 * Whether any player of the team has a game against an opponent in the round (from 1): a team bye or a match
 * forfeited as a whole leaves none (a board `+` without an opponent, as files write the forfeit win, is no game).
 */
function playsGames(team: Team, players: ReadonlyMap<number, Player>, round: number): boolean {
  return team.roster.some((n) => (players.get(n)?.rounds[round - 1]?.opponent ?? null) !== null);
}

/**
 * In each round, the boards of a team face players of one other team: a game's opponent is on a roster, not the
 * player's own, and the same team for every board of the match.
 */
function checkBoards(teams: readonly Team[], players: ReadonlyMap<number, Player>, playerLines: ReadonlyMap<number, Line>): void {
  const teamOf = new Map<number, number>();
  for (const team of teams) for (const n of team.roster) teamOf.set(n, team.pairingNumber);
  for (const team of teams) {
    const opponents: (number | undefined)[] = [];
    for (const n of team.roster) {
      const p = players.get(n)!;
      const line = playerLines.get(n)!;
      p.rounds.forEach((e, i) => {
        if (e.opponent === null) return;
        const column = roundColumn(i + 1);
        const other = teamOf.get(e.opponent);
        if (other === undefined) throw new TrfError(line.number, column, `an opponent on a team's roster in round ${i + 1}`, String(e.opponent));
        if (other === team.pairingNumber)
          throw new TrfError(line.number, column, `an opponent of another team than ${team.pairingNumber} in round ${i + 1}`, String(e.opponent));
        if (opponents[i] !== undefined && opponents[i] !== other) {
          throw new TrfError(
            line.number,
            column,
            `an opponent of team ${opponents[i]}, whom team ${team.pairingNumber} meets in round ${i + 1}`,
            String(e.opponent),
          );
        }
        opponents[i] = other;
      });
    }
  }
}

/** No team fields more boards than the 352 record gives. */
function checkLineups(teams: readonly Team[], players: ReadonlyMap<number, Player>, playerLines: ReadonlyMap<number, Line>, boards: number, at: Line): void {
  for (const team of teams) {
    const rounds = Math.max(0, ...team.roster.map((n) => players.get(n)!.rounds.length));
    for (let r = 1; r <= rounds; r++) {
      const extra = lineup(team, players, r)[boards];
      if (extra) {
        throw new TrfError(
          playerLines.get(extra.startNumber)!.number,
          roundColumn(r),
          `at most ${boards} board${boards === 1 ? '' : 's'} for team ${team.pairingNumber} in round ${r}, as line ${at.number} gives`,
        );
      }
    }
  }
}

/** The scoring the 192, 362 and 320 records state (C.04.6 art. 1.2, 1.4, 1.7; TRF-2026 362 and 320). */
function readScoring(
  code: string | undefined,
  lines: readonly Line[],
  matchPoints: TeamScoring['matchPoints'],
  pab: PabRecord | null,
  boards: number,
  drawPoints: number,
): TeamScoring {
  const type = teamTypeOfCode(code ?? '');
  if (type === undefined) {
    const line = lines.find((l) => l.text.startsWith('192'))!;
    throw new TrfError(line.number, 5, 'a team type code such as FIDE_TEAM_TYPEA_MP_GP, FIDE_TEAM_TYPEB_GP_MP or FIDE_TEAM_MP', code);
  }
  const scoring: TeamScoring = { ...STANDARD_TEAM_SCORING, ...(type ?? {}), matchPoints };
  if (pab && (pab.matchPoints !== undefined || pab.gamePoints !== undefined)) {
    // C.04.6 art. 1.4: a value the 320 record leaves blank is that of a drawn match.
    scoring.pairingAllocatedBye = { matchPoints: pab.matchPoints ?? matchPoints.draw, gamePoints: pab.gamePoints ?? boards * drawPoints };
  }
  return scoring;
}
