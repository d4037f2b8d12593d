import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bergerTable, doubleRoundRobin } from '@kingside/engine';
import type { PairingExplanation } from '@kingside/engine';
import type { PairingTask } from '@kingside/engine/pairing-task';
import { isSwissSystem, isTeamSystem, type RoundPairings } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/connection.js';
import { games, pairingExplanations, rounds, tournaments } from '../../db/schema/index.js';
import { conflict, serviceUnavailable } from '../../http/errors.js';
import type { UserRow } from '../core/sessions.js';
import { absentFromRound } from '../core/absentees.js';
import { publishChange } from '../core/live/publish.js';
import { claimPairing, claimStands, releasePairing, withdrawClaim } from '../core/pairing/jobs.js';
import { PairingStopped, type PairingOutcome } from '../core/pairing/pool.js';
import { managedTournament, type TournamentRow } from '../core/access.js';
import { loadTournamentData, toEngine, type NextRound, type RoundRow, type TournamentData } from '../core/engine-model.js';
import { readRoundPairings } from '../core/pairings.js';
import { boardsWithoutResult, listBoards, refuseFinished, roundOf } from '../core/round-state.js';
import { pairTeamEventRound } from './team-pair.js';
import { asWords, words } from '../core/languages/message.js';
import { oneAfterAnother } from '../core/warning-levels.js';

type NewGame = typeof games.$inferInsert;

/**
 * Pairs round `round`: it must be the next one, and the previous round must be scored.
 * Swiss rounds come from the engine's FIDE Dutch pairing, round robins from the Berger tables.
 * Withdrawn players are recorded absent, requested byes as half-point byes and players who did not check in
 * (when the tournament requires it) as zero-point byes, before pairing.
 *
 * A Dutch pairing runs in a worker thread between two short transactions: the first claims the
 * tournament (a second request gets 409, on any instance) and reads the field, the second saves the
 * round if the claim still stands (a cancel removes it) and the field has not changed meanwhile. A
 * pairing that is cancelled, passes its time limit or dies leaves the round unpaired.
 */
export async function generatePairing(ctx: AppContext, user: UserRow, tournamentId: string, round: number): Promise<RoundPairings> {
  const claimed = await ctx.db.transaction(async (tx) => {
    const t = await managedTournament(tx, user, tournamentId, { lock: true });
    await checkNextRound(tx, t, round);
    if (isTeamSystem(t.system)) {
      await pairTeamEventRound(ctx, tx, user, t, round);
      return { kind: 'saved' as const, pairings: await readRoundPairings(ctx, tx, t, round) };
    }
    const data = await loadTournamentData(tx, tournamentId, t);
    if (t.system !== 'dutch') {
      if (round > 1 && round > t.totalRounds) throw conflict(words('The round robin has {rounds} rounds', { rounds: t.totalRounds }));
      return { kind: 'saved' as const, pairings: await saveRound(ctx, tx, user, t, round, pairRoundRobin(data, round), t.initialColour) };
    }
    const absent = await absentFromRound(tx, t, data, round);
    const initialColour = t.initialColour ?? (randomInt(2) === 0 ? 'w' : 'b');
    const swiss = swissTask(data, round, initialColour, absent);
    const now = ctx.clock();
    const job = await claimPairing(tx, tournamentId, round, user.id, now, ctx.config.pairingTimeLimitSeconds ?? 600);
    await publishChange(tx, tournamentId, 'pairing_started', round, now);
    return { kind: 'claimed' as const, swiss, job, initialColour, field: fieldOf(data, round, absent) };
  });
  if (claimed.kind === 'saved') return claimed.pairings;

  const { swiss, job, initialColour, field } = claimed;
  const cancel = new AbortController();
  const unfollow = ctx.live.subscribe(tournamentId, (event) => {
    if (event.kind === 'pairing_stopped' && event.round === round) cancel.abort();
  });
  try {
    const answer = await ctx.pairing.pair(swiss.task, cancel.signal);
    return await ctx.db.transaction(async (tx) => {
      const t = await managedTournament(tx, user, tournamentId, { lock: true });
      if (!(await claimStands(tx, job))) throw conflict(words('The pairing of round {round} was cancelled; nothing was saved', { round }));
      await releasePairing(tx, job);
      const data = await loadTournamentData(tx, tournamentId, t);
      if (t.currentRound !== round - 1 || fieldOf(data, round, await absentFromRound(tx, t, data, round)) !== field) {
        throw conflict(words('The players of round {round} changed while it was being paired; nothing was saved, pair it again', { round }));
      }
      return saveRound(ctx, tx, user, t, round, swissBoards(data, round, swiss, answer), initialColour);
    });
  } catch (error) {
    if (error instanceof PairingStopped)
      throw error.reason === 'cancelled'
        ? conflict(words('The pairing of round {round} was cancelled; nothing was saved', { round }))
        : serviceUnavailable(words('{reason}; round {round} stays unpaired, pair it again', { reason: asWords(error.words), round }));
    throw error;
  } finally {
    unfollow();
    // Whatever happened, the claim goes (a no-op once the round is saved), and followers hear that no pairing runs.
    await ctx.db.transaction(async (tx) => {
      if (await claimStands(tx, job)) {
        await releasePairing(tx, job);
        await publishChange(tx, tournamentId, 'pairing_stopped', round, ctx.clock());
      }
    });
  }
}

