import type { Locale, PairingOrder } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../core/sessions.js';
import { pdfTaskFile } from '../core/pdf/pool.js';
import { pdfJob } from '../core/pdf/printer.js';
import { playersRanking } from '../core/standings/standings.js';
import { managedTournament } from '../core/access.js';
import { loadTournamentData } from '../core/engine-model.js';
import { printedRound, type Printout } from '../core/pdf/common.js';
import type * as printoutTasks from './tasks.js';
import { boardStandingsJob, isTeamEvent, teamRoundJob, teamStandingsJob } from './team-printouts.js';

// The printouts as the routes serve them, drawn in the PDF threads and kept until the tournament changes
// (services/core/pdf/printer.ts). Pairings, standings, crosstable and the player list show what the public tournament
// page shows; result slips are the arbiter's paperwork. A team event prints its own versions at the same
// addresses (team-printouts.ts): team pairings, match result sheets, team standings. `client` is the caller's address.

const tasks = pdfTaskFile<typeof printoutTasks>(import.meta.url, 'tasks');

/** The round as asked, or the current one: either way the tournament's next change throws the PDF away. */
const roundKey = (round: number | undefined) => (round === undefined ? 'current' : String(round));

/** The tournament as the sheets print it, read once for all the sheets of it drawn meanwhile. */
const dataOf = (ctx: AppContext, tournamentId: string) => ctx.pdfs.shared(tournamentId, 'data', () => loadTournamentData(ctx.db, tournamentId));

export function pairingsPrintout(
  ctx: AppContext,
  client: string,
  locale: Locale,
  tournamentId: string,
  round: number | undefined,
  order: PairingOrder,
): Promise<Printout> {
  return ctx.pdfs.print({ tournamentId, key: `pairings ${roundKey(round)} ${order}`, locale, client }, async () => {
    const data = await dataOf(ctx, tournamentId);
    if (isTeamEvent(data.tournament)) return teamRoundJob(ctx, locale, tournamentId, printedRound(data.tournament, round), 'teamPairings');
    return pdfJob(tasks, 'pairings', { data, round: printedRound(data.tournament, round), order, printedAt: ctx.clock(), locale });
  });
}

/**
 * The standings of the round from the standings cache, which serves a large event's last ones while it computes
 * new ones: a sheet drawn from those is not kept.
 */
async function rankingOf(ctx: AppContext, tournamentId: string, round: number) {
  const standings = await playersRanking(ctx, tournamentId, round);
  return { standings, current: !ctx.standings.updating(tournamentId, round) };
}

export function standingsPrintout(ctx: AppContext, client: string, locale: Locale, tournamentId: string, round: number | undefined): Promise<Printout> {
  return ctx.pdfs.print({ tournamentId, key: `standings ${roundKey(round)}`, locale, client }, async () => {
    const data = await dataOf(ctx, tournamentId);
    if (isTeamEvent(data.tournament)) return teamStandingsJob(ctx, locale, tournamentId, round);
    const { standings, current } = await rankingOf(ctx, tournamentId, printedRound(data.tournament, round));
    return pdfJob(tasks, 'standings', { tournament: data.tournament, standings, printedAt: ctx.clock(), locale }, current);
  });
}

export function crosstablePrintout(ctx: AppContext, client: string, locale: Locale, tournamentId: string, round: number | undefined): Promise<Printout> {
  return ctx.pdfs.print({ tournamentId, key: `crosstable ${roundKey(round)}`, locale, client }, async () => {
    const data = await dataOf(ctx, tournamentId);
    const { standings, current } = await rankingOf(ctx, tournamentId, printedRound(data.tournament, round));
    return pdfJob(tasks, 'crosstable', { data, standings, printedAt: ctx.clock(), locale }, current);
  });
}

export function playerListPrintout(ctx: AppContext, client: string, locale: Locale, tournamentId: string): Promise<Printout> {
  return ctx.pdfs.print({ tournamentId, key: 'players', locale, client }, async () =>
    pdfJob(tasks, 'players', { data: await dataOf(ctx, tournamentId), printedAt: ctx.clock(), locale }),
  );
}

/**
 * Only for the tournament's organisers (404 for no such tournament, 403 for someone else's). `origin` is where the
 * arbiter reached the app, which the QR codes on the slips name for the players' phones.
 */
export async function resultSlipsPrintout(
  ctx: AppContext,
  client: string,
  locale: Locale,
  user: UserRow,
  tournamentId: string,
  round: number | undefined,
  origin: string,
): Promise<Printout> {
  await managedTournament(ctx.db, user, tournamentId);
  return ctx.pdfs.print({ tournamentId, key: `result-slips ${roundKey(round)} ${origin}`, locale, client }, async () => {
    const data = await dataOf(ctx, tournamentId);
    if (isTeamEvent(data.tournament)) return teamRoundJob(ctx, locale, tournamentId, printedRound(data.tournament, round), 'matchSheets');
    return pdfJob(tasks, 'slips', { data, round: printedRound(data.tournament, round), printedAt: ctx.clock(), locale, origin });
  });
}

/** A team event's board standings, for the board prizes: public like the standings; 409 for an individual event. */
export function boardStandingsPrintout(ctx: AppContext, client: string, locale: Locale, tournamentId: string, minGames: number): Promise<Printout> {
  return ctx.pdfs.print({ tournamentId, key: `board-standings ${minGames}`, locale, client }, () => boardStandingsJob(ctx, locale, tournamentId, minGames));
}
