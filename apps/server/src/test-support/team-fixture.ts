import { asc, eq } from 'drizzle-orm';
import { entries, matches, teamMembers, teams } from '../db/schema/index.js';
import type { Account } from './accounts.js';
import type { TestApp } from './app.js';
import { organiserOf } from './event.js';

/** A team event of the route fixture: its teams (by pairing number), the captain's team and round 1's matches. */
export interface TeamEventFixture {
  id: string;
  /** Team ids by pairing number, from team 1. */
  teamIds: string[];
  /** Team 1: the fixture's player is its captain and its board-1 player. */
  captainsTeamId: string;
  /** Team 2: no captain; the player may not touch it. */
  otherTeamId: string;
  /** The player's entry (board 1 of team 1). */
  captainEntryId: string;
  /** Round 1's matches by table. */
  matchIds: string[];
}

/**
 * A team Swiss of four teams of two boards, round 1 paired (matches, no boards yet): three players a team, the
 * rosters entered as rows; the player captains team 1 and plays its board 1.
 */
export async function teamEventFixture(t: TestApp, owner: Account, captain: Account, name = 'Matrix League'): Promise<TeamEventFixture> {
  const o = organiserOf(t, owner);
  const id = await o.create({ name, system: 'team_swiss', rounds: 5, boards: 2, startDate: '2026-03-01' });
  const now = new Date();
  const teamIds: string[] = [];
  let captainEntryId = '';
  for (let i = 0; i < 4; i++) {
    const [team] = await t.database.db
      .insert(teams)
      .values({ tournamentId: id, pairingNumber: i + 1, name: `${name} team ${i + 1}`, captainId: i === 0 ? captain.id : null, createdAt: now, updatedAt: now })
      .returning();
    for (let k = 0; k < 3; k++) {
      const entry = await o.add(id, { name: `Team ${i + 1} player ${k + 1}`, rating: 2300 - 100 * i - 10 * k });
      if (i === 0 && k === 0) {
        // The captain plays too: the entry is their account's.
        await t.database.db.update(entries).set({ userId: captain.id }).where(eq(entries.id, entry.uuid));
        captainEntryId = entry.uuid;
      }
      await t.database.db.insert(teamMembers).values({ teamId: team.id, tournamentId: id, entryId: entry.uuid, position: k + 1 });
    }
    teamIds.push(team.id);
  }
  await o.pair(id, 1);
  const matchRows = await t.database.db.select({ id: matches.id }).from(matches).where(eq(matches.tournamentId, id)).orderBy(asc(matches.tableNumber));
  return { id, teamIds, captainsTeamId: teamIds[0], otherTeamId: teamIds[1], captainEntryId, matchIds: matchRows.map((m) => m.id) };
}
