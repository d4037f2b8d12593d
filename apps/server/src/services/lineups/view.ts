import { eq } from 'drizzle-orm';
import { boardColours } from '@kingside/engine';
import type { LineupPairing, RoundLineups, TeamLineup } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/connection.js';
import { games } from '../../db/schema/index.js';
import type { UserRow } from '../core/sessions.js';
import { loadTeamEvent } from '../core/team-model.js';
import type { TeamRow } from '../core/team-model.js';
import { lineupDeadline } from './deadline.js';
import { callerOf, lineupHistory, loadLineupRound, matchOf, playersOf, refuseStranger, teamRefOf, type Caller, type LineupRound } from './round.js';

// The lineups as the arbiter's page and a captain's phone read them.

/** The captains' deadline has passed, or the lineups are published: only an arbiter may change a lineup now. */
export function closedToCaptains(r: LineupRound, now: Date): boolean {
  const deadline = lineupDeadline(r.t, r.round.number);
  return r.round.lineupsPublishedAt !== null || (deadline !== null && now >= deadline);
}

/** Once published, who plays is who has a board in the team's match: the entries of the round's boards. */
async function boardPlayers(db: Db | Tx, r: LineupRound): Promise<Set<string> | null> {
  if (r.round.lineupsPublishedAt === null) return null;
  const rows = await db.select({ whiteId: games.whiteId, blackId: games.blackId }).from(games).where(eq(games.roundId, r.round.id));
  return new Set(rows.flatMap((g) => (g.blackId === null ? [g.whiteId] : [g.whiteId, g.blackId])));
}

function pairingOf(r: LineupRound, team: TeamRow): LineupPairing {
  const match = matchOf(r, team.id);
  if (!match) throw new Error(`Team ${team.id} has no match in round ${r.round.number}`);
  if (match.blackTeamId === null) return { kind: 'bye', matchId: match.id, table: match.tableNumber };
  const white = match.whiteTeamId === team.id;
  return {
    kind: 'match',
    matchId: match.id,
    table: match.tableNumber,
    opponent: teamRefOf(r.teams.get(white ? match.blackTeamId : match.whiteTeamId) as TeamRow),
    colourOnBoard1: white ? 'white' : 'black',
    boardColours: boardColours(white ? 'w' : 'b', r.t.boardsPerMatch).map((c) => (c === 'w' ? 'white' : 'black')),
    forfeit: match.forfeit,
  };
}

type History = Awaited<ReturnType<typeof lineupHistory>>;

function teamLineupOf(r: LineupRound, teamId: string, caller: Caller, now: Date, history: History, onBoards: Set<string> | null): TeamLineup {
  const team = r.teams.get(teamId) as TeamRow;
  const roster = r.rosters.get(teamId) ?? [];
  const set = r.lineups.get(teamId);
  const changes = history.filter((h) => h.teamId === teamId);
  const last = changes.at(-1);
  const published = r.round.lineupsPublishedAt !== null;
  return {
    team: teamRefOf(team),
    pairing: pairingOf(r, team),
    roster: roster.map(({ entryId, pairingNumber, position, name, title, rating, available }) => ({
      entryId,
      pairingNumber,
      position,
      name,
      title,
      rating,
      available,
    })),
    lineup: onBoards ? roster.filter((m) => onBoards.has(m.entryId)).map((m) => m.entryId) : playersOf(r, teamId),
    isDefault: set === undefined,
    setAs: set?.setAs ?? null,
    setBy: set ? (last?.setBy ?? null) : null,
    setAt: set ? set.setAt.toISOString() : null,
    editable: caller.manager ? !published : caller.captainOf.has(teamId) && !closedToCaptains(r, now),
    history: changes.map((h) => ({ entryIds: h.entryIds, setAs: h.setAs, setBy: h.setBy, setAt: h.setAt.toISOString() })),
  };
}

/** The round's lineups as the caller may see them: a manager every team's, by table; a captain their own teams'. */
export async function readRoundLineups(db: Db | Tx, r: LineupRound, caller: Caller, now: Date): Promise<RoundLineups> {
  const teamIds = r.matches
    .flatMap((m) => (m.blackTeamId === null ? [m.whiteTeamId] : [m.whiteTeamId, m.blackTeamId]))
    .filter((id) => caller.manager || caller.captainOf.has(id));
  const history = await lineupHistory(db, r.t, r.round.number, teamIds);
  const onBoards = await boardPlayers(db, r);
  const deadline = lineupDeadline(r.t, r.round.number);
  return {
    round: r.round.number,
    boardsPerMatch: r.t.boardsPerMatch,
    deadline: deadline?.toISOString() ?? null,
    closedToCaptains: closedToCaptains(r, now),
    published: r.round.lineupsPublishedAt?.toISOString() ?? null,
    teams: teamIds.map((id) => teamLineupOf(r, id, caller, now, history, onBoards)),
  };
}

/** One team's lineup as the caller sees it (after setting it). */
export async function readTeamLineup(db: Db | Tx, r: LineupRound, teamId: string, caller: Caller, now: Date): Promise<TeamLineup> {
  const history = await lineupHistory(db, r.t, r.round.number, [teamId]);
  return teamLineupOf(r, teamId, caller, now, history, await boardPlayers(db, r));
}

export async function roundLineups(ctx: AppContext, user: UserRow, tournamentId: string, round: number): Promise<RoundLineups> {
  const t = await loadTeamEvent(ctx.db, tournamentId);
  const caller = await callerOf(ctx.db, user, t);
  refuseStranger(caller);
  return readRoundLineups(ctx.db, await loadLineupRound(ctx.db, t, round), caller, ctx.clock());
}
