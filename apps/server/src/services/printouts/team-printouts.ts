import { boardColours } from '@kingside/engine';
import { isTeamSystem, type Locale } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { TournamentData } from '../core/engine-model.js';
import { pdfTaskFile } from '../core/pdf/pool.js';
import { pdfJob, type PdfJob } from '../core/pdf/printer.js';
import { cachedTeamEvent } from '../core/standings/team-cache.js';
import { roundMatchesOf } from '../core/standings/team-matches.js';
import { boardStandingsListOf, teamStandingsOf } from '../core/standings/team-standings.js';
import type * as printoutTasks from './tasks.js';

// A team event's printouts at the addresses of the individual ones (pairings, result slips, standings) and its
// board standings, read from the team event as its public pages read it (core/standings/team-*.ts) and drawn in the
// PDF threads like the others.

const tasks = pdfTaskFile<typeof printoutTasks>(import.meta.url, 'tasks');

export const isTeamEvent = (t: TournamentData['tournament']) => isTeamSystem(t.system) && t.boardsPerMatch !== null;

/** The round's team pairings, or its match result sheets. */
export async function teamRoundJob(
  ctx: AppContext,
  locale: Locale,
  tournamentId: string,
  round: number,
  task: 'teamPairings' | 'matchSheets',
): Promise<PdfJob> {
  const event = await cachedTeamEvent(ctx, tournamentId);
  return pdfJob(tasks, task, {
    tournament: event.data.tournament,
    round: roundMatchesOf(event, round),
    colours: boardColours('w', event.tt.boards, event.tt.boardColourSequence),
    printedAt: ctx.clock(),
    locale,
  });
}

/** The team standings after `round`; without it, after the last round with all its results. */
export async function teamStandingsJob(ctx: AppContext, locale: Locale, tournamentId: string, round: number | undefined): Promise<PdfJob> {
  const event = await cachedTeamEvent(ctx, tournamentId);
  return pdfJob(tasks, 'teamStandings', { tournament: event.data.tournament, standings: teamStandingsOf(event, round), printedAt: ctx.clock(), locale });
}

/** The board standings (board prizes); 409 for an individual event. */
export async function boardStandingsJob(ctx: AppContext, locale: Locale, tournamentId: string, minGames: number): Promise<PdfJob> {
  const event = await cachedTeamEvent(ctx, tournamentId);
  return pdfJob(tasks, 'boardStandings', { tournament: event.data.tournament, list: boardStandingsListOf(event, minGames), printedAt: ctx.clock(), locale });
}