/** Stops the tournament's running pairing (on whichever instance runs it); the round stays unpaired. */
export async function cancelPairing(ctx: AppContext, user: UserRow, tournamentId: string): Promise<{ round: number }> {
  return ctx.db.transaction(async (tx) => {
    await managedTournament(tx, user, tournamentId, { lock: false });
    const job = await withdrawClaim(tx, tournamentId);
    if (!job) throw conflict('No pairing is in progress');
    await publishChange(tx, tournamentId, 'pairing_stopped', job.round, ctx.clock());
    return { round: job.round };
  });
}

/** Rounds are paired in order: the next round only, after the previous one is scored. */
async function checkNextRound(tx: Tx, t: TournamentRow, round: number): Promise<void> {
  refuseFinished(t);
  if (round <= t.currentRound) throw conflict(words('Round {round} is already paired', { round }));
  if (round > t.currentRound + 1) throw conflict(words('Pair round {round} first', { round: t.currentRound + 1 }));
  if (isSwissSystem(t.system) && round > t.totalRounds)
    throw conflict(words('The tournament has {rounds} rounds; change the number of rounds to pair more', { rounds: t.totalRounds }));
  if (t.currentRound > 0) {
    const previous = (await roundOf(tx, t.id, t.currentRound)) as RoundRow;
    if (previous.state !== 'scored') {
      const missing = await boardsWithoutResult(tx, previous.id);
      throw conflict(
        previous.state === 'paired'
          ? words('Start round {round} and enter its results first', { round: t.currentRound })
          : words('Enter every result of round {round} first ({boards} without a result)', { round: t.currentRound, boards: listBoards(missing) }),
      );
    }
  }
}

async function saveRound(
  ctx: AppContext,
  tx: Tx,
  user: UserRow,
  t: TournamentRow,
  round: number,
  planned: Planned,
  initialColour: 'w' | 'b' | null,
): Promise<RoundPairings> {
  const now = ctx.clock();
  const [roundRow] = await tx.insert(rounds).values({ tournamentId: t.id, number: round, state: 'paired', pairedAt: now, pairedBy: user.id }).returning();
  await tx.insert(games).values(planned.games.map((game, index) => ({ ...game, roundId: roundRow.id, tournamentId: t.id, board: index + 1 })));
  if (planned.explanation) {
    const { explanation, entryIds } = planned.explanation;
    await tx.insert(pairingExplanations).values({ roundId: roundRow.id, tournamentId: t.id, explanation, entryIds });
  }
  await tx
    .update(tournaments)
    .set({ currentRound: round, totalRounds: planned.totalRounds ?? t.totalRounds, initialColour, updatedAt: now })
    .where(eq(tournaments.id, t.id));
  await publishChange(tx, t.id, 'paired', round, now);
  // Read through the points cache: the round's results that follow find the points before it counted already.
  return readRoundPairings(ctx, tx, t, round);
}

type PlannedGame = Omit<NewGame, 'roundId' | 'tournamentId' | 'board'>;
interface Planned {
  games: PlannedGame[];
  totalRounds?: number;
  /** The engine's record of how it paired a Dutch round, kept for "Why this pairing", and its players' entries. */
  explanation?: { explanation: PairingExplanation; entryIds: Record<string, string> };
}

/** Who is to be paired in the round and who is not (withdrawn, requested bye, absent at check-in): what a pairing depends on. */
function fieldOf(data: TournamentData, round: number, absent: Set<string>): string {
  return JSON.stringify(data.entries.map((e) => [e.id, e.pairingNumber, e.withdrawn, data.byes.get(e.id)?.includes(round) ?? false, absent.has(e.id)]).sort());
}

interface SwissTask {
  task: PairingTask;
  unpaired: NextRound['unpaired'];
}

