import { addPlayerBody, createTournamentBody, type Tournament } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { seededRandom } from '../../integrations/fide/generate-list.js';
import type { UserRow } from '../core/sessions.js';
import { addPlayer } from '../core/players.js';
import { managedTournament } from '../core/access.js';
import { readRoundPairings } from '../core/pairings.js';
import { publishLineups } from '../lineups/publish.js';
import { setLineup } from '../lineups/set.js';
import { roundLineups } from '../lineups/view.js';
import { generatePairing } from '../rounds/pair.js';
import { uploadScores } from '../rounds/results.js';
import { endTournament, startRound } from '../rounds/round-triggers.js';
import { setRoster } from '../teams/roster.js';
import { createTeam, updateTeam } from '../teams/teams.js';
import { createTournament } from '../tournaments/tournaments.js';
import { DEMO_LEAGUE_PRIZES, seedDemoPrizes } from './prizes.js';
import { playedResult } from './results.js';
import { demoTeams } from './team-field.js';

export const DEMO_LEAGUE_NAME = 'Kingside Demo League';
const LEAGUE_ROUNDS = 7;
const BOARDS = 4;
const LEAGUE_SEED = 4046;
/** The round in which one team fields only three players: its board 4 is lost by forfeit. */
const SHORT_LINEUP_ROUND = 3;
const SHORT_TEAM = 'Lakeside Luft';
/** The team that withdraws before the last round, leaving eleven: that round has a pairing-allocated bye. */
const WITHDRAWING_TEAM = 'Hilltop Holders';
const DAY = 24 * 60 * 60 * 1000;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The demo team event: a finished 7-round team Swiss (FIDE C.04.6) of twelve clubs on four boards, run through the
 * same services as the API — teams and rosters entered, each round paired by the engine, lineups set (the first
 * four available players unless a captain chose otherwise), published, started, every board's result entered, the
 * event ended, its team places and board prizes awarded and published. One team fields three players in round 3 (a board lost by forfeit) and one withdraws before round 7,
 * which the eleven left play with a pairing-allocated bye.
 */
export async function seedDemoLeague(ctx: AppContext, organiser: UserRow, first: Date): Promise<Tournament> {
  const schedule = Array.from({ length: LEAGUE_ROUNDS }, (_, i) => ({
    round: i + 1,
    startsAt: new Date(first.getTime() + i * DAY + 14 * 60 * 60 * 1000).toISOString(),
  }));
  const league = await createTournament(
    ctx,
    organiser,
    createTournamentBody.parse({
      name: DEMO_LEAGUE_NAME,
      system: 'team_swiss',
      rounds: LEAGUE_ROUNDS,
      boards: BOARDS,
      lineupDeadlineMinutes: 60,
      startDate: isoDate(first),
      endDate: isoDate(new Date(first.getTime() + (LEAGUE_ROUNDS - 1) * DAY)),
      roundSchedule: schedule,
      venue: 'Town Hall, Main Square',
      city: 'Kingside',
      federation: 'ENG',
      timeControl: '90 min + 30 s increment from move 1',
      ratingType: 'standard',
      chiefArbiter: 'IA Demo Arbiter',
      initialColour: 'w',
    }),
  );
  const teamIds = new Map<string, string>();
  for (const team of demoTeams) {
    const created = await createTeam(ctx, organiser, league.id, { name: team.name, shortName: team.shortName, club: team.club });
    const entryIds = [];
    for (const player of team.roster)
      entryIds.push((await addPlayer(ctx, organiser, league.id, addPlayerBody.parse({ ...player, club: team.club }))).player.uuid);
    await setRoster(ctx, organiser, league.id, created.id, { entryIds });
    teamIds.set(team.name, created.id);
  }

  const random = seededRandom(LEAGUE_SEED);
  for (let round = 1; round <= LEAGUE_ROUNDS; round++) {
    if (round === LEAGUE_ROUNDS) await updateTeam(ctx, organiser, league.id, teamIds.get(WITHDRAWING_TEAM) as string, { withdrawn: true });
    await generatePairing(ctx, organiser, league.id, round);
    if (round === SHORT_LINEUP_ROUND) {
      // Its board 4 and its reserve cannot come: it plays three boards.
      const teamId = teamIds.get(SHORT_TEAM) as string;
      const { teams } = await roundLineups(ctx, organiser, league.id, round);
      const roster = (teams.find((team) => team.team.id === teamId)?.roster ?? []).map((player) => player.entryId);
      await setLineup(ctx, organiser, league.id, round, teamId, { entryIds: roster.slice(0, 3) });
    }
    await publishLineups(ctx, organiser, league.id, round);
    await startRound(ctx, organiser, league.id);
    const pairings = await readRoundPairings(ctx, ctx.db, await managedTournament(ctx.db, organiser, league.id), round);
    const results = pairings.rows.flatMap((row) =>
      row.kind === 'game' && row.opponent ? [{ board: row.board, result: playedResult(row.player.rating, row.opponent.rating, random) }] : [],
    );
    await uploadScores(ctx, organiser, league.id, round, { results });
  }
  const ended = await endTournament(ctx, organiser, league.id);
  await seedDemoPrizes(ctx, organiser, league.id, DEMO_LEAGUE_PRIZES);
  return ended;
}
