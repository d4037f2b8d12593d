import type { Tx } from '../../db/connection.js';
import { games, matches, rounds, teamMembers, teams } from '../../db/schema/index.js';
import type { UserRow } from '../core/sessions.js';
import type { ImportPlan } from '../core/import-trf-plan.js';

type TeamPlan = NonNullable<ImportPlan['team']>;

/**
 * A team file's teams, rosters and rounds written into the new event: each round's matches (330 forfeits as
 * whole-match forfeits), its lineups published, and its boards each in its match.
 */
export async function insertTeamRounds(
  tx: Tx,
  user: UserRow,
  tournamentId: string,
  plan: TeamPlan,
  complete: readonly boolean[],
  entryId: ReadonlyMap<number, string>,
  now: Date,
): Promise<void> {
  const teamId = new Map<number, string>();
  if (plan.teams.length > 0) {
    const inserted = await tx
      .insert(teams)
      .values(
        plan.teams.map((team) => ({
          tournamentId,
          pairingNumber: team.pairingNumber,
          name: team.name,
          shortName: team.shortName,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: teams.id, pairingNumber: teams.pairingNumber });
    for (const row of inserted) teamId.set(row.pairingNumber, row.id);
  }
  const members = plan.teams.flatMap((team) =>
    team.roster.map((n, i) => ({ teamId: teamId.get(team.pairingNumber) as string, tournamentId, entryId: entryId.get(n) as string, position: i + 1 })),
  );
  if (members.length > 0) await tx.insert(teamMembers).values(members);

  for (const [index, round] of plan.rounds.entries()) {
    const done = complete[index];
    const [roundRow] = await tx
      .insert(rounds)
      .values({
        tournamentId,
        number: index + 1,
        state: done ? 'scored' : 'started',
        pairedAt: now,
        pairedBy: user.id,
        startedAt: now,
        scoredAt: done ? now : null,
        lineupsPublishedAt: now,
      })
      .returning({ id: rounds.id });
    const inserted =
      round.matches.length === 0
        ? []
        : await tx
            .insert(matches)
            .values(
              round.matches.map((m, i) => ({
                roundId: roundRow.id,
                tournamentId,
                tableNumber: i + 1,
                whiteTeamId: teamId.get(m.white) as string,
                blackTeamId: m.black === null ? null : (teamId.get(m.black) as string),
                forfeit: m.forfeit,
                forfeitBy: m.forfeit === null ? null : user.id,
                forfeitAt: m.forfeit === null ? null : now,
              })),
            )
            .returning({ id: matches.id, tableNumber: matches.tableNumber });
    const matchOf = new Map(inserted.map((m) => [m.tableNumber, m.id]));
    if (round.rows.length === 0) continue;
    await tx.insert(games).values(
      round.rows.map((r, board) => ({
        roundId: roundRow.id,
        tournamentId,
        board: board + 1,
        matchId: r.table === null ? null : (matchOf.get(r.table) as string),
        whiteId: entryId.get(r.white) as string,
        blackId: r.black === null ? null : (entryId.get(r.black) as string),
        kind: r.kind,
        result: r.result,
        resultBy: r.result === null ? null : user.id,
        resultAt: r.result === null ? null : now,
      })),
    );
  }
}