/** `absent`: not checked in for the round; their zero-point bye (TRF `Z`) is what keeps the engine from pairing them. */
function swissTask(data: TournamentData, round: number, initialColour: 'w' | 'b', absent: Set<string>): SwissTask {
  const unpaired: NextRound['unpaired'] = [];
  for (const entry of data.entries) {
    if (entry.withdrawn) unpaired.push({ entryId: entry.id, kind: 'absent' });
    else if (data.byes.get(entry.id)?.includes(round))
      unpaired.push({ entryId: entry.id, kind: data.fullPointByes.get(entry.id)?.includes(round) ? 'full_point_bye' : 'half_point_bye' });
    else if (absent.has(entry.id)) unpaired.push({ entryId: entry.id, kind: 'zero_point_bye' });
  }
  const available = data.entries.length - unpaired.length;
  if (available < 2) throw conflict(words('At least two players must be available to pair round {round} ({available} available)', { round, available }));
  const tournament = toEngine({ ...data, tournament: { ...data.tournament, initialColour } }, { round, unpaired });
  return { task: { tournament, round }, unpaired };
}

function swissBoards(data: TournamentData, round: number, { unpaired }: SwissTask, answer: PairingOutcome): Planned {
  const available = data.entries.length - unpaired.length;
  if (answer.kind === 'no-valid-pairing') {
    throw conflict(
      words(
        'No valid pairing exists for round {round}: no pairing of the {available} available players meets the FIDE absolute criteria (no two players meet twice, nobody gets a second bye or a win without playing); enter more players, or end the tournament after round {previous}',
        { round, available, previous: round - 1 },
      ),
    );
  }
  const idOf = new Map(data.entries.map((e) => [e.pairingNumber, e.id]));
  const seated = [...answer.pairs.flatMap(({ white, black }) => [white, black]), ...(answer.bye === null ? [] : [answer.bye])];
  const expected = data.entries.filter((e) => !unpaired.some((u) => u.entryId === e.id)).map((e) => e.pairingNumber);
  checkEverySeated(round, seated, expected);
  const boards: PlannedGame[] = answer.pairs.map(({ white, black }) => ({
    whiteId: idOf.get(white) as string,
    blackId: idOf.get(black) as string,
    kind: 'game',
  }));
  if (answer.bye !== null) boards.push({ whiteId: idOf.get(answer.bye) as string, kind: 'pairing_bye' });
  const entryIds = Object.fromEntries(answer.explanation.players.map((p) => [String(p.startNumber), idOf.get(p.startNumber) as string]));
  return {
    games: [...boards, ...unpaired.map(({ entryId, kind }) => ({ whiteId: entryId, kind }))],
    explanation: { explanation: answer.explanation, entryIds },
  };
}

/** Never save a round that leaves someone out or seats them twice (409, saying who). `seated` and `expected` are pairing numbers. */
export function checkEverySeated(round: number, seated: number[], expected: number[]): void {
  const left = expected.filter((n) => !seated.includes(n));
  const twice = [...new Set(seated.filter((n, i) => seated.indexOf(n) !== i))];
  const strangers = seated.filter((n) => !expected.includes(n));
  if (left.length === 0 && twice.length === 0 && strangers.length === 0) return;
  const why = [
    ...(left.length > 0
      ? [words('{count, plural, one {pairing number {numbers}} other {pairing numbers {numbers}}} left out', { count: left.length, numbers: left.join(', ') })]
      : []),
    ...(twice.length > 0 ? [words('{numbers} seated twice', { numbers: twice.join(', ') })] : []),
    ...(strangers.length > 0 ? [words('{numbers} not available', { numbers: strangers.join(', ') })] : []),
  ];
  throw conflict(
    words('No valid pairing exists for round {round}: the Dutch pairing does not seat every available player exactly once ({why}); nothing was saved', {
      round,
      why: asWords(oneAfterAnother(why)),
    }),
  );
}

/**
 * Round robins follow the Berger table (C.05 Annex 1) of the field that round 1 was paired with —
 * the players not withdrawn by then, in pairing-number order; with an odd field, whoever meets the
 * extra number has the round free (no points).
 */
export function pairRoundRobin(data: TournamentData, round: number): Planned {
  const first = data.rounds.find((r) => r.number === 1);
  const inRoundOne = new Set(data.games.filter((g) => g.roundId === first?.id).flatMap((g) => [g.whiteId, g.blackId]));
  const field = data.entries.filter((e) => (first ? inRoundOne.has(e.id) : !e.withdrawn));
  if (field.length < 2) throw conflict(words('A round robin needs at least two players ({available} available)', { available: field.length }));
  const table = data.tournament.system === 'double_round_robin' ? doubleRoundRobin(field.length) : bergerTable(field.length);
  const idOf = (number: number) => field[number - 1].id;
  const planned: PlannedGame[] = [];
  const free: PlannedGame[] = [];
  for (const [white, black] of table.rounds[round - 1]) {
    if (white > field.length || black > field.length) free.push({ whiteId: idOf(Math.min(white, black)), kind: 'zero_point_bye' });
    else planned.push({ whiteId: idOf(white), blackId: idOf(black), kind: 'game' });
  }
  return { games: [...planned, ...free], totalRounds: round === 1 ? table.rounds.length : undefined };
}
