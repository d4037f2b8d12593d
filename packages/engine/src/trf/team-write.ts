// Writing a team tournament: the individual writer writes the header and the board games, carrying a file's
// unchanged lines as it does for individual events (carry.ts); the team records are written around them, each
// as the file had it while the model still says what it said, fresh where the program changed it.
import { columns, fileLines, isTeamTournament, type Line } from './read.js';
import { STANDARD_TEAM_SCORING, type TeamRound, type TeamTournament } from '../teams/model.js';
import { teamRating } from '../teams/rating.js';
import { teamRounds, teamScore } from '../teams/scoring.js';
import { isSectionCode } from './lines.js';
import { same } from './same.js';
import { isTeamRecord, readTeamTournament } from './team-read.js';
import { line013, line082, line310, line320, line352, line362, lines240, lines250, lines260, lines330, type TeamStanding } from './team-lines.js';
import { sameTeamType, teamTypeCode, teamTypeOfCode } from './team-type.js';
import { writeTrf } from './write.js';

const EOL = '\r\n';

/** The team records by what they state; a group is carried or rewritten as a whole, 310 records team by team. */
const GROUPS = ['082', '352', '362', '310', '320', '330', '240', '250', '260'] as const;
type Group = (typeof GROUPS)[number];

const groupOf = (code: string): Group => (code === '013' ? '310' : (code as Group));

/** The 192 code: the event's own while it states the scoring's type (or any code, for the C.04.6 defaults), else the FIDE_TEAM code of it. */
function typeCode(t: TeamTournament): string | undefined {
  const current = t.tournament.encodedTournamentType;
  const stated = teamTypeOfCode(current ?? '');
  const type = stated === null ? STANDARD_TEAM_SCORING : stated;
  return type !== undefined && sameTeamType(type, t.scoring) ? current : teamTypeCode(t.scoring);
}

/** The team that had the pairing-allocated bye in each round, or null; trailing rounds without one left out. */
function pabTeams(t: TeamTournament, rounds: readonly TeamRound[][]): (number | null)[] {
  const out: (number | null)[] = [];
  const count = Math.max(0, ...rounds.map((r) => r.length));
  for (let r = 0; r < count; r++) {
    const i = rounds.findIndex((team) => team[r]?.kind === 'pairingAllocatedBye');
    out.push(i < 0 ? null : t.teams[i].pairingNumber);
  }
  while (out.length > 0 && out[out.length - 1] === null) out.pop();
  return out;
}

/** What the event states, with what it is worked out from, for comparing a model with the file it was read from. */
interface Facts {
  t: TeamTournament;
  rounds: TeamRound[][];
  pab: (number | null)[];
}

function facts(t: TeamTournament): Facts {
  const rounds = teamRounds(t);
  return { t, rounds, pab: pabTeams(t, rounds) };
}

function standing(f: Facts, i: number, rank = '   '): TeamStanding {
  const { matchPoints, gamePoints } = teamScore(f.rounds[i]);
  return { strength: teamRating(f.t.teams[i], f.t.tournament.players, f.t.boards), matchPoints, gamePoints, rank };
}

/** The lines of a group written fresh (the 310 records fresh but for what the source had for an unchanged team). */
function fresh(group: Group, f: Facts, legacy: boolean): string[] {
  const t = f.t;
  switch (group) {
    case '082':
      return [line082(t.teams.length)];
    case '352':
      return t.boards > 0 ? [line352(t.boards, t.boardColourSequence)] : [];
    case '362':
      return [line362(t.scoring.matchPoints)];
    case '310':
      return t.teams.map((team, i) => (legacy ? line013(team) : line310(team, standing(f, i))));
    case '320':
      return t.scoring.pairingAllocatedBye || f.pab.length > 0 ? [line320(t, f.pab)] : [];
    case '330':
      return lines330(t);
    case '240':
      return lines240(t);
    case '250':
      return lines250(t);
    case '260':
      return lines260(t);
  }
}

/** Whether the model still states what the file stated for a group. */
function unchanged(group: Group, now: Facts, before: Facts): boolean {
  const [t, b] = [now.t, before.t];
  switch (group) {
    case '082':
      return t.teams.length === b.teams.length;
    case '352':
      return t.boards === b.boards && same(t.boardColourSequence, b.boardColourSequence);
    case '362':
      return same(t.scoring.matchPoints, b.scoring.matchPoints);
    case '310':
      return false;
    case '320':
      return same(t.scoring.pairingAllocatedBye, b.scoring.pairingAllocatedBye) && same(now.pab, before.pab);
    case '330':
      return same(t.teamForfeits, b.teamForfeits);
    case '240':
      return same(t.teamByes, b.teamByes);
    case '250':
      return same(t.teamAccelerations, b.teamAccelerations);
    case '260':
      return same(t.forbiddenTeamPairs, b.forbiddenTeamPairs);
  }
}

