import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { teamPairingState, teamRoundRobin, teamTournamentBeforeRound, type TeamMatch } from '@kingside/engine';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { matches, rounds, teamPairingExplanations, tournaments } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import type { TournamentRow } from '../core/access.js';
import { publishChange } from '../core/live/publish.js';
import { loadTournamentData } from '../core/engine-model.js';
import { loadTeamData, rostersOf, toTeamEngine, type TeamData, type TeamRow } from '../core/team-model.js';
import type { TeamSwissAnswer } from '../core/pairing/tasks.js';
import { teamsNotParticipating } from '../core/team-participants.js';
import { words } from '../core/languages/message.js';

/**
 * Pairs round `round` of a team event into matches; the boards follow when the arbiter publishes the lineups
 * (services/lineups). A team Swiss round is paired by the engine's C.04.6 pairing in a worker thread; even an
 * Olympiad's 200 teams take a fraction of a second, so it runs inside the transaction that checked the round
 * and saves it, with no claim to cancel. A team round robin follows its Berger table.
 */
export async function pairTeamEventRound(ctx: AppContext, tx: Tx, user: UserRow, t: TournamentRow, round: number): Promise<void> {
  const data = await loadTournamentData(tx, t.id, t);
  const all = await loadTeamData(tx, t.id);
  // A team awaiting the organiser's approval or its entry fee is registered, not a participant: never paired (as unpaid entries are not).
  const registeredOnly = await teamsNotParticipating(tx, t.id);
  const teamData = { ...all, teams: all.teams.filter((team) => !registeredOnly.has(team.id)) };
  const planned = t.system === 'team_swiss' ? await pairSwiss(ctx, t, data, teamData, round) : pairRoundRobin(t, data.rounds, teamData, round);
  const now = ctx.clock();
  const [roundRow] = await tx.insert(rounds).values({ tournamentId: t.id, number: round, state: 'paired', pairedAt: now, pairedBy: user.id }).returning();
  const idOf = new Map(teamData.teams.map((team) => [team.pairingNumber, team.id]));
  const withdrawn = new Set(teamData.teams.filter((team) => team.withdrawn).map((team) => team.pairingNumber));
  const rows: (typeof matches.$inferInsert)[] = planned.matches.map((m, i) => ({
    roundId: roundRow.id,
    tournamentId: t.id,
    tableNumber: i + 1,
    whiteTeamId: idOf.get(m.white) as string,
    blackTeamId: idOf.get(m.black) as string,
    // A round robin keeps a withdrawn team's place in the table: its matches are lost by forfeit (the arbiter may undo it).
    forfeit: withdrawn.has(m.white) ? 'black' : withdrawn.has(m.black) ? 'white' : null,
    forfeitBy: withdrawn.has(m.white) || withdrawn.has(m.black) ? user.id : null,
    forfeitAt: withdrawn.has(m.white) || withdrawn.has(m.black) ? now : null,
  }));
  if (planned.bye !== null) {
    rows.push({ roundId: roundRow.id, tournamentId: t.id, tableNumber: rows.length + 1, whiteTeamId: idOf.get(planned.bye) as string });
  }
  if (rows.length > 0) await tx.insert(matches).values(rows);
  if (planned.explanation) {
    await tx.insert(teamPairingExplanations).values({
      roundId: roundRow.id,
      tournamentId: t.id,
      explanation: planned.explanation,
      teamIds: Object.fromEntries(teamData.teams.map((team) => [String(team.pairingNumber), team.id])),
    });
  }
  await tx
    .update(tournaments)
    .set({ currentRound: round, totalRounds: planned.totalRounds ?? t.totalRounds, initialColour: planned.initialColour, updatedAt: now })
    .where(eq(tournaments.id, t.id));
  await publishChange(tx, t.id, 'paired', round, now);
}

interface PlannedTeamRound {
  matches: TeamMatch[];
  /** The team given the pairing-allocated bye. */
  bye: number | null;
  totalRounds?: number;
  initialColour: 'w' | 'b' | null;
  explanation?: Extract<TeamSwissAnswer, { kind: 'paired' }>['explanation'];
}

/**
 * The teams a round pairs: not withdrawn, with at least one player of the roster still in the event. A team with
 * nobody left to field cannot play a match; it is left out rather than given a match it must forfeit.
 */
function teamsToPair(data: Awaited<ReturnType<typeof loadTournamentData>>, teamData: TeamData): TeamRow[] {
  const active = new Set(data.entries.filter((e) => !e.withdrawn).map((e) => e.id));
  const rosters = rostersOf(teamData);
  return teamData.teams.filter((team) => !team.withdrawn && (rosters.get(team.id) ?? []).some((id) => active.has(id)));
}

async function pairSwiss(
  ctx: AppContext,
  t: TournamentRow,
  data: Awaited<ReturnType<typeof loadTournamentData>>,
  teamData: TeamData,
  round: number,
): Promise<PlannedTeamRound> {
  const toPair = teamsToPair(data, teamData);
  if (toPair.length < 2)
    throw conflict(
      words('At least two teams with players must be available to pair round {round} ({available} available)', { round, available: toPair.length }),
    );
  // C.04.6 art. 4.1: the colour of the first team of odd pairing number is drawn by lot before round 1.
  const initialColour = t.initialColour ?? (randomInt(2) === 0 ? 'w' : 'b');
  const event = toTeamEngine({ ...data, tournament: { ...data.tournament, initialColour } }, teamData);
  const state = { ...teamPairingState(teamTournamentBeforeRound(event, round), round), toPair: toPair.map((team) => team.pairingNumber) };
  const answer = await ctx.pairing.run('pairTeamSwissRound', { state });
  if (answer.kind === 'no-legal-pairing') {
    throw conflict(
      words('No legal pairing exists for round {round}: {reason}; withdraw a team, or end the event after round {previous}', {
        round,
        reason: answer.reason,
        previous: round - 1,
      }),
    );
  }
  return { matches: answer.matches, bye: answer.pairingAllocatedBye, initialColour, explanation: answer.explanation };
}

/**
 * A team round robin follows the Berger table (C.05 Annex 1) of the teams of round 1: those entered by then and not
 * withdrawn before it, in pairing-number order, numbered 1.. as the table's numbers. With an odd number of teams,
 * the team meeting the extra number has the round free: no match and no points.
 */
function pairRoundRobin(t: TournamentRow, roundRows: { number: number; pairedAt: Date }[], teamData: TeamData, round: number): PlannedTeamRound {
  const first = roundRows.find((r) => r.number === 1);
  const field = teamData.teams.filter((team) =>
    first ? team.createdAt <= first.pairedAt && !(team.withdrawn && team.withdrawnAt !== null && team.withdrawnAt <= first.pairedAt) : !team.withdrawn,
  );
  if (field.length < 2) throw conflict(words('A team round robin needs at least two teams ({available} available)', { available: field.length }));
  const table = teamRoundRobin(field.length, { cycles: t.system === 'team_double_round_robin' ? 2 : 1 });
  if (round > table.length) throw conflict(words('The round robin has {rounds} rounds', { rounds: table.length }));
  const numberOf = (berger: number) => field[berger - 1].pairingNumber;
  return {
    matches: table[round - 1].matches.map((m) => ({ white: numberOf(m.white), black: numberOf(m.black) })),
    bye: null,
    totalRounds: round === 1 ? table.length : undefined,
    initialColour: t.initialColour,
  };
}
