import { eq } from 'drizzle-orm';
import type { GameKind, GameResult } from '@kingside/contract';
import { games, matches, rounds, teamMembers, teams, tournaments } from '../db/schema/index.js';
import type { Account } from './accounts.js';
import type { TestApp } from './app.js';
import { organiserOf } from './event.js';

/**
 * A finished two-round team Swiss of five teams of four boards, written as rows (teams, rosters, matches, boards
 * with results), with hand-checked numbers. Board colours: the white team has white on boards 1 and 3.
 *
 * Round 1: table 1 T1–T2 2½–1½ (T1 wins on board 1, boards 2–4 drawn); table 2 T3–T4 forfeited as a whole, won by
 *          T3 (4–0); T5 the pairing-allocated bye (a drawn match: 1 match point, 2 game points).
 * Round 2: table 1 T1–T3 1½–2½ (T3 wins boards 1 and 2, board 3 drawn, T3 leaves board 4 empty: T1's fourth player
 *          wins it by forfeit, seated black); table 2 T2–T5 2½–1½ (T2 wins board 1, the rest drawn); T4 the bye.
 * After round 2 (match points / game points): T3 4 / 6½, T1 2 / 4, T2 2 / 4, T5 1 / 3½, T4 1 / 2. With MPVGP then
 * EDE: T1 and T2 are tied on both, and T1 beat T2 (direct encounter); T5 is above T4 on game points.
 * T1 has a fifth player, a reserve who never plays. The tournament's tie-breaks are MPVGP, EDE.
 */
export interface TeamResultsEvent {
  id: string;
  /** Team ids, T1 first. */
  teamIds: string[];
  /** Entry ids by team (T1 first), in roster order. */
  players: string[][];
  /** Round 2's table-1 boards' game ids, board 1 first (board 4: the forfeit win). */
  round2Table1: string[];
}

type Board = [white: string, black: string | null, kind: GameKind, result: GameResult | null];

export async function teamResultsEvent(t: TestApp, owner: Account, captain?: Account): Promise<TeamResultsEvent> {
  const o = organiserOf(t, owner);
  const db = t.database.db;
  const id = await o.create({ name: 'Hand-checked League', system: 'team_swiss', rounds: 5, boards: 4, startDate: '2026-03-01' });
  await db
    .update(tournaments)
    .set({ tiebreaks: ['MPVGP', 'EDE'] })
    .where(eq(tournaments.id, id));
  const now = new Date();
  const teamIds: string[] = [];
  const players: string[][] = [];
  for (let i = 0; i < 5; i++) {
    const [team] = await db
      .insert(teams)
      .values({
        tournamentId: id,
        pairingNumber: i + 1,
        name: `T${i + 1}`,
        shortName: `T${i + 1}`,
        captainId: i === 0 ? (captain?.id ?? null) : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const roster: string[] = [];
    for (let k = 0; k < (i === 0 ? 5 : 4); k++) {
      const entry = await o.add(id, { name: `T${i + 1}.${k + 1}`, rating: 2400 - 100 * i - 10 * k });
      await db.insert(teamMembers).values({ teamId: team.id, tournamentId: id, entryId: entry.uuid, position: k + 1 });
      roster.push(entry.uuid);
    }
    teamIds.push(team.id);
    players.push(roster);
  }
  const [t1, t2, t3, t4, t5] = players;
  const team = (n: number) => teamIds[n - 1];
  const bye = (roster: string[]): Board[] => roster.slice(0, 4).map((p) => [p, null, 'pairing_bye', null]);

  const round = async (number: number, tables: { white: number; black: number | null; forfeit?: 'white'; boards: Board[] }[]) => {
    const [row] = await db
      .insert(rounds)
      .values({ tournamentId: id, number, state: 'scored', pairedAt: now, startedAt: now, scoredAt: now, lineupsPublishedAt: now })
      .returning();
    const ids: string[][] = [];
    let board = 0;
    for (const [i, table] of tables.entries()) {
      const [match] = await db
        .insert(matches)
        .values({
          roundId: row.id,
          tournamentId: id,
          tableNumber: i + 1,
          whiteTeamId: team(table.white),
          blackTeamId: table.black === null ? null : team(table.black),
          forfeit: table.forfeit ?? null,
        })
        .returning();
      const gameIds: string[] = [];
      for (const [whiteId, blackId, kind, result] of table.boards) {
        board += 1;
        const [game] = await db
          .insert(games)
          .values({ roundId: row.id, tournamentId: id, board, whiteId, blackId, kind, result, resultVersion: result === null ? 0 : 1, matchId: match.id })
          .returning();
        gameIds.push(game.id);
      }
      ids.push(gameIds);
    }
    return ids;
  };

  await round(1, [
    {
      white: 1,
      black: 2,
      boards: [
        [t1[0], t2[0], 'game', '1-0'],
        [t2[1], t1[1], 'game', '1/2-1/2'],
        [t1[2], t2[2], 'game', '1/2-1/2'],
        [t2[3], t1[3], 'game', '1/2-1/2'],
      ],
    },
    { white: 3, black: 4, forfeit: 'white', boards: [] },
    { white: 5, black: null, boards: bye(t5) },
  ]);
  const [round2Table1] = await round(2, [
    {
      white: 1,
      black: 3,
      boards: [
        [t1[0], t3[0], 'game', '0-1'],
        [t3[1], t1[1], 'game', '1-0'],
        [t1[2], t3[2], 'game', '1/2-1/2'],
        [t1[3], null, 'forfeit_win', null],
      ],
    },
    {
      white: 2,
      black: 5,
      boards: [
        [t2[0], t5[0], 'game', '1-0'],
        [t5[1], t2[1], 'game', '1/2-1/2'],
        [t2[2], t5[2], 'game', '1/2-1/2'],
        [t5[3], t2[3], 'game', '1/2-1/2'],
      ],
    },
    { white: 4, black: null, boards: bye(t4) },
  ]);
  await db.update(tournaments).set({ currentRound: 2 }).where(eq(tournaments.id, id));
  return { id, teamIds, players, round2Table1 };
}
