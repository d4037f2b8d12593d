import { teamRounds, teamScore, type TeamTournament } from '@kingside/engine';
import { BOARDS_MAX, invisibleCharacterIn, SOURCE_LOCALE, teamScoring, type MatchForfeit, type TeamScoring, type TeamSystem } from '@kingside/contract';
import { words, type Words } from './languages/message.js';
import { say } from './languages/say.js';

// A TRF-2026 team file (310 records) turned into the rows of a team event, as a pure function beside the
// individual plan (import-trf-plan.ts), which reads the board games: this adds the teams, their rosters and each
// round's matches, and says which match every board row belongs to.

/** What a team file holds that a Kingside team event cannot (a 400 naming it). */
export class TeamImportRefused extends Error {
  constructor(readonly words: Words) {
    super(say(SOURCE_LOCALE, words));
  }
}

/** A board row of the individual plan: who had white (or the row), who had black, and what kind of row it is. */
interface PlannedRow {
  white: number;
  black: number | null;
  kind: string;
}

export interface PlannedMatch {
  /** Team pairing numbers: the team with white on board 1, and its opponent (null: the pairing-allocated bye). */
  white: number;
  black: number | null;
  forfeit: MatchForfeit | null;
}

export interface TeamPlan<Row extends PlannedRow> {
  system: TeamSystem;
  boardsPerMatch: number;
  teamScoring: TeamScoring;
  teams: { pairingNumber: number; name: string; shortName: string; roster: number[] }[];
  /** Per round, its matches in table order, then its board rows in board order, each with its match's table (from 1) or null. */
  rounds: { matches: PlannedMatch[]; rows: (Row & { table: number | null })[] }[];
}

const refuse = (message: Words): never => {
  throw new TeamImportRefused(message);
};

/** The 192 codes of a team round robin; any other code (or none) is a team Swiss. */
const ROUND_ROBIN_CODES: Record<string, TeamSystem> = { FIDE_TEAM_ROUNDROBIN: 'team_round_robin', FIDE_TEAM_DOUBLEROUNDROBIN: 'team_double_round_robin' };

function scoringOf(t: TeamTournament): TeamScoring {
  const { primary, secondaryForColours, colourPreferenceType, matchPoints } = t.scoring;
  const parsed = teamScoring.safeParse({ primary, secondaryForColours, colourPreferenceType, matchPoints });
  if (!parsed.success) return refuse(words('trf: the match points (362): {problem}', { problem: parsed.error.issues[0].message }));
  const pab = t.scoring.pairingAllocatedBye;
  const draw = { matchPoints: matchPoints.draw, gamePoints: t.boards * t.tournament.pointSystem.draw };
  // C.04.6 art. 1.4: a drawn match in both scores, which is what Kingside counts; a file stating it (320) says the same.
  if (pab && (pab.matchPoints !== draw.matchPoints || pab.gamePoints !== draw.gamePoints)) {
    refuse(
      words(
        'trf: the pairing-allocated bye is worth {matchPoints} match points and {gamePoints} game points (320); Kingside counts it as a drawn match, {drawMatchPoints} and {drawGamePoints} (C.04.6 art. 1.4)',
        { matchPoints: pab.matchPoints, gamePoints: pab.gamePoints, drawMatchPoints: draw.matchPoints, drawGamePoints: draw.gamePoints },
      ),
    );
  }
  return parsed.data;
}

function teamsOf(t: TeamTournament): TeamPlan<PlannedRow>['teams'] {
  const names = new Set<string>();
  return t.teams.map((team) => {
    const name = team.name.trim() || `Team ${team.pairingNumber}`;
    for (const text of [name, team.shortName]) {
      const found = invisibleCharacterIn(text);
      if (found)
        refuse(
          words("trf: team {team}'s name holds {found}, an invisible or direction-changing character; remove it and import again", {
            team: team.pairingNumber,
            found,
          }),
        );
    }
    if (names.has(name)) refuse(words('trf: two teams are named "{name}" (310); a team\'s name is its own in an event', { name }));
    names.add(name);
    return { pairingNumber: team.pairingNumber, name, shortName: team.shortName.trim(), roster: team.roster };
  });
}

/**
 * A round's matches as the board games and the 330 records give them: the team whose board-1 player had white is
 * the white team; the pairing-allocated bye a match without a black team. A file gives no table order: the match
 * of the team placed highest before the round (by the primary score, then pairing number) comes first.
 */
