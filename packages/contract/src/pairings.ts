import { z } from 'zod';
import { envelope } from './envelope.js';
import { scoreLabel, UNPAIRED_LABELS } from './result-labels.js';
import { gameKinds, gameResult, gameResults, roundStates } from './tournament.js';
import { arbiterWarning, confirmation } from './warning-levels.js';
import { boardNumberField, INTEGER_COLUMN_MAX, roundNumberField, roundNumberParam } from './fields.js';
import { phrase, sentence, type Words } from './words.js';

/** Rounds, pairings and results: generate, revert, get, add and remove pairings, and the score upload. */

export const roundQuery = z.object({
  round: roundNumberParam(),
  tournamentId: z.uuid({ error: 'Expected a tournament id' }),
});
export type RoundQuery = z.input<typeof roundQuery>;

/** One side of a row: a player, what they scored there, and whether it is in. */
export const pairingSide = z.object({
  /** The player's uuid. */
  id: z.uuid(),
  name: z.string(),
  pairingNumber: z.number().int(),
  rating: z.number().int(),
  title: z.string().nullable(),
  /** Withdrawn from the tournament: not paired again, their rows without a game say so (unpairedName). */
  withdrawn: z.boolean(),
  colour: z.enum(['w', 'b']).nullable(),
  /** Points before this round. */
  points: z.number(),
  /** What this row brought the player: 1, 1/2, 0, + or - (forfeits), U, H, Z (byes); null while unplayed. */
  result: z.string().nullable(),
  is_scored: z.boolean(),
});
export type PairingSide = z.infer<typeof pairingSide>;

export const pairingRow = z.object({
  /** Board position, from 1. */
  id: z.number().int(),
  board: z.number().int(),
  round: z.number().int(),
  tournamentId: z.uuid(),
  kind: z.enum(gameKinds),
  result: gameResult.nullable(),
  /**
   * How many times the result was entered or changed. Send it back with a change (score-upload), so a change
   * another arbiter made meanwhile is refused (409) instead of overwritten.
   */
  resultVersion: z.number().int(),
  /** White, or the player without an opponent. */
  player: pairingSide,
  /** Black; null for byes and absences (a player left unpaired). */
  opponent: pairingSide.nullable(),
});
export type PairingRow = z.infer<typeof pairingRow>;

export const roundPairings = z.object({
  round: z.number().int(),
  state: z.enum(roundStates),
  rows: z.array(pairingRow),
  /** Active players with no row in this round (after manual changes). */
  unpaired: z.array(z.object({ id: z.uuid(), name: z.string(), pairingNumber: z.number().int() })),
  /** True between "Edit pairings" and "Validate pairings": only then can boards be changed by hand. */
  editing: z.boolean(),
  /** What the last manual change broke, each with its warning level (the arbiter confirmed the level 3 ones). */
  warnings: z.array(arbiterWarning),
});
export type RoundPairings = z.infer<typeof roundPairings>;
export const roundPairingsResponse = envelope(roundPairings);

/**
 * The wall chart (FIDE crosstable) of `rounds`, round 1 first, for each player (by uuid): the opponent
 * as `opponentLabel` names them (starting number on the screen, line of the printed table), colour and
 * score ("7w½"), or the kind of bye; '' where the player had no row (not yet entered, or withdrawn).
 */
export function crosstableCells(
  players: readonly string[],
  rounds: readonly RoundPairings[],
  opponentLabel: (opponent: PairingSide) => string | number,
): Map<string, string[]> {
  const cells = new Map(players.map((id) => [id, rounds.map(() => '')]));
  rounds.forEach((pairings, index) => {
    for (const row of pairings.rows) {
      if (row.opponent === null) {
        const line = cells.get(row.player.id);
        if (line) line[index] = row.kind === 'game' ? '' : UNPAIRED_LABELS[row.kind].cell;
        continue;
      }
      for (const [side, other] of [
        [row.player, row.opponent],
        [row.opponent, row.player],
      ] as const) {
        const line = cells.get(side.id);
        if (line) line[index] = `${opponentLabel(other)}${side.colour ?? ''}${side.result === null ? '' : scoreLabel(side.result)}`;
      }
    }
  });
  return cells;
}

