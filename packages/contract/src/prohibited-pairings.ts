import { z } from 'zod';
import { envelope } from './envelope.js';
import { ROUNDS_MAX, textField } from './fields.js';
import { sentence } from './words.js';

/**
 * Prohibited pairings (FIDE C.04: the chief arbiter may rule that some players are not paired against each other,
 * such as members of one family, or players of one club in the first rounds): a group of players, no two of whom
 * meet, in every round or up to a round. In FIDE mode they are entered before round 1 is paired (C.02, level 5).
 */
export const prohibitedPairingBody = z.object({
  /** Who the group is, as the arbiter names it: "Family Smith", "Club Caissa". */
  label: textField('The group’s name', { max: 100, required: true }),
  entryIds: z
    .array(z.uuid({ error: 'Expected a player id' }), { error: 'Name the players who must not meet' })
    .min(2, 'A prohibited pairing needs at least two players')
    .max(100, 'At most 100 players in one group')
    .refine((ids) => new Set(ids).size === ids.length, 'A player is named twice'),
  /** The last round it holds in (the first N rounds); absent or null: every round. */
  lastRound: z
    .number({ error: 'Expected a round number' })
    .int('Expected a round number')
    .min(1, 'The last round is 1 or more')
    .max(ROUNDS_MAX, sentence('At most {max} rounds', { max: ROUNDS_MAX }))
    .nullish(),
});
export type ProhibitedPairingBody = z.input<typeof prohibitedPairingBody>;

export const prohibitedPairingParams = z.object({
  id: z.uuid({ error: 'Expected a tournament id' }),
  groupId: z.uuid({ error: 'Expected a prohibited pairing id' }),
});

export const prohibitedPairing = z.object({
  id: z.uuid(),
  label: z.string(),
  /** Null: every round. */
  lastRound: z.number().int().nullable(),
  players: z.array(z.object({ id: z.uuid(), pairingNumber: z.number().int(), name: z.string() })),
});
export type ProhibitedPairing = z.infer<typeof prohibitedPairing>;

export const prohibitedPairingsResponse = envelope(z.object({ groups: z.array(prohibitedPairing) }));
export type ProhibitedPairings = z.infer<typeof prohibitedPairingsResponse>['data'];
