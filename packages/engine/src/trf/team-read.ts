// Reading a team tournament: the individual reader reads the header and the board games (the 001 records, where
// each player's opponent is a player of the other team) and keeps the team records; this reads those records
// (TRF-2026, FIDE C.04 Annex 2: 310, 320, 330, 352, 362, and 240/250/260 numbering teams; TRF16's 013 and 082)
// and checks them against the board games.
import type { Colour, Player } from '../model.js';
import { largestLineup } from '../teams/lineup.js';
import { STANDARD_MATCH_POINTS, STANDARD_TEAM_SCORING, type Team, type TeamScoring, type TeamTournament } from '../teams/model.js';
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

/**
 * Reads a team tournament from a TRF-2026 file (or a TRF16 file with 013 team records): the individual
 * tournament of the board games, the teams with their rosters in board order, and the team records. Throws a
 * TrfError naming the line and column of what does not follow the format or contradicts another record: a
 * member who is no player of the file or is on two rosters, boards of one team facing two teams in a round, a team
 * type code the table does not have, a record naming a team that does not exist. In a TRF16 file (013 records,
 * no 310), the 240, 250 and 260 records number players, as TRF16 has them.
 */
export function readTeamTournament(input: string | Uint8Array): TeamTournament {
  const text = typeof input === 'string' ? input : decodeTrf(input);
  const tournament = readTrf(text);
  const lines = fileLines(text);
  const numbersTeams = isTeamTournament(lines.map((l) => l.text));
  const legacyTeams = !numbersTeams && lines.some((l) => l.text.startsWith('013'));
  if (!numbersTeams && !legacyTeams) throw new TrfError(lines[0]?.number ?? 1, 1, 'team records (310) in a team tournament');

  const teamRecords: TeamRecord[] = [];
  const matchPoints = { ...STANDARD_MATCH_POINTS };
  let pab: PabRecord | null = null;
  let sequence: { line: Line; colours: Colour[] } | null = null;
  let count: { line: Line; teams: number } | null = null;
  const refs: { line: Line; ref: TeamRef }[] = [];
  const forfeits: { line: Line; forfeit: ReturnType<typeof read330>['forfeit'] }[] = [];
  const byes: { line: Line; ref: TeamRef; bye: ReturnType<typeof read240>['bye'] }[] = [];
  const t: TeamTournament = {
    tournament,
    teams: [],
    boards: 0,
    scoring: { ...STANDARD_TEAM_SCORING },
    teamForfeits: [],
    teamByes: [],
    teamAccelerations: [],
    forbiddenTeamPairs: [],
  };
  const interpreted: string[] = [];
  for (const line of lines) {
    const code = line.text.slice(0, 3);
    if (!isTeamRecord(code, numbersTeams, legacyTeams)) continue;
    interpreted.push(line.text);
    switch (code) {
      case '310':
        teamRecords.push(read310(line));
        break;
      case '013':
        teamRecords.push(read013(line));
        break;
      case '362':
        read362(line, matchPoints);
        break;
      case '320':
        if (pab) throw new TrfError(line.number, 1, `one 320 record (line ${pab.line.number} is one)`);
        pab = read320(line);
        refs.push(...pab.teams.filter((r) => r !== null).map((ref) => ({ line, ref })));
        break;
      case '330': {
        const f = read330(line);
        forfeits.push({ line, forfeit: f.forfeit });
        refs.push({ line, ref: f.white }, { line, ref: f.black });
        break;
      }
      case '352':
        if (sequence) throw new TrfError(line.number, 1, `one 352 record (line ${sequence.line.number} is one)`);
        sequence = { line, colours: read352(line) };
        break;
      case '082':
        count = { line, teams: read082(line) };
        break;
      case '240': {
        const b = read240(line);
        for (const ref of b.teams) byes.push({ line, ref, bye: b.bye });
        refs.push(...b.teams.map((ref) => ({ line, ref })));
        break;
      }
      case '250': {
        const a = read250(line);
        t.teamAccelerations.push(a.acceleration);
        refs.push({ line, ref: a.first }, { line, ref: a.last });
        break;
      }
      case '260': {
        const f = read260(line);
        t.forbiddenTeamPairs.push({ ...f.forbidden, teams: f.teams.map((r) => r.team) });
        refs.push(...f.teams.map((ref) => ({ line, ref })));
        break;
      }
    }
  }

  const players = new Map(tournament.players.map((p) => [p.startNumber, p]));
  const playerLines = new Map(lines.filter((l) => l.text.startsWith('001')).map((l) => [Number(l.text.slice(4, 8)), l]));
  t.teams = buildTeams(teamRecords, players);
  if (count && count.teams !== 0 && count.teams !== t.teams.length) {
    throw new TrfError(count.line.number, 5, `the number of teams the team records give, ${t.teams.length}`, String(count.teams));
  }
  const numbers = new Set(t.teams.map((team) => team.pairingNumber));
  for (const { line, ref } of refs) {
    if (!numbers.has(ref.team)) throw new TrfError(line.number, ref.column, 'the pairing number of a team of the file', String(ref.team));
  }
  checkBoards(t.teams, players, playerLines);

  for (const { line, forfeit } of forfeits) {
    for (const team of [forfeit.white, forfeit.black]) {
      if (playsGames(t.teams.find((x) => x.pairingNumber === team)!, players, forfeit.round)) {
        throw new TrfError(line.number, 8, `no board games of team ${team} in round ${forfeit.round}, which the record forfeits`, String(forfeit.round));
      }
    }
    t.teamForfeits.push(forfeit);
  }
  const byeSeen = new Set<string>();
  for (const { line, ref, bye } of byes) {
    const key = `${bye.round}:${ref.team}`;
    const team = t.teams.find((x) => x.pairingNumber === ref.team)!;
    if (byeSeen.has(key) || playsGames(team, players, bye.round) || t.teamForfeits.some((f) => f.round === bye.round && (f.white === ref.team || f.black === ref.team))) {
      throw new TrfError(line.number, ref.column, `team ${ref.team} to have nothing else in round ${bye.round}`, String(ref.team));
    }
    byeSeen.add(key);
    t.teamByes.push({ ...bye, team: ref.team });
  }

  t.boards = sequence ? sequence.colours.length : largestLineup(t.teams, players) || Math.min(...t.teams.map((x) => x.roster.length));
  // Board 1 white and the boards alternating is what the model says by leaving the sequence out.
  if (sequence && sequence.colours.some((c, i) => c !== (i % 2 === 0 ? 'w' : 'b'))) t.boardColourSequence = sequence.colours;
  t.scoring = readScoring(tournament.encodedTournamentType, lines, matchPoints, pab, t.boards, tournament.pointSystem.draw);

  // What this reader interpreted is no longer a kept line of the individual tournament.
  const kept = [...tournament.keptLines];
  for (const text of interpreted) {
    const own = keptLine(text);
    const k = kept.findIndex((l) => l.code === own.code && l.text === own.text);
    if (k >= 0) kept.splice(k, 1);
  }
  tournament.keptLines = kept;
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
        if (other === team.pairingNumber) throw new TrfError(line.number, column, `an opponent of another team than ${team.pairingNumber} in round ${i + 1}`, String(e.opponent));
        if (opponents[i] !== undefined && opponents[i] !== other) {
          throw new TrfError(line.number, column, `an opponent of team ${opponents[i]}, whom team ${team.pairingNumber} meets in round ${i + 1}`, String(e.opponent));
        }
        opponents[i] = other;
      });
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
