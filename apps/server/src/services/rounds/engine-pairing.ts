import type { ComparedBoard, PairingComparison } from '@kingside/contract';
import type { AppContext } from '../../context.js';
import { conflict, serviceUnavailable } from '../../http/errors.js';
import { PairingStopped } from '../core/pairing/pool.js';
import { toEngine, type EntryRow, type GameRow, type NextRound, type TournamentData } from '../core/engine-model.js';
import { pairRoundRobin } from './pair.js';
import { asWords, words } from '../core/languages/message.js';

/** A board by pairing numbers; no black: the pairing-allocated bye. */
interface NumberedBoard {
  white: number;
  black: number | null;
}

const paired = (kind: GameRow['kind']) => kind === 'game' || kind === 'pairing_bye';

/**
 * How the engine pairs round `round` of `data` from the rounds before it, leaving out the players the round leaves
 * out (requested byes, absences, withdrawals): the same question the arbiter answered by hand. Dutch Swiss rounds
 * run in the pairing worker, round robins read their Berger table.
 */
async function enginePairingOf(ctx: AppContext, data: TournamentData, round: number): Promise<NumberedBoard[]> {
  const roundRow = data.rounds.find((r) => r.number === round);
  const rows = data.games.filter((g) => g.roundId === roundRow?.id);
  const before: TournamentData = { ...data, rounds: data.rounds.filter((r) => r.number < round), games: data.games.filter((g) => g.roundId !== roundRow?.id) };
  const numberOf = new Map(data.entries.map((e) => [e.id, e.pairingNumber]));
  const number = (id: string) => numberOf.get(id) as number;
  if (data.tournament.system !== 'dutch') {
    return pairRoundRobin(before, round)
      .games.filter((g) => paired(g.kind))
      .map((g) => ({ white: number(g.whiteId), black: g.blackId ? number(g.blackId) : null }));
  }
  const seated = new Set(rows.flatMap((g) => [g.whiteId, g.blackId]));
  const unpaired: NextRound['unpaired'] = [
    ...rows.flatMap((g) => (g.kind === 'game' || g.kind === 'pairing_bye' ? [] : [{ entryId: g.whiteId, kind: g.kind }])),
    ...data.entries.filter((e) => e.withdrawn && !seated.has(e.id)).map((e) => ({ entryId: e.id, kind: 'absent' as const })),
  ];
  const initialColour = data.tournament.initialColour ?? 'w';
  const tournament = toEngine({ ...before, tournament: { ...data.tournament, initialColour } }, { round, unpaired });
  try {
    const answer = await ctx.pairing.pair({ tournament, round });
    if (answer.kind === 'no-valid-pairing') return [];
    return [...answer.pairs, ...(answer.bye === null ? [] : [{ white: answer.bye, black: null }])];
  } catch (error) {
    if (error instanceof PairingStopped)
      throw serviceUnavailable(
        words("{reason}; the engine's pairing of round {round} could not be made, validate again", { reason: asWords(error.words), round }),
      );
    throw error;
  }
}

const label = ({ white, black }: NumberedBoard) => `${white}-${black ?? 'bye'}`;

/**
 * The round as the arbiter paired it beside the engine's pairing of it. `changes` are the arbiter's boards the
 * engine did not make, colours included (what `### MPA` records). Every available player must be seated first.
 */
export async function comparedWithEngine(ctx: AppContext, data: TournamentData, round: number): Promise<PairingComparison> {
  const roundRow = data.rounds.find((r) => r.number === round);
  const rows = data.games.filter((g) => g.roundId === roundRow?.id).sort((a, b) => a.board - b.board);
  const seated = new Set(rows.flatMap((g) => [g.whiteId, g.blackId]));
  const left = data.entries.filter((e) => !e.withdrawn && !seated.has(e.id));
  if (left.length > 0)
    throw conflict(words('Pair every player of round {round} first: {names} not paired', { round, names: left.map((e) => e.name).join(', ') }));
  const byId = new Map(data.entries.map((e) => [e.id, e]));
  const byNumber = new Map(data.entries.map((e) => [e.pairingNumber, e]));
  const arbiter = rows
    .filter((g) => paired(g.kind))
    .map((g) => ({ white: (byId.get(g.whiteId) as EntryRow).pairingNumber, black: g.blackId ? (byId.get(g.blackId) as EntryRow).pairingNumber : null }));
  const engine = await enginePairingOf(ctx, data, round);
  const engineLabels = new Set(engine.map(label));
  const side = (n: number) => ({ pairingNumber: n, name: (byNumber.get(n) as EntryRow).name });
  const named = (b: NumberedBoard): ComparedBoard => ({ white: side(b.white), black: b.black === null ? null : side(b.black) });
  return { round, arbiter: arbiter.map(named), engine: engine.map(named), changes: arbiter.map(label).filter((l) => !engineLabels.has(l)) };
}

/** The `### MPA` text of a comparison: the arbiter's differing boards, then the engine's boards they replaced. */
export function adjustmentText(comparison: PairingComparison): string {
  const arbiterLabels = new Set(comparison.arbiter.map((b) => label({ white: b.white.pairingNumber, black: b.black?.pairingNumber ?? null })));
  const replaced = comparison.engine
    .map((b) => label({ white: b.white.pairingNumber, black: b.black?.pairingNumber ?? null }))
    .filter((l) => !arbiterLabels.has(l));
  return `${comparison.changes.join(' ')} (engine: ${replaced.length > 0 ? replaced.join(' ') : 'no valid pairing'})`;
}
