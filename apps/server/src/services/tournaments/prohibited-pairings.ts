import { and, asc, eq, inArray } from 'drizzle-orm';
import { isTeamSystem, type ProhibitedPairingBody, type ProhibitedPairings } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/connection.js';
import { entries, prohibitedPairingPlayers, prohibitedPairings } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { refuseInFideMode } from '../core/warning-levels.js';
import { refuseFinished } from '../core/round-state.js';
import { managedTournament, type TournamentRow } from '../core/access.js';
import { words } from '../core/languages/message.js';

// Players who must not meet (FIDE C.04: members of one family, players of one club in the first rounds), entered by
// the arbiter as groups. The engine keeps them apart (core/engine-model.ts gives it the groups as forbidden pairs).

/** The tournament's groups, each with its players by pairing number. */
export async function groupsOf(db: Db | Tx, tournamentId: string): Promise<ProhibitedPairings> {
  const rows = await db
    .select({
      id: prohibitedPairings.id,
      label: prohibitedPairings.label,
      lastRound: prohibitedPairings.lastRound,
      player: { id: entries.id, pairingNumber: entries.pairingNumber, name: entries.name },
    })
    .from(prohibitedPairings)
    .innerJoin(prohibitedPairingPlayers, eq(prohibitedPairingPlayers.prohibitedPairingId, prohibitedPairings.id))
    .innerJoin(entries, eq(entries.id, prohibitedPairingPlayers.entryId))
    .where(eq(prohibitedPairings.tournamentId, tournamentId))
    .orderBy(asc(prohibitedPairings.createdAt), asc(prohibitedPairings.id), asc(entries.pairingNumber));
  const groups = new Map<string, ProhibitedPairings['groups'][number]>();
  for (const row of rows) {
    const group = groups.get(row.id) ?? { id: row.id, label: row.label, lastRound: row.lastRound, players: [] };
    group.players.push(row.player);
    groups.set(row.id, group);
  }
  return { groups: [...groups.values()] };
}

/**
 * What may change them: a Swiss (a round robin's Berger table pairs everyone with everyone), not finished, and in
 * FIDE mode only before round 1 is paired (C.02: a level-5 action after it; leaving FIDE mode allows it).
 */
function refuseChange(t: TournamentRow): void {
  refuseFinished(t);
  if (isTeamSystem(t.system)) throw conflict('Prohibited pairings keep players apart; a team event pairs teams, and its boards come from the lineups');
  if (t.system !== 'dutch') throw conflict('Prohibited pairings apply to a Swiss tournament; a round robin pairs everyone with everyone');
  if (t.currentRound > 0) {
    refuseInFideMode(t, words('Prohibited pairings: round {round} is paired; they are entered before round 1', { round: t.currentRound }));
  }
}

export async function listProhibitedPairings(ctx: AppContext, user: UserRow, id: string): Promise<ProhibitedPairings> {
  const t = await managedTournament(ctx.db, user, id);
  return groupsOf(ctx.db, t.id);
}

export async function addProhibitedPairing(ctx: AppContext, user: UserRow, id: string, body: ProhibitedPairingBody): Promise<ProhibitedPairings> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, id, { lock: true });
    refuseChange(t);
    if (body.lastRound != null && t.totalRounds > 0 && body.lastRound > t.totalRounds) {
      throw badRequest(words('lastRound: the tournament has {rounds} rounds', { rounds: t.totalRounds }), 'lastRound');
    }
    const found = await tx
      .select({ id: entries.id })
      .from(entries)
      .where(and(eq(entries.tournamentId, t.id), inArray(entries.id, body.entryIds)));
    if (found.length !== body.entryIds.length) throw badRequest('entryIds: a player named is not in this tournament', 'entryIds');
    const [group] = await tx
      .insert(prohibitedPairings)
      .values({ tournamentId: t.id, label: body.label, lastRound: body.lastRound ?? null, createdBy: user.id, createdAt: ctx.clock() })
      .returning({ id: prohibitedPairings.id });
    await tx.insert(prohibitedPairingPlayers).values(body.entryIds.map((entryId) => ({ prohibitedPairingId: group.id, entryId })));
    return groupsOf(tx, t.id);
  });
}

export async function removeProhibitedPairing(ctx: AppContext, user: UserRow, id: string, groupId: string): Promise<ProhibitedPairings> {
  return ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, id, { lock: true });
    const removed = await tx
      .select({ id: prohibitedPairings.id })
      .from(prohibitedPairings)
      .where(and(eq(prohibitedPairings.id, groupId), eq(prohibitedPairings.tournamentId, t.id)));
    if (removed.length === 0) throw notFound('Prohibited pairing not found');
    refuseChange(t);
    await tx.delete(prohibitedPairings).where(eq(prohibitedPairings.id, groupId));
    return groupsOf(tx, t.id);
  });
}
