import { z } from 'zod';
import { envelope } from './envelope.js';
import { START_NUMBER_MAX, textField } from './fields.js';
import { confirmation } from './warning-levels.js';
import { sentence } from './words.js';

/**
 * The arbiter's order of players still tied after every tie-break (on points and each tie-break), for the prizes: a
 * play-off's result, say, in place of the drawing of lots. Only a whole tie of the current round's standings can be
 * ordered, with a reason, which the standings show and the TRF export keeps as a `###` comment. A warning level 3.
 */
export const tieOrderBody = z.object({
  tournamentId: z.uuid({ error: 'Expected a tournament id' }),
  /** The start numbers of every player of the tie, best first. */
  order: z
    .array(
      z
        .number({ error: 'Expected start numbers' })
        .int('Expected start numbers')
        .min(1, 'Start numbers count from 1')
        .max(START_NUMBER_MAX, sentence('Start numbers go up to {max}', { max: START_NUMBER_MAX })),
      {
        error: 'Expected a list of start numbers',
      },
    )
    .min(2, 'Order at least two tied players')
    .max(1000, 'At most 1000 players')
    .refine((order) => new Set(order).size === order.length, 'A player is named twice'),
  reason: textField('The reason', { max: 300, required: true }),
  confirmation: confirmation.optional(),
});
export type TieOrderBody = z.input<typeof tieOrderBody>;

export const tieOrder = z.object({
  /** The standings after this round are the ones ordered. */
  round: z.number().int(),
  order: z.array(z.number().int()),
  reason: z.string(),
});
export type TieOrder = z.infer<typeof tieOrder>;
export const tieOrderResponse = envelope(tieOrder);