/**
 * The team records over the file's own: a team's 310 (or 013) record is copied while the team, its strength and
 * its scores are as the file had them; otherwise written fresh, keeping the file's rank while the scores stand.
 */
function teamLines(now: Facts, before: Facts, sourceTeams: readonly Line[], legacy: boolean): string[] {
  return now.t.teams.map((team, i) => {
    const j = before.t.teams.findIndex((x) => x.pairingNumber === team.pairingNumber);
    if (j < 0) return legacy ? line013(team) : line310(team, standing(now, i));
    const s = standing(now, i);
    const was = standing(before, j);
    if (same(team, before.t.teams[j]) && same(s, was)) return sourceTeams[j].text;
    if (legacy) return line013(team);
    const scoresStand = s.matchPoints === was.matchPoints && s.gamePoints === was.gamePoints;
    return line310(team, scoresStand && sourceTeams[j].text.startsWith('310') ? { ...s, rank: columns(sourceTeams[j], 69, 71) } : s);
  });
}

/** The team tournament written over the lines of the file it was read from. */
function carried(t: TeamTournament, source: readonly string[]): string[] {
  const numbersTeams = isTeamTournament(source);
  const legacy = !numbersTeams && source.some((l) => l.startsWith('013'));
  const isTeam = (l: string) => isTeamRecord(l.slice(0, 3), numbersTeams, legacy);
  const individual = source.filter((l) => !isTeam(l));
  const out = writeTrf({ ...t.tournament, encodedTournamentType: typeCode(t), sourceLines: individual }).split(EOL);
  out.pop();

  const now = facts(t);
  const before = facts(readTeamTournament(source.join('\n')));
  const sourceTeams = fileLines(source.join('\n')).filter((l) => l.text.startsWith('310') || (legacy && l.text.startsWith('013')));
  const blocks = new Map<Group, string[]>();
  for (const g of GROUPS) {
    if (g === '310') {
      const lines = teamLines(now, before, sourceTeams, legacy);
      if (
        !same(
          lines,
          sourceTeams.map((l) => l.text),
        )
      )
        blocks.set(g, lines);
    } else if (!unchanged(g, now, before)) blocks.set(g, fresh(g, now, legacy));
  }
  // A file without 082 does not gain one; the teams count themselves.
  if (!source.some((l) => l.startsWith('082'))) blocks.delete('082');

  // Each team record goes back after the line that preceded it in the file; a rewritten group where its first line was.
  let at = 0;
  const placed = new Set<Group>();
  for (const line of source) {
    if (!isTeam(line)) {
      const k = out.indexOf(line, at);
      // A line not found was rewritten: its fresh line, of its code, stands where it was.
      if (k >= 0) at = k + 1;
      else if (out[at]?.slice(0, 3) === line.slice(0, 3)) at++;
      continue;
    }
    const g = groupOf(line.slice(0, 3));
    const block = blocks.get(g);
    const lines = block === undefined ? [line] : placed.has(g) ? [] : block;
    placed.add(g);
    out.splice(at, 0, ...lines);
    at += lines.length;
  }
  // Groups the file had no line for: the tournament-section ones before the first player, the others at the end.
  const firstPlayer = out.findIndex((l) => l.startsWith('001'));
  const sectionAdds: string[] = [];
  for (const g of GROUPS) {
    const block = blocks.get(g);
    if (block === undefined || placed.has(g)) continue;
    if (isSectionCode(g)) sectionAdds.push(...block);
    else out.push(...block);
  }
  out.splice(firstPlayer < 0 ? out.length : firstPlayer, 0, ...sectionAdds);
  return out;
}

/**
 * Writes a team tournament as a TRF-2026 file (FIDE C.04 Annex 2): the individual tournament of the board games
 * with the team records. A team tournament read from a file is written over that file, so that a file read and
 * written unchanged comes back byte for byte (with CR LF line ends); any other in canonical order: the tournament
 * section with 082, 352 and 362, the 001 records, then 310, 320, 330 and the team-numbered 240, 250 and 260.
 * Reading the result gives back the same team tournament. Throws a RangeError when a value does not fit its columns.
 */
export function writeTeamTournament(t: TeamTournament): string {
  const source = t.tournament.sourceLines;
  if (source !== undefined)
    return carried(t, source)
      .map((l) => l + EOL)
      .join('');
  const f = facts(t);
  const section = (['082', '352', '362'] as const).flatMap((g) => fresh(g, f, false));
  const rest = (['310', '320', '330', '240', '250', '260'] as const).flatMap((g) => fresh(g, f, false));
  const kept = (lines: string[]) => lines.map((l) => ({ code: l.slice(0, 3), text: l.slice(4) }));
  return writeTrf({
    ...t.tournament,
    encodedTournamentType: typeCode(t),
    keptLines: [...kept(section), ...t.tournament.keptLines, ...kept(rest)],
  });
}
