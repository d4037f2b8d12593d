import { readFile } from 'node:fs/promises';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  BUNDLE_FILES_PREFIX,
  controlCharactersAsSpaces,
  BUNDLE_FORMAT,
  BUNDLE_JSON_ENTRY,
  BUNDLE_TRF_ENTRY,
  isTeamSystem,
  SOURCE_LOCALE,
  type BundleFile,
  type TournamentBundle,
} from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { brochures, byeRequests, entries, games, prizeStructures, resultChanges, rounds, tieOrders, tournamentFiles } from '../../db/schema/index.js';
import type { UserRow } from '../core/sessions.js';
import { filesRoot, storedPath } from '../core/files/storage.js';
import { managedTournament } from '../core/access.js';
import { groupsOf } from '../tournaments/prohibited-pairings.js';
import { roundRatingsOf } from '../tournaments/round-ratings.js';
import { exportTrf } from '../tournaments/trf.js';
import { zipOf } from '../core/files/zip-of.js';
import { exportTeams } from './export-teams.js';
import { saidUnawarded } from '../prizes/views.js';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
/** Text saved before the contract refused control characters, made importable as the TRF export makes it printable. */
const line = <T extends string | null>(text: T): T => (text === null ? text : (controlCharactersAsSpaces(text) as T));

/** A name unique within the zip: two attachments may share a name. */
function entryNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let entry = name;
    for (let n = 2; used.has(entry); n++) entry = `${n}-${name}`;
    used.add(entry);
    return `${BUNDLE_FILES_PREFIX}${entry}`;
  });
}

