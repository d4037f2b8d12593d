import { z } from 'zod';
import { confirmation } from './warning-levels.js';
import { START_NUMBER_MAX } from './fields.js';
import { sentence } from './words.js';

/**
 * The arbiter gives a player another pairing number; the player who had it takes the first one's (a swap). Free
 * before round 1; once round 1 is paired a level-3 action (`confirmation: "confirmed"`), since the rounds already
 * paired used the old numbers; from round 4 on refused in FIDE mode (level 5), level 3 outside it.
 */
export const setPairingNumberBody = z.object({
  playerId: z.uuid({ error: 'Expected a player id' }),
  pairingNumber: z
    .number({ error: 'Expected a pairing number' })
    .int('A pairing number is a whole number')
    .min(1, 'Pairing numbers start at 1')
    .max(START_NUMBER_MAX, sentence('Pairing numbers go up to {max}', { max: START_NUMBER_MAX })),
  confirmation: confirmation.optional(),
});
export type SetPairingNumberBody = z.input<typeof setPairingNumberBody>;

/** The round from which pairing numbers no longer change (FIDE C.04.2: the initial ranking is corrected before round 4 is paired). */
export const PAIRING_NUMBERS_FIXED_FROM_ROUND = 4;