export const revertedResponse = envelope(z.object({ round: z.number().int(), currentRound: z.number().int() }));

/** cancel-pairing: the round whose pairing was stopped (it stays unpaired). */
export const cancelledPairingResponse = envelope(z.object({ round: z.number().int() }));

const roundRef = {
  tournamentId: z.uuid({ error: 'Expected a tournament id' }),
  round: roundNumberField(),
};
/** Pair two players of the current round by hand; no black means the pairing-allocated bye. */
export const addPairingBody = z.object({
  ...roundRef,
  white: z.uuid({ error: 'Expected a player id' }),
  black: z.uuid({ error: 'Expected a player id' }).nullable().optional(),
  /** `confirmed` once the arbiter has confirmed the level-3 warnings the board draws (a rematch, a third colour running…). */
  confirmation: confirmation.optional(),
});
export type AddPairingBody = z.input<typeof addPairingBody>;
export const removePairingBody = z.object({
  ...roundRef,
  board: boardNumberField(),
});
export type RemovePairingBody = z.input<typeof removePairingBody>;

/** "Edit pairings": opens the current round's boards to changes by hand. */
export const editPairingsBody = z.object(roundRef);
export type EditPairingsBody = z.input<typeof editPairingsBody>;
/** "Validate pairings": closes the editing; `confirmed-twice` once the arbiter has seen where the engine pairs differently (level 4). */
export const validatePairingsBody = z.object({ ...roundRef, confirmation: confirmation.optional() });
export type ValidatePairingsBody = z.input<typeof validatePairingsBody>;

/** A board of a comparison, by pairing number and name; no black: the pairing-allocated bye. */
export const comparedBoard = z.object({
  white: z.object({ pairingNumber: z.number().int(), name: z.string() }),
  black: z.object({ pairingNumber: z.number().int(), name: z.string() }).nullable(),
});
export type ComparedBoard = z.infer<typeof comparedBoard>;
/** The round as the arbiter paired it beside the engine's pairing of the same round, and the boards that differ. */
export const pairingComparison = z.object({
  round: z.number().int(),
  arbiter: z.array(comparedBoard),
  engine: z.array(comparedBoard),
  /** The arbiter's boards the engine did not make (what `### MPA` records), in "white-black" pairing numbers. */
  changes: z.array(z.string()),
});
export type PairingComparison = z.infer<typeof pairingComparison>;
export const pairingComparisonResponse = envelope(pairingComparison);

/** What validating a round paired unlike the engine does, said before the second confirmation (warning level 4). */
export const manualPairingConsequences = (round: number): Words[] => [
  phrase('Round {round} stands as you paired it, not as the engine paired it.', { round }),
  phrase('The change is written into the TRF export (FIDE rating report) as "### MPA @ Round {round}: …", for good.', { round }),
  phrase('The pairings can no longer be edited unless you choose "Edit pairings" again.', {}),
];

export const scoreUploadBody = z.object({
  results: z
    .array(
      z.object({
        board: boardNumberField(),
        result: z.enum(gameResults, { error: sentence('A result is one of {values}', { values: gameResults.join(' ') }) }),
        /** The board's resultVersion as the arbiter saw it; without it, the result is written whatever it was. */
        version: z
          .number({ error: 'A version is a whole number' })
          .int('A version is a whole number')
          .min(0, 'A version is not negative')
          .max(INTEGER_COLUMN_MAX, 'No result has that version')
          .optional(),
      }),
      { error: 'Expected a list of boards (board, result)' },
    )
    .min(1, 'Send at least one result')
    .max(1000),
});
export type ScoreUploadBody = z.input<typeof scoreUploadBody>;

/** Every result entered or changed in a round, oldest first: who, when, from what to what. */
export const resultChange = z.object({
  round: z.number().int(),
  board: z.number().int(),
  white: z.string(),
  black: z.string(),
  oldResult: gameResult.nullable(),
  newResult: gameResult,
  changedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  changedAt: z.iso.datetime(),
});
export type ResultChange = z.infer<typeof resultChange>;
export const resultHistoryResponse = envelope(z.array(resultChange));
