import { eq } from 'drizzle-orm';
import { writeTrf, type Tournament as EngineTournament } from '@kingside/engine';
import { controlCharactersAsSpaces as oneLine, isTeamSystem } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { importedTrfFiles } from '../../db/schema/index.js';
import type { UserRow } from '../core/sessions.js';
import { playersRanking } from '../core/standings/standings.js';
import { managedTournament } from '../core/access.js';
import { loadTournamentData, toEngine, type TournamentData } from '../core/engine-model.js';
import { arbiterComments } from './trf-comments.js';
import { overImportedFile } from './trf-over-import.js';
import { loadTeamData } from '../core/team-model.js';
import { teamTrf } from './team-trf.js';

/** TRF-2026 keeps 33 columns for a name. */
const TRF_NAME_WIDTH = 33;

/**
 * The players' places for the 001 records' rank field: the standings after the last round, once every round
 * has all its results (a rank beside points that still miss a result would say something false); 0 (blank) before.
 */
async function finalRanks(ctx: AppContext, data: TournamentData): Promise<Map<number, number>> {
  const last = Math.max(0, ...data.rounds.map((r) => r.number));
  if (last === 0) return new Map();
  const standings = await playersRanking(ctx, data.tournament.id, last);
  if (standings.counted !== last || standings.live !== null) return new Map();
  return new Map(standings.rows.map((row) => [row.pairingNumber, row.rank]));
}

/**
 * The whole tournament as a TRF-2026 file (FIDE's rating report; any FIDE-endorsed pairing program
 * reads it). Organisers only: it carries birth dates and FIDE ids.
 */
export async function exportTrf(ctx: AppContext, user: UserRow, id: string): Promise<{ fileName: string; text: string }> {
  const row = await managedTournament(ctx.db, user, id);
  const data = await loadTournamentData(ctx.db, id, row);
  const team = isTeamSystem(row.system);
  // A team event ranks teams (its 310 records), not players.
  const ranks = team ? new Map<number, number>() : await finalRanks(ctx, data);
  const model = toEngine(data);
  const fideRatingOf = new Map(data.entries.map((e) => [e.pairingNumber, e.rating]));
  const [imported] = await ctx.db.select({ text: importedTrfFiles.text }).from(importedTrfFiles).where(eq(importedTrfFiles.tournamentId, id));
  // The engine refuses a line break in any field; text saved before the contract refused them is written on one line.
  const written: EngineTournament = {
    ...model,
    name: oneLine(model.name).slice(0, 200),
    city: oneLine(model.city),
    chiefArbiter: oneLine(model.chiefArbiter),
    deputyArbiters: model.deputyArbiters.map(oneLine),
    timeControl: oneLine(model.timeControl),
    // FIDE's rating report carries the FIDE rating, whatever rating the tournament counted players with.
    players: model.players.map((p) => ({
      ...p,
      name: oneLine(p.name).slice(0, TRF_NAME_WIDTH),
      rating: fideRatingOf.get(p.startNumber) ?? 0,
      rank: ranks.get(p.startNumber) ?? 0,
    })),
  };
  const report = imported ? overImportedFile(written, data, imported.text) : written;
  // The arbiter's decisions (leaving FIDE mode, manual pairings) as ### comments, after the file's own lines.
  const comments = await arbiterComments(ctx.db, row, report.keptLines);
  const text = team
    ? teamTrf(report, data, await loadTeamData(ctx.db, id), imported?.text ?? null, comments)
    : writeTrf({ ...report, keptLines: [...report.keptLines, ...comments] });
  const fileName = `${row.name.replace(/[^\w.-]+/g, '-').replace(/^-|-$/g, '') || 'tournament'}.trf`;
  return { fileName, text };
}
