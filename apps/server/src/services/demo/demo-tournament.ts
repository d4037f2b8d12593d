import { addPlayerBody, createTournamentBody, defaultTiebreaks, type Tournament } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { seededRandom } from '../../integrations/fide/generate-list.js';
import { demoOrganiser, type FirstStart } from '../accounts/seed.js';
import { findUserByEmail } from '../accounts/users.js';
import { addPlayer } from '../core/players.js';
import { generatePairing } from '../rounds/pair.js';
import { uploadScores } from '../rounds/results.js';
import { endTournament, startRound } from '../rounds/round-triggers.js';
import { createTournament } from '../tournaments/tournaments.js';
import { demoField } from './field.js';
import { DEMO_OPEN_PRIZES, seedDemoPrizes } from './prizes.js';
import { playedResult } from './results.js';
import { seedDemoLeague } from './team-league.js';

export const DEMO_TOURNAMENT_NAME = 'Kingside Demo Open';
const DEMO_ROUNDS = 7;
const DEMO_SEED = 2026;
const DAY = 24 * 60 * 60 * 1000;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The demo tournament, created with the demo organiser on an empty database: a finished 40-player,
 * 7-round Swiss, run through the same services as the API (FIDE Dutch pairing by the engine, each
 * round started, its results entered, the tournament ended, its prizes awarded and published), so it
 * is exactly what the app makes.
 * Results follow the Elo expectation from a fixed seed, so every new install gets the same event.
 * Nothing happens unless this start created the demo organiser, so a restart never adds a second one. The demo
 * team league (team-league.ts) is made beside it.
 */
export async function seedDemoTournament(ctx: AppContext, start: Pick<FirstStart, 'demoCreated'>): Promise<Tournament | null> {
  if (!start.demoCreated) return null;
  const organiser = await findUserByEmail(ctx.db, demoOrganiser.email);
  if (!organiser) return null;
  const today = ctx.clock();
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 6 * DAY);
  // Two rounds a day on the first three days (10:00 and 16:00 UTC), the last round on the fourth morning.
  const schedule = Array.from({ length: DEMO_ROUNDS }, (_, i) => ({
    round: i + 1,
    startsAt: new Date(first.getTime() + Math.floor(i / 2) * DAY + (i % 2 === 0 ? 10 : 16) * 60 * 60 * 1000).toISOString(),
  }));
  const tournament = await createTournament(
    ctx,
    organiser,
    createTournamentBody.parse({
      name: DEMO_TOURNAMENT_NAME,
      system: 'dutch',
      rounds: DEMO_ROUNDS,
      startDate: isoDate(first),
      endDate: isoDate(new Date(first.getTime() + 3 * DAY)),
      roundSchedule: schedule,
      venue: 'Town Hall, Main Square',
      city: 'Kingside',
      federation: 'ENG',
      timeControl: '90 min/40 moves + 30 min, 30 s increment from move 1',
      ratingType: 'standard',
      tiebreaks: defaultTiebreaks('dutch'),
      chiefArbiter: 'IA Demo Arbiter',
      deputyArbiters: ['FA Demo Deputy'],
      entryFee: 30,
      initialColour: 'w',
    }),
  );
  for (const player of demoField) await addPlayer(ctx, organiser, tournament.id, addPlayerBody.parse(player));

  const random = seededRandom(DEMO_SEED);
  for (let round = 1; round <= DEMO_ROUNDS; round++) {
    const pairings = await generatePairing(ctx, organiser, tournament.id, round);
    await startRound(ctx, organiser, tournament.id);
    const results = pairings.rows.flatMap((row) =>
      row.kind === 'game' && row.opponent ? [{ board: row.board, result: playedResult(row.player.rating, row.opponent.rating, random) }] : [],
    );
    await uploadScores(ctx, organiser, tournament.id, round, { results });
  }
  const finished = await endTournament(ctx, organiser, tournament.id);
  await seedDemoPrizes(ctx, organiser, tournament.id, DEMO_OPEN_PRIZES);
  await seedDemoLeague(ctx, organiser, first);
  return finished;
}
