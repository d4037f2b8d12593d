import { defaultTiebreaks, SOURCE_LOCALE, type Tournament } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { entries, games, importedTrfFiles, prohibitedPairingPlayers, prohibitedPairings, rounds, tournaments } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { planImport, type ImportPlanned } from '../core/import-trf-plan.js';
import { summaryOf } from '../core/tournament-summary.js';
import { insertTeamRounds } from './import-team-trf.js';

/**
 * A file this long (about 250 players) is read in the worker pool: reading it costs the event loop more than
 * handing it to a thread does. Smaller ones are read here.
 */
const readInWorkerFrom = 32 * 1024;

async function readFile(ctx: AppContext, text: string): Promise<ImportPlanned> {
  return text.length >= readInWorkerFrom ? ctx.pairing.run('readTrfFile', { text }) : planImport(text);
}

/** The name of a prohibited pairing read from the file, as the Settings tab lists it. */
const PROHIBITION_LABEL = 'From the imported TRF file';

/**
 * Creates a Swiss from a TRF file, owned by the caller: players with their pairing numbers, every round and result;
 * from a team file (310 records), a team event with its teams, rosters and matches.
 */
export async function importTrf(ctx: AppContext, user: UserRow, text: string, name: string | undefined): Promise<Tournament> {
  const planned = await readFile(ctx, text);
  if (!planned.ok) throw badRequest(planned.message, 'trf');
  const { tournament: t, players, rounds: plan, prohibitions, team } = planned.plan;
  const system = team?.system ?? 'dutch';
  const now = ctx.clock();
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tournaments)
      .values({
        ownerId: user.id,
        name: name ?? (t.name || 'Imported tournament'),
        system,
        boardsPerMatch: team?.boardsPerMatch ?? null,
        teamScoring: team?.teamScoring ?? null,
        totalRounds: t.totalRounds,
        city: t.city,
        federation: t.federation,
        timeControl: t.timeControl,
        chiefArbiter: t.chiefArbiter,
        deputyArbiters: t.deputyArbiters,
        ratingType: 'standard',
        pointSystem: t.pointSystem,
        pabPoints: t.pabPoints,
        acceleration: 'none',
        tiebreaks: defaultTiebreaks(system),
        sharedPlaces: true,
        initialColour: t.initialColour,
        currentRound: t.played,
        // A TRF names no language: the importer's own, as a tournament created by hand takes.
        language: user.locale ?? SOURCE_LOCALE,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: tournaments.id });
    await tx.insert(importedTrfFiles).values({ tournamentId: row.id, text, importedAt: now });
    const inserted = await tx
      .insert(entries)
      .values(players.map((p) => ({ ...p, tournamentId: row.id, createdAt: now, updatedAt: now })))
      .returning({ id: entries.id, pairingNumber: entries.pairingNumber });
    const entryId = new Map(inserted.map((e) => [e.pairingNumber, e.id]));
    // The file's prohibited pairings, read into the pairing; the export still writes them as the file had them, once.
    for (const group of prohibitions) {
      const [added] = await tx
        .insert(prohibitedPairings)
        .values({ tournamentId: row.id, label: PROHIBITION_LABEL, lastRound: group.lastRound, createdBy: user.id, createdAt: now })
        .returning({ id: prohibitedPairings.id });
      await tx.insert(prohibitedPairingPlayers).values(group.pairingNumbers.map((n) => ({ prohibitedPairingId: added.id, entryId: entryId.get(n) as string })));
    }
    if (team) {
      await insertTeamRounds(
        tx,
        user,
        row.id,
        team,
        plan.map((r) => r.complete),
        entryId,
        now,
      );
      return row.id;
    }
    for (const [index, { rows, complete }] of plan.entries()) {
      const [roundRow] = await tx
        .insert(rounds)
        .values({
          tournamentId: row.id,
          number: index + 1,
          state: complete ? 'scored' : 'started',
          pairedAt: now,
          pairedBy: user.id,
          startedAt: now,
          scoredAt: complete ? now : null,
        })
        .returning({ id: rounds.id });
      if (rows.length === 0) continue;
      await tx.insert(games).values(
        rows.map((r, board) => ({
          roundId: roundRow.id,
          tournamentId: row.id,
          board: board + 1,
          whiteId: entryId.get(r.white) as string,
          blackId: r.black === null ? null : (entryId.get(r.black) as string),
          kind: r.kind,
          result: r.result,
          resultBy: r.result === null ? null : user.id,
          resultAt: r.result === null ? null : now,
        })),
      );
    }
    return row.id;
  });
  return summaryOf(ctx.db, id);
}
