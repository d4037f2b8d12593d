import { z } from 'zod';
import { envelope } from './envelope.js';
import { gameResult, roundStates } from './tournament.js';
import { boardNumberParam, roundNumberParam } from './fields.js';
import { sentence } from './words.js';

/**
 * Results confirmed by the players: each player of a board says, from their phone, what the result was
 * (the QR code on the board's result slip opens the form). A claim is never the result: the arbiter's entry is.
 */

/** What a player may confirm: a game played over the board. Forfeits are the arbiter's to record. */
export const claimedResults = ['1-0', '1/2-1/2', '0-1'] as const;
export const claimedResult = z.enum(claimedResults, { error: sentence('A result is one of {values}', { values: claimedResults.join(' ') }) });
export type ClaimedResult = z.infer<typeof claimedResult>;

/**
 * Where the claims of a board stand:
 * - `open`: neither player has confirmed;
 * - `waiting`: one has, the other not yet;
 * - `agreed`: both confirmed the same result, which waits for the arbiter's approval;
 * - `disputed`: they confirmed different results: the arbiter decides;
 * - `entered`: the arbiter entered the result (it wins over any claim).
 */
export const claimStates = ['open', 'waiting', 'agreed', 'disputed', 'entered'] as const;
export type ClaimState = (typeof claimStates)[number];

/** One board of one round: the address the QR code on its result slip names. */
export const boardParams = z.object({
  id: z.uuid({ error: 'Expected a tournament id' }),
  round: roundNumberParam(),
  board: boardNumberParam(),
});
export type BoardParams = z.input<typeof boardParams>;

export const resultClaimBody = z.object({ result: claimedResult });
export type ResultClaimBody = z.input<typeof resultClaimBody>;

const boardPlayer = z.object({ name: z.string(), pairingNumber: z.number().int() });

/** A player's board as they see it on the form: who plays, what each of them confirmed, and what the arbiter entered. */
export const boardClaim = z.object({
  tournamentName: z.string(),
  round: z.number().int(),
  board: z.number().int(),
  roundState: z.enum(roundStates),
  white: boardPlayer,
  black: boardPlayer,
  /** The caller's colour on this board. */
  colour: z.enum(['w', 'b']),
  mine: claimedResult.nullable(),
  /** What the opponent confirmed. */
  theirs: claimedResult.nullable(),
  state: z.enum(claimStates),
  /** The arbiter's result, once entered. */
  result: gameResult.nullable(),
  /** Why a confirmation can no longer be sent (the arbiter entered the result, the round or tournament is closed); null while it can. */
  closed: z.string().nullable(),
});
export type BoardClaim = z.infer<typeof boardClaim>;
export const boardClaimResponse = envelope(boardClaim);

/** A board of the round with at least one claim and no result from the arbiter yet: what the arbiter's screen lists. */
export const roundClaim = z.object({
  board: z.number().int(),
  white: z.string(),
  black: z.string(),
  whiteClaim: claimedResult.nullable(),
  blackClaim: claimedResult.nullable(),
  state: z.enum(['waiting', 'agreed', 'disputed']),
  /** The latest claim (ISO 8601). */
  claimedAt: z.string(),
});
export type RoundClaim = z.infer<typeof roundClaim>;
export const roundClaimsResponse = envelope(z.array(roundClaim));