function matchesOf(t: TeamTournament, rounds: ReturnType<typeof teamRounds>, round: number): PlannedMatch[] {
  const index = new Map(t.teams.map((team, i) => [team.pairingNumber, i]));
  const placed = (n: number) => {
    const s = teamScore(rounds[index.get(n) as number], round - 1);
    return t.scoring.primary === 'match' ? s.matchPoints : s.gamePoints;
  };
  const found: PlannedMatch[] = [];
  const seen = new Set<number>();
  for (const f of t.teamForfeits.filter((x) => x.round === round)) {
    found.push({ white: f.white, black: f.black, forfeit: f.winner });
    seen.add(f.white).add(f.black);
  }
  const byes: PlannedMatch[] = [];
  t.teams.forEach((team, i) => {
    const n = team.pairingNumber;
    const r = rounds[i][round - 1];
    if (!r || seen.has(n)) return;
    if (r.kind === 'pairingAllocatedBye') byes.push({ white: n, black: null, forfeit: null });
    if (r.opponent === null) {
      if (r.kind === 'forfeitWin')
        refuse(
          words('trf: team {team} wins its boards of round {round} by forfeit against no team; a match forfeited as a whole is a 330 record', {
            team: n,
            round,
          }),
        );
      return;
    }
    seen.add(n).add(r.opponent);
    // A match with a colour: the team's board-1 player's (C.04.6 art. 1.6.1); with none, the lower pairing number takes white.
    const white = r.colour === 'w' || (r.colour === null && n < r.opponent);
    found.push(white ? { white: n, black: r.opponent, forfeit: null } : { white: r.opponent, black: n, forfeit: null });
  });
  const key = (m: PlannedMatch) => Math.max(placed(m.white), placed(m.black as number));
  found.sort((a, b) => key(b) - key(a) || Math.min(a.white, a.black as number) - Math.min(b.white, b.black as number));
  return [...found, ...byes];
}

/** The teams, rosters and matches of a team file whose board games the individual plan has read into `rows`. */
export function teamPlanOf<Row extends PlannedRow>(t: TeamTournament, rowsByRound: readonly (readonly Row[])[]): TeamPlan<Row> {
  if (t.boards < 1 || t.boards > BOARDS_MAX)
    refuse(words('trf: a team event has 1 to {max} boards per match; the file has {boards}', { max: BOARDS_MAX, boards: t.boards }));
  if (t.boardColourSequence)
    refuse(words('trf: the boards’ colours (352) do not alternate from white on board 1, which is how Kingside gives them (C.04.6 art. 4)'));
  const code = (t.tournament.encodedTournamentType ?? '').trim().toUpperCase();
  const teamScoringPlan = scoringOf(t);
  const teams = teamsOf(t);
  const teamOf = new Map<number, number>();
  const position = new Map<number, number>();
  for (const team of t.teams) team.roster.forEach((n, i) => (teamOf.set(n, team.pairingNumber), position.set(n, i)));
  const rounds = teamRounds(t);
  return {
    system: ROUND_ROBIN_CODES[code] ?? 'team_swiss',
    boardsPerMatch: t.boards,
    teamScoring: teamScoringPlan,
    teams,
    rounds: rowsByRound.map((rows, r) => {
      const matches = matchesOf(t, rounds, r + 1);
      const tableOf = new Map<number, number>();
      matches.forEach((m, i) => {
        tableOf.set(m.white, i + 1);
        if (m.black !== null) tableOf.set(m.black, i + 1);
      });
      // A board row belongs to its player's team's match: a game, a board won by forfeit, the bye's boards.
      const onBoard = (row: Row) => row.kind === 'game' || row.kind === 'forfeit_win' || row.kind === 'pairing_bye';
      const placedRows = rows.map((row) => {
        const team = teamOf.get(row.white);
        const table = onBoard(row) && team !== undefined ? (tableOf.get(team) ?? null) : null;
        return { ...row, table };
      });
      // Board order: match by match, each match's boards in its white team's roster order (a lineup keeps roster order).
      const boardKey = (row: Row & { table: number | null }) => {
        if (row.table === null) return Number.MAX_SAFE_INTEGER;
        const white = matches[row.table - 1].white;
        const own = row.black !== null && teamOf.get(row.black) === white ? row.black : row.white;
        return row.table * 10_000 + (position.get(own) ?? 0);
      };
      const ordered = placedRows.map((row, i) => ({ row, i })).sort((a, b) => boardKey(a.row) - boardKey(b.row) || a.i - b.i);
      return { matches, rows: ordered.map((x) => x.row) };
    }),
  };
}