/** The whole tournament as one zip (TRF, JSON, files), for its managers. */
export async function exportBundle(ctx: AppContext, user: UserRow, id: string): Promise<{ fileName: string; zip: Buffer }> {
  const t = await managedTournament(ctx.db, user, id);
  const trf = await exportTrf(ctx, user, id);
  const players = await ctx.db.select().from(entries).where(eq(entries.tournamentId, id)).orderBy(asc(entries.pairingNumber));
  const numberOf = new Map(players.map((p) => [p.id, p.pairingNumber]));
  const byes = await ctx.db.select().from(byeRequests).where(eq(byeRequests.tournamentId, id)).orderBy(asc(byeRequests.round));
  const roundRows = await ctx.db.select().from(rounds).where(eq(rounds.tournamentId, id)).orderBy(asc(rounds.number));
  const gameRows = await ctx.db.select().from(games).where(eq(games.tournamentId, id)).orderBy(asc(games.board));
  const changes =
    gameRows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(resultChanges)
          .where(
            inArray(
              resultChanges.gameId,
              gameRows.map((g) => g.id),
            ),
          )
          .orderBy(asc(resultChanges.id));
  const [prizes] = await ctx.db.select().from(prizeStructures).where(eq(prizeStructures.tournamentId, id));
  const [brochure] = await ctx.db.select().from(brochures).where(eq(brochures.tournamentId, id));
  const prohibitions = await groupsOf(ctx.db, id);
  const tieOrderRows = await ctx.db.select().from(tieOrders).where(eq(tieOrders.tournamentId, id)).orderBy(asc(tieOrders.decidedAt));
  const { ratings: roundRatings } = await roundRatingsOf(ctx.db, id);
  const team = isTeamSystem(t.system) ? await exportTeams(ctx.db, id, numberOf) : null;
  const fileRows = await ctx.db
    .select()
    .from(tournamentFiles)
    .where(eq(tournamentFiles.tournamentId, id))
    .orderBy(asc(tournamentFiles.uploadedAt), asc(tournamentFiles.name));
  const root = filesRoot(ctx.config);
  const names = entryNames(fileRows.map((row) => row.name));
  const files: (BundleFile & { bytes: Buffer })[] = await Promise.all(
    fileRows.map(async (row, i) => ({
      entry: names[i],
      kind: row.kind,
      name: row.name,
      contentType: row.contentType,
      sha256: row.sha256,
      bytes: await readFile(storedPath(root, id, row.id)),
    })),
  );

  const bundle: TournamentBundle = {
    format: BUNDLE_FORMAT,
    exportedAt: ctx.clock().toISOString(),
    settings: {
      name: line(t.name),
      system: t.system,
      totalRounds: t.totalRounds,
      startDate: t.startDate,
      endDate: t.endDate,
      roundSchedule: t.roundSchedule,
      venue: line(t.venue),
      city: line(t.city),
      federation: t.federation,
      timeControl: line(t.timeControl),
      ratingType: t.ratingType,
      ratingMethod: t.ratingMethod,
      unratedRatingMethod: t.unratedRatingMethod,
      unratedRating: t.unratedRating,
      pointSystem: t.pointSystem,
      pabPoints: t.pabPoints,
      acceleration: t.acceleration,
      tiebreaks: t.tiebreaks,
      sharedPlaces: t.sharedPlaces,
      lotSeed: t.lotSeed ?? t.id,
      chiefArbiter: line(t.chiefArbiter),
      deputyArbiters: t.deputyArbiters.map(line),
      chiefArbiterFideId: t.chiefArbiterFideId,
      deputyArbiterFideIds: t.deputyArbiterFideIds,
      entryFee: t.entryFee,
      enableRegistration: t.enableRegistration,
      isClubMembership: t.isClubMembership,
      createBrochure: t.createBrochure,
      isBrochure: t.isBrochure,
      feedbacks: t.feedbacks,
      initialColour: t.initialColour,
      initialOrder: t.initialOrder,
      pairingNumbersByHand: t.pairingNumbersByHand,
      currentRound: t.currentRound,
      finishedAt: iso(t.finishedAt),
      fideModeLeftInRound: t.fideModeLeftRound,
      language: t.language,
      ...(team && { boardsPerMatch: t.boardsPerMatch, teamScoring: t.teamScoring, lineupDeadlineMinutes: t.lineupDeadlineMinutes }),
    },
    players: players.map((p) => ({
      pairingNumber: p.pairingNumber,
      name: line(p.name),
      fideId: p.fideId,
      nationalId: line(p.nationalId),
      rating: p.rating,
      nationalRating: p.nationalRating,
      manualRating: p.manualRating,
      title: p.title as TournamentBundle['players'][number]['title'],
      federation: p.federation,
      sex: p.sex,
      birthDate: p.birthDate,
      club: line(p.club),
      email: p.email,
      phone: line(p.phone),
      withdrawn: p.withdrawn,
      withdrawnAt: iso(p.withdrawnAt),
      expelledAt: iso(p.expelledAt),
      expelledRound: p.expelledRound,
      joinedRound: p.joinedRound,
      byes: byes.filter((b) => b.entryId === p.id && b.kind === 'half_point_bye').map((b) => b.round),
      fullPointByes: byes.filter((b) => b.entryId === p.id && b.kind === 'full_point_bye').map((b) => b.round),
    })),
    rounds: roundRows.map((r) => ({
      number: r.number,
      state: r.state,
      pairedAt: r.pairedAt.toISOString(),
      startedAt: iso(r.startedAt),
      scoredAt: iso(r.scoredAt),
      games: gameRows
        .filter((g) => g.roundId === r.id)
        .map((g) => ({
          board: g.board,
          white: numberOf.get(g.whiteId) as number,
          black: g.blackId === null ? null : (numberOf.get(g.blackId) as number),
          kind: g.kind,
          result: g.result,
          resultAt: iso(g.resultAt),
          resultVersion: g.resultVersion,
          history: changes
            .filter((c) => c.gameId === g.id)
            .map((c) => ({ oldResult: c.oldResult, newResult: c.newResult, changedAt: c.changedAt.toISOString() })),
          ...(team && { table: team.tableOf(g.matchId) }),
        })),
      ...(team && { lineupsPublishedAt: iso(r.lineupsPublishedAt), matches: team.matchesOf(r.id) }),
    })),
    // Why a prize went to nobody, in English: the bundle keeps it as a sentence.
    prizeStructure: prizes
      ? { currency: prizes.currency, sharing: prizes.sharing, categories: prizes.categories, unawarded: saidUnawarded(SOURCE_LOCALE, prizes.unawarded) }
      : null,
    brochure: brochure ? brochure.content : null,
    files: files.map((f) => ({ entry: f.entry, kind: f.kind, name: f.name, contentType: f.contentType, sha256: f.sha256 })),
    prohibitedPairings: prohibitions.groups.map((g) => ({ label: line(g.label), lastRound: g.lastRound, players: g.players.map((p) => p.pairingNumber) })),
    tieOrders: tieOrderRows.map((o) => ({ round: o.round, startNumbers: o.startNumbers, reason: line(o.reason), decidedAt: o.decidedAt.toISOString() })),
    roundRatings: roundRatings.map((r) => ({ player: r.pairingNumber, fromRound: r.fromRound, rating: r.rating })),
    ...(team && { teams: team.teams, lineups: team.lineups, lineupChanges: team.lineupChanges }),
  };
  const zip = await zipOf(
    [
      { name: BUNDLE_TRF_ENTRY, bytes: Buffer.from(trf.text), compress: true },
      { name: BUNDLE_JSON_ENTRY, bytes: Buffer.from(`${JSON.stringify(bundle, null, 2)}\n`), compress: true },
      // Images and PDFs are compressed already.
      ...files.map((file) => ({ name: file.entry, bytes: file.bytes, compress: false })),
    ],
    ctx.clock(),
  );
  return { fileName: trf.fileName.replace(/\.trf$/, '.kingside.zip'), zip };
}
