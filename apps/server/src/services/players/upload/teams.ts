import { eq } from 'drizzle-orm';
import type { UploadRow } from '@kingside/contract';
import type { Tx } from '../../../db/connection.js';
import { teams } from '../../../db/schema/index.js';
import type { TournamentRow } from '../../core/access.js';
import { appendToRoster, insertTeam, renumberTeams } from '../../core/rosters.js';
import type { TeamRow } from '../../core/team-model.js';
import { words } from '../../core/languages/message.js';
import type { ColumnMap } from './columns.js';
import { columnName, type ReadRow } from './rows.js';

// A team event's players from a sheet: one row per player with the team they play for and their board in it.

const teamKey = (name: string) => name.toLowerCase();

/** A board given twice in one team makes both rows wrong: which player plays it is the organiser's to say. */
export function flagRepeatedBoards(read: ReadRow[], columns: ColumnMap, header: string[]): void {
  const index = columns.fields.board;
  if (index === undefined) return;
  const column = columnName(header, index);
  const rowsOf = new Map<string, ReadRow[]>();
  for (const row of read) {
    if (row.team === null || row.board === null) continue;
    const key = `${teamKey(row.team)}|${row.board}`;
    rowsOf.set(key, [...(rowsOf.get(key) ?? []), row]);
  }
  for (const same of rowsOf.values()) {
    if (same.length < 2) continue;
    const list = same.map((r) => r.row);
    const rows = words('rows {rows} and {last}', { rows: list.slice(0, -1).join(', '), last: list.at(-1) as number });
    for (const row of same) {
      row.problems.push({
        column,
        field: 'board',
        problem: words('board {board} of {team} is given in {rows}', { board: row.board as number, team: row.team as string, rows }),
      });
      row.player = null;
    }
  }
}

/**
 * Puts the saved players on their teams' rosters: each team is found by name (in any case) or entered, and its
 * players join as its last reserves in board order, those without a board after those with one, in file order.
 */
export async function enterRosters(tx: Tx, t: TournamentRow, saved: UploadRow[], read: ReadRow[], now: Date): Promise<void> {
  const readOf = new Map(read.map((r) => [r.row, r]));
  const byTeam = new Map<string, { name: string; players: { row: ReadRow; entryId: string }[] }>();
  for (const row of saved) {
    const own = readOf.get(row.row) as ReadRow;
    if (own.team === null || row.playerId === null) continue;
    const key = teamKey(own.team);
    const group = byTeam.get(key) ?? { name: own.team, players: [] };
    group.players.push({ row: own, entryId: row.playerId });
    byTeam.set(key, group);
  }
  if (byTeam.size === 0) return;
  const existing = new Map<string, TeamRow>((await tx.select().from(teams).where(eq(teams.tournamentId, t.id))).map((team) => [teamKey(team.name), team]));
  for (const [key, group] of byTeam) {
    const team = existing.get(key) ?? (await insertTeam(tx, t.id, { name: group.name }, now));
    const inOrder = [...group.players].sort(
      (a, b) => (a.row.board ?? Number.POSITIVE_INFINITY) - (b.row.board ?? Number.POSITIVE_INFINITY) || a.row.row - b.row.row,
    );
    for (const { entryId } of inOrder) await appendToRoster(tx, team, entryId);
  }
  await renumberTeams(tx, t.id);
}
